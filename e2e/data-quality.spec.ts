import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { bodyRows, gtinOf } from './dms-item-list.js';
import { shot, signIn, signOut } from './session.js';

const NORTHWIND_GLN = '0761305000019';
const HARBOR_EAST = { name: 'Harbor Foodservice - East Region', gln: '0843912000016' };

/**
 * Harbor East's own items for two of Northwind's products: one with the GTIN Northwind sends (a GTIN match),
 * one without a GTIN, known by its words (a possible match to confirm).
 */
const CROSS_REFERENCE = [
  'gtin,productCode,description,brandName,mpc,unitDescriptor',
  '00009300007139,HE-7139,Sweet relish,Mt. Olive,,BASE_UNIT_OR_EACH',
  ',HE-0585,Cocottes cereales,St Michel,,BASE_UNIT_OR_EACH',
  '',
].join('\r\n');

test.use({ viewport: { width: 1440, height: 900 } });

let tempDir = '';
test.beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-dms-'));
});
test.afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** The summary row of Northwind and one of its counts, as the grid shows it. */
function northwindRow(page: Page): Locator {
  return bodyRows(page).filter({ hasText: NORTHWIND_GLN });
}

async function matchedCount(page: Page): Promise<number> {
  const cell = northwindRow(page).locator('td').nth(5);
  return Number((await cell.innerText()).replace(/\D/g, ''));
}

/** An item view of the list (antd's segmented control hides its radio inputs behind their labels). */
function viewTab(page: Page, name: RegExp): Locator {
  return page.locator('.ant-segmented-item-label').filter({ hasText: name });
}

test('a buyer uploads its items, matches them to Northwind, synchronises two, rejects one with CIC104 and the publisher sees it', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');

  await page.goto('/dms');
  await expect(page.getByRole('heading', { name: 'Data quality' })).toBeVisible();
  await expect(northwindRow(page)).toContainText('Northwind Foods');
  const matchedBefore = await matchedCount(page);

  // The buyer's cross-reference file: the matching job runs when it is stored.
  await page.goto('/admin/report');
  const file = path.join(tempDir, 'harbor-east-items.csv');
  fs.writeFileSync(file, CROSS_REFERENCE);
  await page.locator('input[type=file]').setInputFiles(file);
  await page.getByRole('button', { name: 'Upload file' }).click();
  const result = page.locator('.ant-card').filter({ hasText: 'Upload result: harbor-east-items.csv' });
  await expect(result.locator('.ant-statistic').filter({ hasText: 'Stored' })).toContainText('2');

  // The GTIN match counts once the job has run; the summary shows it on its next read.
  await page.goto('/dms');
  await expect(async () => {
    await page.reload();
    await expect(northwindRow(page)).toBeVisible({ timeout: 5_000 });
    expect(await matchedCount(page)).toBe(matchedBefore + 1);
  }).toPass({ timeout: 40_000 });
  await expect(page.getByText(/^Matched \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await northwindRow(page)
    .getByRole('link', { name: /^\d+ matched items of/ })
    .hover();
  await expect(page.getByRole('tooltip')).toContainText("Sync'd");
  await page.mouse.move(0, 0);
  await shot(page, 'dms-summary');

  // The unmatched view: the item without a GTIN is a possible match, with its score and why.
  await northwindRow(page)
    .getByRole('link', { name: /unmatched items of Northwind/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/2/dms$`));
  await expect(page.getByRole('heading', { name: 'Northwind Foods' })).toBeVisible();
  const cocottes = bodyRows(page).filter({ hasText: 'NW-10028' }).filter({ hasText: 'Cocottes cereales' }).first();
  await expect(cocottes).toContainText(/possible/);
  await cocottes.locator('button.ant-table-row-expand-icon').click();
  await expect(page.getByText('HE-0585')).toBeVisible();
  await page
    .getByLabel(/^\d+ % — .+: why$/)
    .first()
    .hover();
  await expect(page.getByText('Description words in common')).toBeVisible();
  await shot(page, 'dms-item-list-unmatched', { fullPage: false });
  await page.mouse.move(0, 0);

  // Action Needed: the items with no CIC yet. Synchronise the first two; they leave the view.
  await viewTab(page, /^Action Needed/).click();
  await expect(page).toHaveURL(/\/4\/dms$/);
  // The other data quality specs work on the same buyer: read the view once its list has settled.
  // A row read while another spec changes the list may be gone a moment later: read and tick again, afresh.
  const needed = page.locator('.ant-table-tbody > tr.ant-table-row-level-0');
  let actionNeededBefore = 0;
  let synced: string[] = [];
  await expect(async () => {
    await page.reload();
    await expect(async () => expect(await needed.count()).toBeGreaterThanOrEqual(2)).toPass({ timeout: 10_000 });
    actionNeededBefore = Number((await viewTab(page, /^Action Needed/).innerText()).replace(/\D/g, ''));
    synced = [await gtinOf(needed.nth(0)), await gtinOf(needed.nth(1))];
    await page.getByRole('checkbox', { name: `Select ${synced[0]}` }).check({ timeout: 5_000 });
    await page.getByRole('checkbox', { name: `Select ${synced[1]}` }).check({ timeout: 5_000 });
    await expect(page.getByText(/^2 of \d+ items selected$/)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Synchronise' }).click();
  await expect(page.getByText('2 items have been synchronised successfully.')).toBeVisible();
  await shot(page, 'dms-synchronised', { fullPage: false });
  // Without errors the result hides itself after 5 s.
  await expect(page.getByText('2 items have been synchronised successfully.')).toBeHidden({ timeout: 8_000 });
  for (const gtin of synced) await expect(needed.filter({ hasText: gtin })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: `Action Needed (${actionNeededBefore - 2})` })).toBeAttached();

  // An action without a choice says so.
  await viewTab(page, /^Matched/).click();
  await expect(page).toHaveURL(/\/1\/dms$/);
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByText('Select the Item.')).toBeVisible();

  // Reject one matched item with CIC104; CIC999 would have taken a reason in words.
  const toReject = bodyRows(page).filter({ hasNotText: "Sync'd" }).filter({ hasNotText: 'Reject' }).first();
  const rejected = await gtinOf(toReject);
  expect(synced).not.toContain(rejected);
  await page.getByRole('checkbox', { name: `Select ${rejected}` }).check();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject 1 item' });
  await dialog.getByRole('button', { name: 'Send Reject' }).click();
  await expect(dialog.getByText('Choose a CIC status code.')).toBeVisible();
  await dialog.getByLabel('CIC status code').fill('CIC104');
  await page.keyboard.press('Enter');
  await dialog.getByLabel('Notes').fill('Allergen statement missing');
  await shot(page, 'dms-reject', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send Reject' }).click();
  await expect(page.getByText('1 CIC were updated to the CIC status REJECTED')).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: rejected })).toContainText('Reject');

  // Its CIC history, and its GS1 message in the 950×550 popup.
  await page.getByRole('button', { name: `CIC history of ${rejected}` }).click();
  const history = page.getByRole('dialog', { name: `CIC history · ${rejected}` });
  await expect(history).toContainText('CIC104 Required Attribute Information for Data Recipient Missing');
  await history.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: `XML of ${rejected}` }).click();
  await expect(page.getByLabel('Trade item XML')).toContainText('catalogueItemNotification');
  await expect(page.getByLabel('Trade item XML')).toContainText(rejected);
  await shot(page, 'dms-item-xml', { fullPage: false });
  await page.keyboard.press('Escape');

  // A follow-up puts an item on hold with its message; removing it takes it off.
  const followed = bodyRows(page).filter({ hasText: "Sync'd" }).first();
  const followedGtin = await gtinOf(followed);
  await page.getByRole('button', { name: `Follow-up of ${followedGtin}` }).click();
  await page.getByLabel('Follow-up message').fill('Waiting for the new case dimensions');
  await page.getByRole('button', { name: 'Put on hold' }).click();
  await expect(page.getByText('1 item is on hold with the follow-up.')).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: followedGtin })).toContainText('Follow-Up');
  await page.getByRole('button', { name: `Follow-up of ${followedGtin}` }).click();
  await expect(page.getByText('Waiting for the new case dimensions')).toBeVisible();
  await page.getByRole('button', { name: 'Remove follow-up' }).click();
  await expect(page.getByText('The follow-up was removed: the item is no longer on hold.')).toBeVisible();

  // The matched items download as a workbook, each with the buyer's item it matched.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  await page.getByRole('menuitem', { name: 'Matched items (.xlsx)', exact: true }).click();
  const matchedFile = await downloading;
  expect(matchedFile.suggestedFilename()).toMatch(/^MATCHED_Northwind Foods_\d{2}-\d{2}-\d{4}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await matchedFile.path());
  const sheet = workbook.worksheets[0]!;
  const gtinsInFile = (sheet.getColumn(1).values as ExcelJS.CellValue[]).slice(2).map(String);
  expect(gtinsInFile).toContain(rejected);
  // A line per matched pair: as many distinct items as the Matched view counts.
  const matchedLabel = await viewTab(page, /^Matched/).innerText();
  expect(new Set(gtinsInFile).size).toBe(Number(/\((\d+)\)/.exec(matchedLabel)![1]));
  expect(sheet.getRow(1).values).toEqual(expect.arrayContaining(['Match Type', 'Item Code']));

  // The publisher sees the buyer's answers on Harbor East's items page.
  await signOut(page);
  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(`/subscribers/items/${encodeURIComponent(HARBOR_EAST.name)}/${HARBOR_EAST.gln}`);
  for (const [gtin, state] of [
    [synced[0]!, 'Synchronised'],
    [synced[1]!, 'Synchronised'],
    [rejected, 'Rejected'],
  ] as const) {
    await page.getByLabel('Keyword').fill(gtin);
    await page.getByLabel('Keyword').press('Enter');
    await expect(bodyRows(page).filter({ hasText: gtin }).first()).toContainText(state);
  }
  await shot(page, 'dms-publisher-sees-rejected');
});

test('another company sees none of Northwind’s items in its data quality', async ({ page }) => {
  await signIn(page, 'pubsub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dms');
  await expect(page.getByRole('heading', { name: 'Data quality' })).toBeVisible();
  await expect(page.getByText('No publisher has sent you items yet.')).toBeVisible();
  await page.goto(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/3/dms`);
  await expect(page.getByText('No items in this view.')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Custom (0)' })).toBeAttached();
});
