import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { expectPath, shot, signIn, tokenOf } from './session.js';

// The demo configures Northwind Foods (PUBLISHER_ITEMS_REPORT_GLN defaults to its GLN with the demo data).
const REPORT_PATH = '/publisheritemsreport';

/** antd names a button with an icon after the icon too ("schedule Schedule report"). */
const button = (name: string) => new RegExp(`^([a-z-]+ )?${name}$`);

async function signedIn(page: Page, login: string): Promise<string> {
  await signIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
  return (await tokenOf(page))!;
}

test('the report user schedules the publisher items report, follows it and downloads the workbook', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const token = await signedIn(page, 'pub.admin');
  const nav = page.getByRole('menuitem', { name: /Publisher items report/ });
  await expect(nav).toBeVisible();
  await nav.click();
  await expectPath(page, REPORT_PATH);
  await expect(page.getByRole('heading', { name: 'Publisher items report' })).toBeVisible();
  await expect(page.getByText('About the report')).toBeVisible();
  await expect(page.getByText('No report has been scheduled yet.')).toBeVisible();
  await shot(page, 'publisher-items-report-empty');

  await page.getByRole('button', { name: button('Schedule report') }).click();
  const done = page.getByRole('dialog', { name: 'Scheduled successfully' });
  await expect(done).toContainText('Requested report has been scheduled successfully.');
  await shot(page, 'publisher-items-report-scheduled', { fullPage: false });
  // The modal hides by itself after 3 s.
  await expect(done).toBeHidden({ timeout: 6_000 });

  // A second one while the first waits or runs is refused; once it is done a new one may be scheduled, so the
  // check only holds if the worker has not finished yet: ask through the API at once, and accept either answer.
  const again = await page.request.get('/mds/app/catalogs/download/schedule?downloadType=4', {
    headers: { authorization: `Bearer ${token}` },
  });
  const second = ((await again.json()) as { data: string }).data;
  expect(['duplicate', 'success']).toContain(second);
  if (second === 'duplicate') {
    await page.getByRole('button', { name: button('Schedule report') }).click();
    const already = page.getByRole('dialog', { name: 'Request already scheduled' });
    await expect(already).toContainText('Requested report has already been scheduled.');
    await already.getByRole('button', { name: 'OK' }).click();
    await expect(already).toBeHidden();
  }

  const rows = page.locator('.ant-table-tbody > tr.ant-table-row');
  const report = rows.filter({ hasText: /_publisher_items\.xlsx/ }).first();
  await expect(report).toBeVisible();
  await expect(report).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(report.getByText('Finished')).toBeVisible({ timeout: 30_000 });
  await expect(rows.filter({ hasText: 'Finished' })).toHaveCount(await rows.count(), { timeout: 30_000 });
  await shot(page, 'publisher-items-report-finished');

  const catalog = await page.request.post('/mds/app/catalogs/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { rowCount: 25, pageNumber: 1 },
  });
  const items = ((await catalog.json()) as { data: { totalRows: number } }).data.totalRows;
  expect(items).toBeGreaterThan(0);

  const downloading = page.waitForEvent('download');
  await report.getByRole('button', { name: /^Download / }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^\d{2}-\d{2}-\d{4}_publisher_items\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await file.path());
  const sheet = workbook.getWorksheet('Publisher Items')!;
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  expect(headers).toEqual(expect.arrayContaining(['GTIN', 'Description', 'Subscriber', 'Publication', 'CIC Status']));
  const column = (name: string) => headers.indexOf(name) + 1;
  const lines: { key: string; description: string; subscriber: string; publication: string }[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    lines.push({
      key: `${row.getCell(column('GTIN')).value}/${row.getCell(column('Target Market')).value}`,
      description: String(row.getCell(column('Description')).value ?? ''),
      subscriber: String(row.getCell(column('Subscriber')).value ?? ''),
      publication: String(row.getCell(column('Publication')).value ?? ''),
    });
  });
  // Every demo item of Northwind, each once per subscriber it is published to.
  expect(new Set(lines.map((l) => l.key)).size).toBe(items);
  expect(lines.every((l) => l.description.length > 0)).toBe(true);
  expect(lines.some((l) => l.publication === 'Published' && l.subscriber.startsWith('Harbor Foodservice'))).toBe(true);
  expect(lines.some((l) => l.publication === 'Not published')).toBe(true);
});

test('any other user is sent home from the report, and the server refuses its calls', async ({ page }) => {
  const token = await signedIn(page, 'sub.admin');
  await expect(page.getByRole('menuitem', { name: /Publisher items report/ })).toHaveCount(0);
  await page.goto(REPORT_PATH);
  // Home sends subscribers on to their catalog.
  await expectPath(page, '/catalog/subscriber');
  await expect(page.getByRole('heading', { name: 'Publisher items report' })).toHaveCount(0);
  await shot(page, 'publisher-items-report-refused');

  const headers = { authorization: `Bearer ${token}` };
  const schedule = await page.request.get('/mds/app/catalogs/download/schedule?downloadType=4', { headers });
  expect(schedule.status()).toBe(403);
  expect(await schedule.json()).toMatchObject({ success: false, data: null });
  const list = await page.request.post('/mds/app/catalogs/download/scheduledrequests/pub', {
    headers,
    data: { rowCount: 10, pageNumber: 0 },
  });
  expect(list.status()).toBe(403);
  expect(await list.json()).toMatchObject({ success: false, data: null });
});
