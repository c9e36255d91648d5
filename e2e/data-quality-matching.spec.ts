import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialogShot, expectPath, shot, signIn, tokenOf } from './session.js';

const NORTHWIND_GLN = '0761305000019';

const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

test.use({ viewport: { width: 1440, height: 900 } });

/** The worker's first matching run of Harbor East, which the demo's deliveries queued, has finished. */
async function matchingDone(page: Page): Promise<void> {
  const token = await tokenOf(page);
  await expect(async () => {
    const response = await page.request.get('/mds/app/dms/matching', { headers: { authorization: `Bearer ${token}` } });
    expect((await response.json()).data.status).toBe('done');
  }).toPass({ timeout: 60_000 });
}

/** The GTIN a candidate row's radio names ("Choose 0…"). */
async function gtinOf(row: Locator): Promise<string> {
  const label = await row.getByRole('radio').getAttribute('aria-label');
  return (label ?? '').replace('Choose ', '');
}

test('a buyer opens its unmatched items, steps through their publisher items and confirms one with a broad match', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await matchingDone(page);

  await page.goto('/dms');
  await expect(page.getByRole('heading', { name: 'Data quality' })).toBeVisible();
  await shot(page, 'dms-summary-with-unmatched', { fullPage: false });
  await page.getByRole('button', { name: 'Unmatched buyer items' }).click();
  await expectPath(page, '/dms/subscriberunmatcheditems');
  await expect(page.getByRole('heading', { name: 'Unmatched buyer items' })).toBeVisible();
  const items = bodyRows(page);
  await expect(items.first()).toBeVisible();
  const totalText = await page.getByText(/^[\d,]+ unmatched items?$/).innerText();
  const total = Number(totalText.replace(/\D/g, ''));
  expect(total).toBeGreaterThan(2);
  // Harbor East's item master, without the items matched by GTIN: confident matches first, each proposed
  // alone with its score in words, then by product code.
  await expect(items.first()).toContainText('Confident match');
  await expect(items.first()).toContainText(/\d+ %/);
  const firstCode = (await items.nth(0).locator('td').nth(0).innerText()).trim();
  const secondCode = (await items.nth(1).locator('td').nth(0).innerText()).trim();
  expect(firstCode < secondCode).toBe(true);
  await shot(page, 'dms-unmatched-items');

  // An empty search over the whole list asks nothing; a keyword narrows it, clearing it brings all back.
  const search = page.getByLabel('Search your unmatched items');
  await search.fill(secondCode);
  await search.press('Enter');
  await expect(items).toHaveCount(1);
  await search.fill('');
  await search.press('Enter');
  await expect(page.getByText(totalText, { exact: true })).toBeVisible();

  // The first item's publisher items, the likeliest first, each score with its reasons.
  await items.nth(0).getByRole('button', { name: 'Publisher items' }).click();
  const dialog = page.getByRole('dialog', { name: `Publisher items that may be ${firstCode}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`Your unmatched item 1 of ${total}`)).toBeVisible();
  const candidates = bodyRows(dialog);
  await expect(candidates.first()).toBeVisible();
  await expect(candidates.first()).toContainText('Northwind Foods');
  await dialog
    .getByLabel(/^\d+ % — .+: why$/)
    .first()
    .hover();
  await expect(page.getByText('Description words in common').first()).toBeVisible();
  await dialogShot(page, 'dms-extrinsic-matches');
  await page.mouse.move(0, 0);

  // Next and Previous walk through the unmatched items in the grid's order.
  await dialog.getByRole('button', { name: 'Next' }).click();
  const second = page.getByRole('dialog', { name: `Publisher items that may be ${secondCode}` });
  await expect(second.getByText(`Your unmatched item 2 of ${total}`)).toBeVisible();
  await second.getByRole('button', { name: 'Previous' }).click();
  await expect(dialog.getByText(`Your unmatched item 1 of ${total}`)).toBeVisible();
  await expect(bodyRows(dialog).first()).toBeVisible();

  // The best candidate is the item: a broad match confirms it, and matching this item stops there.
  const best = bodyRows(dialog).first();
  const matchedGtin = await gtinOf(best);
  await best.getByRole('radio').check();
  await dialog.getByRole('button', { name: 'Broad match' }).click();
  await expect(dialog.getByText('Successfully created broad match for the selected items')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Broad match' })).toBeDisabled();
  await expect(dialog.getByRole('radio', { name: `Choose ${matchedGtin}` })).not.toBeChecked();
  await dialogShot(page, 'dms-broad-matched');
  // The matched item left the list: the next one is the item that followed it.
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expect(second.getByText(`Your unmatched item 1 of ${total - 1}`)).toBeVisible();
  await second.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText(`${(total - 1).toLocaleString('en-US')} unmatched items`)).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: firstCode })).toHaveCount(0);

  // The publisher's item is Matched now, to the buyer's item, as a confirmed match.
  await page.goto(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/1/dms`);
  await page.getByLabel('Search the items').fill(matchedGtin);
  await page.getByLabel('Search the items').press('Enter');
  const matchedRow = bodyRows(page).filter({ hasText: matchedGtin });
  await expect(matchedRow).toHaveCount(1);
  await expect(matchedRow).toContainText('1 matched');
  await matchedRow.locator('button.ant-table-row-expand-icon').click();
  await expect(page.getByText('Confirmed match')).toBeVisible();
  await expect(page.getByText(firstCode, { exact: true })).toBeVisible();
  await shot(page, 'dms-item-list-broad-matched', { fullPage: false });

  // In the Unmatched view a row's possible matches open their list, where a pair can be refused.
  await page.goto(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/2/dms`);
  await page
    .getByRole('link', { name: /^Possible matches of / })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/dms\/possibleMatchitemlist\/Northwind%20Foods\/0761305000019\/2\/dms\?catalogItemId=\d+$/,
  );
  await expect(page.getByRole('heading', { name: 'Possible matches · Northwind Foods' })).toBeVisible();
  const pairs = bodyRows(page);
  await expect(pairs.first()).toBeVisible();
  await shot(page, 'dms-possible-matches');
  const before = await pairs.count();
  await pairs.first().getByRole('radio').check();
  await page.getByRole('button', { name: 'Not a match' }).click();
  await expect(page.getByText('Not a match: this pair will not be proposed again.')).toBeVisible();
  await expect(pairs).toHaveCount(before - 1);
  // The now-disabled button's tooltip sits over the way back until the pointer leaves it.
  await page.mouse.move(0, 0);
  await page.getByRole('link', { name: 'Back to the item list' }).click();
  await expect(page).toHaveURL(new RegExp(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/2/dms$`));
});

test('another company sees none of Harbor East’s unmatched items', async ({ page }) => {
  await signIn(page, 'pubsub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dms/subscriberunmatcheditems');
  await expect(page.getByRole('heading', { name: 'Unmatched buyer items' })).toBeVisible();
  await expect(page.getByText('0 unmatched items')).toBeVisible();
  await expect(page.getByText('All your items are matched.')).toBeVisible();
});
