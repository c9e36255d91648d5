import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, shot, signIn } from './session.js';

// Issue 13, "First contact": the demo shows every state a new user tries, and names each the same everywhere.
test.use({ viewport: { width: 1440, height: 900 } });

const card = (page: Page, title: string): Locator =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

const countOf = async (named: Locator) => Number(((await named.getAttribute('aria-label')) ?? '').replace(/\D/g, ''));

test('the demo publisher has items ready to register, failed with reasons and registered, named alike', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');

  // Home: the chart's Failed (catalog status 9) and the summary's Failed are one count, and not zero.
  const chartFailed = card(page, 'Catalog status').getByRole('link', { name: /^Failed items: [\d,]+$/ });
  const summary = card(page, 'Registration and publication');
  const summaryFailed = summary.getByRole('link', { name: /^Catalog, Failed: [\d,]+$/ });
  const summaryRegistered = summary.getByRole('link', { name: /^Catalog, Registered: [\d,]+$/ });
  const failed = await countOf(summaryFailed);
  const registered = await countOf(summaryRegistered);
  expect(failed).toBeGreaterThan(0);
  expect(registered).toBeGreaterThan(0);
  expect(await countOf(chartFailed)).toBe(failed);
  await expect(page.getByText(/failed processing\.$/)).toBeVisible();
  await shot(page, 'first-contact-home', { fullPage: false });

  // Registration: the same words and numbers on its cards, and items waiting to be registered.
  await summaryFailed.click();
  await expect(page).toHaveURL(/\/registration\?status=4$/);
  await expect(page.getByRole('button', { name: `Failed: ${failed}` })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: `Registered: ${registered}` })).toBeVisible();
  const ready = page.getByRole('button', { name: /^Ready to register: [\d,]+$/ });
  expect(await countOf(ready)).toBeGreaterThan(100);
  await expect(page.getByRole('button', { name: /^(Rejected|Submitted):/ })).toHaveCount(0);
  await shot(page, 'first-contact-registration', { fullPage: false });

  await page.goto('/registration/register');
  await expect(page.locator('tbody tr.ant-table-row').first()).toBeVisible();

  // Fix: the failed items, each with the GDSN rule it breaks.
  await page.goto('/fix');
  await expect(page.getByRole('heading', { name: 'Fix Failed Items' })).toBeVisible();
  await expect(page.getByText(`All ${failed} when none is selected`)).toBeVisible();
  const rows = page.locator('tbody tr.ant-table-row');
  await expect(rows).toHaveCount(failed);
  await rows
    .first()
    .getByRole('button', { name: /expand row/i })
    .click();
  await expect(page.getByRole('cell', { name: /^(341|616|1658|1017)$/ }).first()).toBeVisible();
  await shot(page, 'first-contact-fix', { fullPage: false });
});
