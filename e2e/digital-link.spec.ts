import fs from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, shot, signIn } from './session.js';

/** The grid's body rows (not antd's hidden measure row). */
const rows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');

test.use({ viewport: { width: 1366, height: 768 } });

/** The detail's Digital Link panel: the URI on GS1's resolver for the item's GTIN, and its QR code drawn. */
async function digitalLinkOf(detail: Locator): Promise<{ panel: Locator; gtin: string }> {
  const panel = detail.getByRole('group', { name: 'GS1 Digital Link' });
  const link = panel.getByRole('link', { name: /^https:\/\/id\.gs1\.org\/01\/\d{14}$/ });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const uri = (await link.textContent())!;
  const gtin = uri.slice(-14);
  await expect(link).toHaveAttribute('href', uri);
  await expect(detail).toContainText(gtin);
  const qr = panel.getByRole('img', { name: `QR code of the GS1 Digital Link ${uri}` });
  await expect(qr).toBeVisible();
  // Drawn: bwip-js sizes the canvas to the code (148 px for a Digital Link at 4 px a module).
  await expect.poll(() => qr.evaluate((canvas: HTMLCanvasElement) => canvas.width)).toBeGreaterThan(100);
  return { panel, gtin };
}

test('a publisher sees an item’s GS1 Digital Link and QR code and downloads it as SVG and PNG', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/catalog');
  // A fresh server on a loaded machine can take a while over its first search.
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await rows(page).first().locator('td').nth(2).click();
  const detail = page.getByRole('region', { name: 'Item detail' });
  const { panel, gtin } = await digitalLinkOf(detail);
  await shot(page, 'digital-link-catalog', { fullPage: false });

  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await panel.getByRole('button', { name: 'Copy URI' }).click();
  await expect(page.getByText('Digital Link URI copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`https://id.gs1.org/01/${gtin}`);

  const svgDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the QR code as SVG' }).click();
  const svg = await svgDownload;
  expect(svg.suggestedFilename()).toBe(`${gtin}_digital-link.svg`);
  const svgText = await fs.readFile(await svg.path(), 'utf8');
  expect(svgText).toMatch(/^<svg viewBox="0 0 74 74" xmlns="http:\/\/www\.w3\.org\/2000\/svg">/);
  expect(svgText).toContain('<path d="M');

  const pngDownload = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the QR code as PNG' }).click();
  const png = await pngDownload;
  expect(png.suggestedFilename()).toBe(`${gtin}_digital-link.png`);
  const bytes = await fs.readFile(await png.path());
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  // 29 modules and the quiet zone at 20 px a module: 740 px square.
  expect(bytes.readUInt32BE(16)).toBe(740);
  expect(bytes.readUInt32BE(20)).toBe(740);
});

test('a subscriber sees a received item’s GS1 Digital Link', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'sub.admin');
  await expectPath(page, '/catalog/subscriber');
  await expect(rows(page).first()).toBeVisible({ timeout: 30_000 });
  await rows(page).first().locator('td').nth(2).click();
  const detail = page.getByRole('region', { name: 'Item detail' });
  await digitalLinkOf(detail);
  await shot(page, 'digital-link-subscriber', { fullPage: false });
});
