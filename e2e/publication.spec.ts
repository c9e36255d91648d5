import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, shot, signIn } from './session.js';

const HARBOR_EAST = { name: 'Harbor Foodservice - East Region', gln: '0843912000016' };
const NORTHWIND_GLN = '0761305000019';

/** Harbor East's CIC about a Northwind item: REVIEW, CIC100, as another data pool would send it. */
function reviewCic(gtin: string): string {
  const id = `E2E-CIC-${Date.now()}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<catalogue_item_confirmation:catalogueItemConfirmationMessage xmlns:catalogue_item_confirmation="urn:gs1:gdsn:catalogue_item_confirmation:xsd:3" xmlns:sh="http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader">
  <sh:StandardBusinessDocumentHeader>
    <sh:HeaderVersion>1.0</sh:HeaderVersion>
    <sh:Sender><sh:Identifier Authority="GS1">${HARBOR_EAST.gln}</sh:Identifier></sh:Sender>
    <sh:Receiver><sh:Identifier Authority="GS1">0860000000017</sh:Identifier></sh:Receiver>
    <sh:DocumentIdentification>
      <sh:Standard>GS1</sh:Standard><sh:TypeVersion>3.1</sh:TypeVersion><sh:InstanceIdentifier>${id}</sh:InstanceIdentifier>
      <sh:Type>catalogueItemConfirmation</sh:Type><sh:CreationDateAndTime>${new Date().toISOString()}</sh:CreationDateAndTime>
    </sh:DocumentIdentification>
  </sh:StandardBusinessDocumentHeader>
  <transaction>
    <transactionIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${HARBOR_EAST.gln}</gln></contentOwner></transactionIdentification>
    <documentCommand>
      <documentCommandHeader type="ADD"><documentCommandIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${HARBOR_EAST.gln}</gln></contentOwner></documentCommandIdentification></documentCommandHeader>
      <catalogue_item_confirmation:catalogueItemConfirmation>
        <creationDateTime>${new Date().toISOString()}</creationDateTime>
        <documentStatusCode>ORIGINAL</documentStatusCode>
        <catalogueItemConfirmationIdentification><entityIdentification>${id}</entityIdentification><contentOwner><gln>${HARBOR_EAST.gln}</gln></contentOwner></catalogueItemConfirmationIdentification>
        <catalogueItemConfirmationState>
          <catalogueItemConfirmationStateCode>REVIEW</catalogueItemConfirmationStateCode>
          <recipientGLN>${HARBOR_EAST.gln}</recipientGLN>
          <messageCreatorGLN>${HARBOR_EAST.gln}</messageCreatorGLN>
        </catalogueItemConfirmationState>
        <catalogueItemReference><dataSource>${NORTHWIND_GLN}</dataSource><gtin>${gtin}</gtin><targetMarketCountryCode>840</targetMarketCountryCode></catalogueItemReference>
        <catalogueItemConfirmationStatusDetail>
          <confirmationStatusCatalogueItem><dataSource>${NORTHWIND_GLN}</dataSource><gtin>${gtin}</gtin><targetMarketCountryCode>840</targetMarketCountryCode></confirmationStatusCatalogueItem>
          <catalogueItemConfirmationStatus>
            <confirmationStatusCode>CIC100</confirmationStatusCode>
            <confirmationStatusCodeDescription languageCode="en">Attribute Analysis Requested</confirmationStatusCodeDescription>
            <correctiveAction><correctiveActionCode>CHANGE_BY_REFRESH_MESSAGE</correctiveActionCode></correctiveAction>
          </catalogueItemConfirmationStatus>
        </catalogueItemConfirmationStatusDetail>
      </catalogue_item_confirmation:catalogueItemConfirmation>
    </documentCommand>
  </transaction>
</catalogue_item_confirmation:catalogueItemConfirmationMessage>`;
}

/** antd names a button with an icon after the icon too ("cloud-upload Publish"). */
const button = (name: string) => new RegExp(`^([a-z-]+ )?${name}$`);

/** The grid's body rows (not antd's hidden measure row). */
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

/** Types a keyword and waits for the grid to answer it (the box searches once typing pauses). */
async function searchKeyword(page: Page, scope: Locator, keyword: string): Promise<void> {
  const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes(keyword));
  await scope.getByLabel('Keyword').fill(keyword);
  await scope.getByLabel('Keyword').press('Enter');
  await answered;
}

test.use({ viewport: { width: 1440, height: 900 } });

test('a publisher publishes a case with its base units to Harbor East, follows its delivery, gets a CIC through the GS1 API, reads it and the CIN, and unpublishes it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.locator('.ant-menu').getByRole('link', { name: 'Publication', exact: true }).click();
  await expectPath(page, '/publication');

  // The Subscribers tab: Harbor East with its counts, lower(name) ascending.
  const harborRow = bodyRows(page).filter({ hasText: HARBOR_EAST.gln });
  await expect(harborRow).toBeVisible();
  await expect(harborRow.getByRole('link', { name: /^Review items of/ })).toBeVisible();
  await shot(page, 'publication-subscribers');

  // The GTINs tab: each subscriber's delivery; a publication no subscription meets says so, and why. Such a
  // hierarchy (a case of base units published to Greenfield, which subscribes to nothing) is registered and
  // not yet Harbor East's.
  await page.getByRole('tab', { name: 'GTINs' }).click();
  const gtins = page.getByRole('tabpanel', { name: 'GTINs' });
  const waitingRow = bodyRows(gtins)
    .filter({ hasText: 'Waiting for a subscription' })
    .filter({ hasText: 'Case' })
    .first();
  await expect(waitingRow).toBeVisible();
  const gtin = /\d{14}/.exec((await waitingRow.locator('td').first().textContent()) ?? '')?.[0] ?? '';
  expect(gtin).toMatch(/^\d{14}$/);
  await shot(page, 'publication-gtins');
  await waitingRow.getByText('Waiting for a subscription').first().hover();
  await expect(page.getByRole('tooltip')).toContainText('no subscription of this subscriber matches the item');
  await shot(page, 'publication-gtins-waiting', { fullPage: false });
  await page.mouse.move(0, 0);

  // The publish wizard, subscriber step: none chosen is refused, a listed GLN cannot be added again.
  await page.getByRole('button', { name: button('Publish') }).click();
  await expectPath(page, '/publication/publish');
  await page.getByRole('button', { name: button('Choose items') }).click();
  await expect(page.getByRole('alert')).toHaveText('Please select atleast 1 Subscriber before Choosing items');
  await page.getByRole('tab', { name: 'Add New' }).click();
  await page.getByLabel('Subscriber GLN').fill(HARBOR_EAST.gln);
  await page.getByRole('button', { name: button('Add subscriber') }).click();
  await expect(page.getByRole('tabpanel', { name: 'Add New' }).getByRole('alert')).toHaveText(
    `A subscriber with GLN ${HARBOR_EAST.gln} is already in the list.`,
  );
  await page.getByRole('tab', { name: 'Choose Existing' }).click();
  const available = page.locator('.ant-transfer-section').first();
  await available.getByText(HARBOR_EAST.gln).click();
  await page.locator('.ant-transfer-actions button').first().click();
  await expect(page.locator('.ant-transfer-section').nth(1)).toContainText(HARBOR_EAST.gln);
  await shot(page, 'publish-subscriber');

  // The item step: the items not yet published to Harbor East, that one among them.
  await page.getByRole('button', { name: button('Choose items') }).click();
  await expectPath(page, '/publication/publish/item');
  await searchKeyword(page, page.locator('main'), gtin);
  const publishable = page.getByRole('checkbox', { name: `Select ${gtin}` }).first();
  await expect(publishable).toBeEnabled();
  await page.getByRole('button', { name: button('Publish') }).click();
  await expect(page.getByRole('alert')).toHaveText('Select atleast one Item to Publish.');
  await publishable.check();
  await shot(page, 'publish-item');
  await page.getByRole('button', { name: button('Publish') }).click();
  await expectPath(page, '/publication');
  await expect(page.getByRole('status')).toHaveText('Successfully Published Selected Items');
  await shot(page, 'publication-published', { fullPage: false });

  // On the GTINs tab the item lists Harbor East; its CIN goes out once the delivery job has run.
  await page.getByRole('tab', { name: 'GTINs' }).click();
  await searchKeyword(page, gtins, gtin);
  const published = bodyRows(gtins).filter({ hasText: gtin }).first();
  await expect(published).toContainText('Harbor Foodservice');
  await expect(async () => {
    await page.getByLabel('Keyword').press('Enter');
    await expect(published.getByText('Delivered').first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });

  // Harbor East's items page: the new item, its (empty) CIC history and the CIN it was sent.
  await page.getByRole('tab', { name: 'Subscribers' }).click();
  await harborRow.getByRole('link').first().click();
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/subscribers/items/') && url.pathname.endsWith(HARBOR_EAST.gln),
  );
  await expect(page.locator('.ant-breadcrumb')).toContainText(HARBOR_EAST.name);
  await searchKeyword(page, page.locator('main'), gtin);
  await bodyRows(page).filter({ hasText: gtin }).first().getByText(gtin).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toContainText(`GTIN ${gtin}`);
  await expect(drawer).toContainText('The subscriber has not answered with a CIC yet.');
  await drawer.getByRole('tab', { name: 'GS1 message' }).click();
  const xml = drawer.getByLabel('GS1 message XML');
  await expect(xml).toContainText('catalogueItemNotification');
  await expect(xml).toContainText(gtin);
  // The case went with its base units: one CIN carries the hierarchy.
  await expect(xml).toContainText('catalogueItemChildItemLink');
  await shot(page, 'subscriber-items-message', { fullPage: false });
  await drawer.getByRole('button', { name: 'Close' }).click();

  // Harbor East answers through the GS1 XML API: a CIC REVIEW with CIC100 for the case.
  const login = await page.request.post('/mds/app/users/authenticate', {
    data: { userName: 'sub.admin', password: DEMO_PASSWORD },
  });
  const subscriberToken = ((await login.json()) as { data: { authToken: { token: string } } }).data.authToken.token;
  const answer = await page.request.post('/mds/app/gdsn/messages', {
    headers: { authorization: `Bearer ${subscriberToken}`, 'content-type': 'application/xml' },
    data: reviewCic(gtin),
  });
  expect(answer.status(), await answer.text()).toBe(200);
  expect(await answer.text()).toContain('ACCEPTED');

  // An item Harbor East has in review: its CIC history with the code, its meaning and the corrective action.
  await page.getByLabel('Keyword').fill('');
  await page.getByLabel('Keyword').press('Enter');
  // The grid reloads after the keyword is cleared, which can close a drop-down opened meanwhile: pick again.
  const inReview = bodyRows(page).first();
  await expect(async () => {
    await page.getByRole('combobox', { name: 'CIC status' }).click();
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Review"]')
      .click({ timeout: 2_000 });
    await expect(inReview).toContainText('Review', { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await shot(page, 'subscriber-items');
  await inReview.locator('td').nth(1).click();
  await expect(drawer).toContainText('CIC100 Attribute Analysis Requested');
  await expect(drawer).toContainText('CHANGE_BY_REFRESH_MESSAGE');
  await shot(page, 'subscriber-items-cic', { fullPage: false });
  await drawer.getByRole('button', { name: 'Close' }).click();

  // The review screen: every subscriber's items in review, the CIC beside the grid, the download mode.
  await page.goto('/review');
  await expect(bodyRows(page).filter({ hasText: gtin }).first()).toBeVisible();
  await bodyRows(page).filter({ hasText: gtin }).first().locator('td').nth(1).click();
  await expect(page.getByText('CIC100 Attribute Analysis Requested').first()).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'review');
  await page.getByRole('button', { name: button('Download') }).click();
  await expect(page.getByRole('button', { name: button('Download selected') })).toBeVisible();
  await shot(page, 'review-download');

  // The unpublish wizard withdraws it again.
  await page.goto('/publication');
  await page.getByRole('button', { name: button('Unpublish') }).click();
  await expectPath(page, '/publication/unpublish');
  await page.locator('.ant-transfer-section').first().getByText(HARBOR_EAST.gln).click();
  await page.locator('.ant-transfer-actions button').first().click();
  await page.getByRole('button', { name: button('Choose items') }).click();
  await expectPath(page, '/publication/unpublish/item');
  await searchKeyword(page, page.locator('main'), gtin);
  await page
    .getByRole('checkbox', { name: `Select ${gtin}` })
    .first()
    .check();
  await shot(page, 'unpublish-item');
  await page.getByRole('button', { name: button('Unpublish') }).click();
  await expectPath(page, '/publication');
  await expect(page.getByRole('status')).toHaveText('Successfully unPublished Selected Items');
  await page.getByRole('tab', { name: 'GTINs' }).click();
  await searchKeyword(page, gtins, gtin);
  // Still published to Greenfield, no longer to Harbor East.
  await expect(bodyRows(gtins).filter({ hasText: gtin }).first()).not.toContainText(HARBOR_EAST.name);
  await expect(bodyRows(gtins).filter({ hasText: gtin }).first()).toContainText('Waiting for a subscription');
});
