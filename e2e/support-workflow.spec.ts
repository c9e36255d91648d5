import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import type { Envelope, Page as ResultPage, SupportResultRow } from '@tradepool/domain';
import { dialogShot, expectPath, shot, signIn, tokenOf } from './session.js';

test.use({ viewport: { width: 1440, height: 900 } });

const NORTHWIND_GLN = '0761305000019';
const HARBOR_EAST_GLN = '0843912000016';
const WORKFLOW = '/support/publisherworkflow';

const usDay = (date: Date) =>
  `${String(date.getMonth() + 1).padStart(2, '0')}/${String(date.getDate()).padStart(2, '0')}/${date.getFullYear()}`;

/** A Northwind publication (to the subscribers named, if any) the predicate picks, found as the screen finds it. */
async function publicationRow(
  page: Page,
  subscriberGln: string[],
  pick: (row: SupportResultRow) => boolean,
): Promise<SupportResultRow | undefined> {
  const today = new Date();
  const response = await page.request.post('/mds/app/support/publisher/upload/publication/search', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: {
      publisherGln: NORTHWIND_GLN,
      subscriberGln,
      fromDate: usDay(new Date(today.getTime() - 29 * 86_400_000)),
      toDate: usDay(today),
      rowCount: 100,
    },
  });
  const body = (await response.json()) as Envelope<ResultPage<SupportResultRow>>;
  return body.data!.results.find(pick);
}

/** A Northwind item Harbor East answered with a CIC. */
async function itemWithCic(page: Page): Promise<SupportResultRow> {
  const row = await publicationRow(page, [HARBOR_EAST_GLN], (r) => Boolean(r.cicStatus && r.cinInstanceId));
  expect(row, 'a Northwind item with a CIN and a CIC from Harbor East').toBeTruthy();
  return row!;
}

test('support finds a Northwind item, opens its CIN and CIC as XML and reads its whole timeline', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'support.admin');
  await expectPath(page, WORKFLOW);
  await expect(page.getByText('Search by publisher GLN and dates to see the items.')).toBeVisible();

  const form = page.getByRole('form', { name: 'Publisher workflow search' });
  await form.getByRole('button', { name: 'Search' }).click();
  await expect(form.getByText('Enter the publisher GLN (1 or more digits).')).toBeVisible();

  await form.getByLabel('Publisher GLN').fill(NORTHWIND_GLN);
  await form.getByRole('button', { name: 'Search' }).click();
  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(rows.first()).toBeVisible();
  await expect(rows.first()).toContainText(/\d{2}\/\d{2}\/\d{4}/);
  await page.mouse.move(0, 0);
  await shot(page, 'support-workflow-registration');

  const item = await itemWithCic(page);
  await form.getByLabel('GTIN', { exact: true }).fill(item.gtin);
  await form.getByRole('button', { name: 'Search' }).click();
  await page.getByText('Publications', { exact: true }).click();
  const row = rows.filter({ hasText: item.gtin }).filter({ hasText: HARBOR_EAST_GLN });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(item.cinInstanceId!);
  await shot(page, 'support-workflow-publications');

  await row.getByRole('button', { name: 'Upload message' }).click();
  const dialog = page.getByRole('dialog');
  const xml = dialog.getByLabel('GS1 message XML');
  await expect(xml).toContainText('catalogueItemNotificationMessage');
  await expect(xml).toContainText(item.gtin);
  await expect(dialog).toContainText(item.cinInstanceId!);
  await expect(dialog.getByText('Sender', { exact: true })).toBeVisible();
  await dialogShot(page, 'support-workflow-cin');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'CIC', exact: true }).click();
  await expect(page.getByRole('dialog').getByLabel('GS1 message XML')).toContainText(
    'catalogueItemConfirmationMessage',
  );
  await expect(page.getByRole('dialog')).toContainText(HARBOR_EAST_GLN);
  await dialogShot(page, 'support-workflow-cic');
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();

  await row.getByRole('button', { name: 'View Publication Details' }).click();
  const details = page.getByRole('table', { name: `Publication details of GTIN ${item.gtin}` });
  await expect(details.getByText(HARBOR_EAST_GLN)).toBeVisible();
  await page.mouse.move(0, 0);
  await shot(page, 'support-workflow-details');

  await row.getByRole('button', { name: 'Timeline' }).click();
  const drawer = page.getByRole('dialog', { name: /^Timeline/ });
  const diagnosis = drawer.getByRole('region', { name: 'Diagnosis' });
  await expect(diagnosis.getByRole('alert').first()).toBeVisible();
  await expect(diagnosis).toContainText(HARBOR_EAST_GLN);
  for (const step of ['CIP', 'CIN', 'CIC']) {
    await expect(drawer.locator('.ant-tag', { hasText: new RegExp(`^${step}$`) }).first()).toBeVisible();
  }
  await shot(page, 'support-workflow-timeline', { fullPage: false });

  const results = await new AxeBuilder({ page }).analyze();
  expect(
    results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) })),
  ).toEqual([]);

  await drawer.getByRole('button', { name: 'Open CIN' }).first().click();
  await expect(page.getByRole('dialog').getByLabel('GS1 message XML')).toContainText(
    'catalogueItemNotificationMessage',
  );
  await page.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
});

test.describe('at 1366 × 768', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('an item with no upload message or no CIC says so in the popups, not a server error', async ({ page }) => {
    test.setTimeout(60_000);
    await signIn(page, 'support.admin');
    await expectPath(page, WORKFLOW);
    const item = await publicationRow(page, [], (r) => !r.cinInstanceId && !r.cicStatus);
    expect(item, 'a Northwind publication that no CIN has carried yet').toBeTruthy();

    const form = page.getByRole('form', { name: 'Publisher workflow search' });
    await form.getByLabel('Publisher GLN').fill(NORTHWIND_GLN);
    await form.getByLabel('GTIN', { exact: true }).fill(item!.gtin);
    await form.getByRole('button', { name: 'Search' }).click();
    await page.getByText('Publications', { exact: true }).click();
    const row = page
      .locator('.ant-table-tbody > tr.ant-table-row')
      .filter({ hasText: item!.gtin })
      .filter({ hasText: item!.subscriberGln! });
    await expect(row).toHaveCount(1);

    for (const [button, text] of [
      ['Upload message', 'No upload message for this item'],
      ['CIC', 'No CIC for this item'],
    ] as const) {
      await row.getByRole('button', { name: button, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText(text, { exact: true })).toBeVisible();
      await expect(dialog).not.toContainText('Internal Server Error');
      await expect(dialog.getByRole('alert')).toHaveCount(0);
      await page.screenshot({ path: `/tmp/i13-core-support-${button === 'CIC' ? 'no-cic' : 'no-cin'}.png` });
      await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();
    }
  });
});

test('any other user is sent home from the workflow, and the API answers 403', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  await page.goto(WORKFLOW);
  await expectPath(page, '/home');
  await expect(page.getByRole('link', { name: 'Publisher workflow' })).toHaveCount(0);
  const response = await page.request.post('/mds/app/support/publisher/upload/registration/search', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { publisherGln: NORTHWIND_GLN, fromDate: usDay(new Date()), toDate: usDay(new Date()) },
  });
  expect(response.status()).toBe(403);
});
