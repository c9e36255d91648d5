import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { shot, signIn } from './session.js';

const CSV = [
  'gtin,productCode,description,brandName,mpc,unitDescriptor',
  '10012345678902,HF-100234,"Tomato ketchup, 24 x 14 oz",Northwind,NW-KET-14,CASE',
  '10012345678903,HF-100235,Yellow mustard 12 x 20 oz,Northwind,NW-MUS-20,CASE',
  ',HF-100236,Sweet relish 6 x 1 gal,Greenfield,GF-REL-1,EACH',
  '',
].join('\r\n');

let tempDir = '';

test.beforeAll(() => {
  tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tradepool-crossref-'));
});

test.afterAll(() => {
  fs.rmSync(tempDir, { recursive: true, force: true });
});

/** antd draws its own option list; the role=option elements it also renders are hidden, for screen readers. */
function selectOption(page: Page, name: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
}

function writeTemp(name: string, content: string): string {
  const file = path.join(tempDir, name);
  fs.writeFileSync(file, content);
  return file;
}

async function openReport(page: Page): Promise<void> {
  await signIn(page, 'site.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/report');
  await expect(page.getByRole('heading', { name: 'Cross-reference files' })).toBeVisible({ timeout: 15_000 });
}

test('a site admin uploads a cross-reference file with one bad row and downloads it again', async ({ page }) => {
  await openReport(page);
  const fileInput = page.locator('input[type=file]');
  await expect(page.getByText('Choose the subscriber first')).toBeVisible();

  await page.getByRole('combobox', { name: 'Subscriber' }).click();
  await selectOption(page, 'Harbor Foodservice / East Region').click();
  await expect(page.getByText('Click or drop a cross-reference file here')).toBeVisible();

  // One file at a time, and only the two readable kinds.
  await fileInput.setInputFiles(writeTemp('notes.txt', 'not a sheet'));
  await expect(page.getByText('Upload an .xlsx or .csv file.')).toBeVisible();

  const upload = writeTemp('harbor-east-crossref.csv', CSV);
  await fileInput.setInputFiles(upload);
  await expect(page.getByText('harbor-east-crossref.csv')).toBeVisible();
  await expect(page.getByText('Upload an .xlsx or .csv file.')).toBeHidden();
  await page.getByRole('button', { name: 'Upload file' }).click();

  const result = page.locator('.ant-card').filter({ hasText: 'Upload result: harbor-east-crossref.csv' });
  await expect(result).toBeVisible();
  await expect(page.getByRole('progressbar')).toBeVisible();
  const statistic = (title: string) => result.locator('.ant-statistic').filter({ hasText: title });
  await expect(statistic('Rows read')).toContainText('3');
  await expect(statistic('Stored')).toContainText('2');
  await expect(statistic('Rejected')).toContainText('1');
  await expect(result.getByText('1 row was rejected and not stored.')).toBeVisible();
  const rejected = result.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rejected).toHaveCount(1);
  // Row 3 of the file: the header is row 1.
  await expect(rejected.locator('td')).toHaveText(['3', '10012345678903', 'GTIN check digit is wrong.']);
  await shot(page, 'cross-reference-result');

  const files = page.locator('.ant-card').filter({ hasText: /^Cross-reference files/ });
  const listed = files.locator('.ant-table-tbody tr.ant-table-row').first();
  await expect(listed).toContainText('harbor-east-crossref.csv');
  await expect(listed).toContainText('Harbor Foodservice');
  await expect(listed).toContainText('Sofia Admin');

  const downloading = page.waitForEvent('download');
  await listed.getByRole('button', { name: 'Download harbor-east-crossref.csv' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('harbor-east-crossref.csv');
  expect(fs.readFileSync(await download.path(), 'utf8')).toBe(CSV);
});

test('the sample CSV carries the expected header and one example row', async ({ page }) => {
  await openReport(page);
  await expect(page.getByText('productCode', { exact: true })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Sample CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('cross-reference-sample.csv');
  const lines = fs
    .readFileSync(await download.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('gtin,productCode,description,brandName,mpc,unitDescriptor');
  expect(lines).toHaveLength(2);
});

test('a subscriber admin uploads for their own company only', async ({ page }) => {
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/report');
  const subscriber = page.getByRole('textbox', { name: 'Subscriber' });
  await expect(subscriber).toBeDisabled();
  await expect(subscriber).toHaveValue(/Harbor Foodservice/);
  await expect(page.getByText('harbor-east-crossref.csv')).toBeVisible();
  await shot(page, 'cross-reference-subscriber');
});
