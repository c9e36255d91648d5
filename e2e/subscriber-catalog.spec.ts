import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { dialogShot, expectPath, shot, signIn } from './session.js';

const NORTHWIND = { name: 'Northwind Foods', gln: '0761305000019' };

/** The grid's body rows (not antd's hidden measure row). */
const rows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');
const option = (page: Page, text: string | RegExp) =>
  page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: text }).first();
/** The count above the grid ("42 items"), once the search has answered. */
async function itemCount(page: Page): Promise<number> {
  const text = await page.getByText(/^[\d,]+ items?$/).textContent();
  return Number((text ?? '').replace(/\D/g, ''));
}

/**
 * Waits for the grid's next search to answer after `action`, and for the grid to draw it: the answer
 * arrives a render before its rows do, and the grid spins while it fetches.
 */
async function searched(page: Page, action: () => Promise<void>): Promise<void> {
  const answered = page.waitForResponse((r) => r.url().endsWith('/catalogs/subscriber/search'));
  await action();
  await answered;
  await expect(page.locator('.ant-table-wrapper .ant-spin-spinning')).toHaveCount(0);
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a subscriber lands on its catalog, filters and searches Northwind's items, reads one with its hierarchy and downloads the catalog", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sub.admin');
  // Spec point 6: subscribers land on the subscriber catalog; the supplier catalog is not offered to them.
  await expectPath(page, '/catalog/subscriber');
  const nav = page.locator('.ant-menu');
  await expect(nav.getByRole('link', { name: 'Subscriber catalog', exact: true })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Catalog', exact: true })).toHaveCount(0);
  await expect(rows(page).first()).toBeVisible({ timeout: 15_000 });
  await expect(rows(page).first()).toContainText(NORTHWIND.name);
  const total = await itemCount(page);
  expect(total).toBeGreaterThan(5);
  await shot(page, 'subscriber-catalog');

  // Publisher, brand and CIC status filters.
  await page.getByRole('combobox', { name: 'Publisher' }).click();
  await searched(page, () => option(page, NORTHWIND.gln).click());
  await page.keyboard.press('Escape');
  // Harbor East receives from Greenfield too. The count is read once the grid has drawn the answer.
  await expect.poll(() => itemCount(page)).toBeLessThan(total);
  const fromNorthwind = await itemCount(page);
  expect(fromNorthwind).toBeGreaterThan(0);

  const brand = (await rows(page).first().locator('td').nth(3).innerText()).trim();
  await page.getByRole('combobox', { name: 'Brand' }).fill(brand.slice(0, 6));
  await searched(page, () => option(page, brand).click());
  await page.keyboard.press('Escape');
  const brands = async () => (await rows(page).locator('td:nth-child(4)').allInnerTexts()).map((cell) => cell.trim());
  await expect.poll(async () => (await brands()).every((cell) => cell === brand)).toBe(true);
  const byBrand = await itemCount(page);
  expect(byBrand).toBeGreaterThan(0);
  expect(byBrand).toBeLessThanOrEqual(fromNorthwind);
  await searched(page, () => page.getByRole('button', { name: 'Clear filters' }).click());

  await searched(page, () => page.getByRole('checkbox', { name: 'Review' }).check());
  const tags = await rows(page)
    .locator('td')
    .filter({ has: page.locator('.ant-tag') })
    .allInnerTexts();
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((t) => t.includes('Review'))).toBe(true);
  await shot(page, 'subscriber-catalog-filters');
  await searched(page, () => page.getByRole('button', { name: 'Clear filters' }).click());

  // A hierarchy's top: its detail shows the received attributes, the levels below and the CICs.
  const top = rows(page)
    .filter({ has: page.getByLabel('Heads a hierarchy') })
    .first();
  const topGtin = (await top.locator('td').nth(1).innerText()).trim();
  await top.click();
  const detail = page.getByRole('region', { name: 'Item detail' });
  await expect(detail).toContainText(topGtin);
  await expect(detail).toContainText(`${NORTHWIND.name} (${NORTHWIND.gln})`);
  await expect(detail.getByRole('button', { name: /Edit/ })).toHaveCount(0);
  await detail.getByRole('tab', { name: 'Item hierarchy' }).click();
  const tree = detail.getByRole('tree', { name: 'Item hierarchy' });
  await expect(tree).toContainText('×');
  await shot(page, 'subscriber-catalog-detail');
  await detail.getByRole('tab', { name: /^CIC history/ }).click();
  await expect(detail.getByRole('tabpanel')).toBeVisible();
  await detail.getByRole('button', { name: 'Close the item detail' }).click();

  // The typeahead: a GTIN's last digits suggest the item; picking it searches it and opens it.
  const [first] = await rows(page).first().locator('td').nth(1).allInnerTexts();
  const gtin = first!.trim();
  await page.getByRole('combobox', { name: 'Search the received items' }).fill(gtin.slice(-7));
  await option(page, gtin).click();
  await expect(page).toHaveURL(
    (url) => url.pathname.startsWith('/catalog/subscriber/') && url.pathname.endsWith(`/-/${gtin}`),
  );
  await expect(rows(page)).toHaveCount(1);
  await expect(detail).toContainText(gtin);
  await page.goto('/catalog/subscriber');
  await expect(rows(page).first()).toBeVisible();

  // The _catalog_subscriber.xlsm of the whole search, now.
  await page.getByRole('button', { name: /Download$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Download items' });
  await expect(dialog).toContainText(`All ${total.toLocaleString('en-US')} items of the current search.`);
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /Download$/ }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_catalog_subscriber\.xlsm$/);
  await dialogShot(page, 'subscriber-catalog-download');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  expect(workbook.getWorksheet('Catalog')!.rowCount - 2).toBe(total);
  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();

  // And as a scheduled report, listed with the completed ones.
  await page.getByRole('button', { name: /Download$/ }).click();
  await dialog.getByRole('button', { name: /Schedule report$/ }).click();
  await expect(
    page.getByText('Requested download report has been scheduled successfully.', { exact: true }),
  ).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 6_000 });
  await page.getByRole('button', { name: /Scheduled reports$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Scheduled reports' });
  const report = drawer
    .getByRole('region', { name: 'Completed reports' })
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: /_catalog_subscriber\.xlsm/ });
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report).toContainText('Subscriber catalog spreadsheet');
  const fetching = page.waitForEvent('download');
  await report.getByRole('button', { name: /^Download/ }).click();
  expect((await fetching).suggestedFilename()).toMatch(/_catalog_subscriber\.xlsm$/);
  await shot(page, 'subscriber-catalog-reports', { fullPage: false });
});

test('a publisher is not offered the subscriber catalog', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  await expect(page.locator('.ant-menu').getByRole('link', { name: 'Subscriber catalog', exact: true })).toHaveCount(0);
  await page.goto('/catalog/subscriber');
  await expectPath(page, '/home');
});

test("another subscriber company sees none of Harbor East's items", async ({ page }) => {
  // pubsub.admin may have a saved landing page (e2e/sign-in.spec.ts saves one): wherever it lands, the menu leads on.
  await signIn(page, 'pubsub.admin');
  await page.locator('.ant-menu').getByRole('link', { name: 'Subscriber catalog', exact: true }).click();
  await expectPath(page, '/catalog/subscriber');
  // Nothing received at all: the empty catalog leads to a subscription (issue 20).
  const empty = page.locator('.ant-empty').filter({ hasText: 'No items received yet.' });
  await expect(empty).toBeVisible();
  await expect(empty.getByRole('button', { name: /Create subscription/ })).toBeVisible();
  expect(await itemCount(page)).toBe(0);
  await shot(page, 'subscriber-catalog-empty');
});
