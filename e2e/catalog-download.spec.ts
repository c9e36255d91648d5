import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { dialogShot, shot, signIn } from './session.js';

/** The catalog in download mode (every row of the search selected), as the home page opens it. */
async function downloadMode(page: Page): Promise<number> {
  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/catalog/0/fromHomePage/-');
  // A count above 0: the bar shows 0 until the search has answered.
  const bar = page.getByText(/^Download mode: all [1-9][\d,]* items are selected/);
  await expect(bar).toBeVisible({ timeout: 15_000 });
  const total = Number(/all ([\d,]+) items/.exec((await bar.textContent()) ?? '')![1]!.replaceAll(',', ''));
  expect(total).toBeGreaterThan(0);
  return total;
}

/** antd names a button with an icon after the icon too ("download Download"). */
const DOWNLOAD = /^(download )?Download$/;

async function openDialog(page: Page) {
  await page.getByRole('button', { name: DOWNLOAD }).click();
  const dialog = page.getByRole('dialog', { name: 'Download items' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a publisher downloads the whole catalog as a spreadsheet that opens as a workbook', async ({ page }) => {
  const total = await downloadMode(page);
  const dialog = await openDialog(page);
  await expect(dialog).toContainText(`All ${total.toLocaleString('en-US')} items of the current search.`);

  await dialog.getByRole('button', { name: DOWNLOAD }).click();
  const nothing = dialog.getByText('Please select at least one item to download', { exact: true });
  await expect(nothing).toBeVisible();
  await dialogShot(page, 'catalog-download-nothing-chosen');

  await dialog.getByRole('checkbox', { name: /^Spreadsheet/ }).check();
  await expect(nothing).toBeHidden();
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: DOWNLOAD }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_catalog\.xlsm$/);
  await expect(dialog.getByText('1 file(s) have been downloaded.')).toBeVisible();
  await expect(dialog.getByRole('progressbar', { name: 'Spreadsheet download progress' })).toBeVisible();
  await expect(dialog).toContainText(/Spreadsheet: [\d.]+ (KB|MB) of [\d.]+ (KB|MB)/);
  await dialogShot(page, 'catalog-download-done');

  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  expect(workbook.worksheets.map((s) => s.name)).toEqual(['Catalog', 'Instructions', 'Code Lists']);
  const sheet = workbook.getWorksheet('Catalog')!;
  expect(sheet.getRow(1).getCell(1).value).toBe('GTIN *');
  expect(sheet.getRow(2).getCell(1).value).toBe('Coding1A');
  expect(sheet.rowCount - 2).toBe(total);
  expect(String(sheet.getRow(3).getCell(1).value)).toMatch(/^\d{14}$/);

  await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
  await expect(dialog).toBeHidden();
});

test('a publisher schedules a report and finds it completed under Scheduled reports', async ({ page }) => {
  const total = await downloadMode(page);
  const dialog = await openDialog(page);
  await dialog.getByRole('checkbox', { name: /^Item status/ }).check();
  await dialog.getByRole('button', { name: /Schedule report$/ }).click();
  const scheduled = page.getByText('Requested download report has been scheduled successfully.', { exact: true });
  await expect(scheduled).toBeVisible();
  await shot(page, 'catalog-download-scheduled', { fullPage: false });
  // The message hides by itself after 3 s, and the dialog with it.
  await expect(scheduled).toBeHidden({ timeout: 6_000 });
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: /Scheduled reports$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Scheduled reports' });
  await expect(drawer).toBeVisible();
  const completed = drawer.getByRole('region', { name: 'Completed reports' });
  const report = completed
    .locator('.ant-table-tbody tr.ant-table-row')
    .filter({ hasText: /_item_status\.xlsx/ })
    .first();
  await expect(report).toBeVisible({ timeout: 20_000 });
  await expect(report).toContainText(total.toLocaleString('en-US'));
  await expect(drawer.getByText('No report is waiting or running.')).toBeVisible();
  await shot(page, 'catalog-download-reports', { fullPage: false });

  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: /^Download / }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_item_status\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.worksheets[0]!;
  expect(sheet.getRow(1).getCell(1).value).toBe('GTIN');
  expect(sheet.rowCount - 1).toBe(total);
});
