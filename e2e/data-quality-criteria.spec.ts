import { expect, test, type Page } from '@playwright/test';
import { dialogShot, shot, signIn, tokenOf } from './session.js';

test.use({ viewport: { width: 1440, height: 900 } });

const bodyRows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');

/** Harbor East's latest matching run (the one a save or Match again queued) has finished. */
async function matchingDone(page: Page): Promise<void> {
  const token = await tokenOf(page);
  await expect(async () => {
    const response = await page.request.get('/mds/app/dms/matching', { headers: { authorization: `Bearer ${token}` } });
    expect((await response.json()).data.status).toBe('done');
  }).toPass({ timeout: 60_000 });
}

/** sub.admin's DQ Match Criteria, edited in the company admin's modal and saved. */
async function setCriteria(page: Page, confidence: string, candidates: string): Promise<void> {
  await page.goto('/admin/company');
  const row = bodyRows(page).filter({ hasText: 'East Region' });
  await row.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'DQ Match Criteria' }).click();
  const dialog = page.getByRole('dialog', { name: /DQ Match Criteria/ });
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog.getByRole('checkbox', { name: /^GTIN/ })).toBeDisabled();
  await dialog.getByLabel('Propose a match alone from').fill(confidence);
  await dialog.getByLabel('Otherwise, show up to').fill(candidates);
  await dialogShot(page, 'dq-match-criteria-edit');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Updated successfully')).toBeVisible();
  await expect(dialog).toContainText(`from ${confidence} % confidence`);
  await dialog.locator('button', { hasText: 'Close' }).click();
}

test('sub.admin sets the match criteria, matches again and finds the confident matches first', async ({ page }) => {
  test.setTimeout(180_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await matchingDone(page);

  // Confident matches only: every proposal is one the buyer asked to see alone.
  await setCriteria(page, '90', '0');
  await page.goto('/dms');
  await page.getByRole('button', { name: 'Match again' }).click();
  await matchingDone(page);
  await page.goto('/dms/subscriberunmatcheditems');
  await expect(page.getByRole('heading', { name: 'Unmatched buyer items' })).toBeVisible({ timeout: 30_000 });
  const items = bodyRows(page);
  await expect(items.first()).toContainText('Confident match', { timeout: 20_000 });
  await expect(items.first()).toContainText(/\d+ %/);
  await expect(page.getByRole('button', { name: /^Show \d+ candidates?$/ })).toHaveCount(0);
  await expect(items.last()).toContainText('No match');
  await shot(page, 'dms-unmatched-confident-first', { fullPage: false });

  // No match, plainly, for what the buyer filters on.
  await page.locator('.ant-segmented').getByText('No match').click();
  await expect(items.first()).toContainText('Nothing received is likely to be it.');

  // Back to the demo's criteria: candidates again on request.
  await setCriteria(page, '80', '5');
  await matchingDone(page);
});
