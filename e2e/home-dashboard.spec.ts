import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, shot, signIn } from './session.js';

test.use({ viewport: { width: 1440, height: 900 } });

const card = (page: Page, title: string): Locator =>
  page.locator('.ant-card').filter({ has: page.locator('.ant-card-head-title', { hasText: title }) });

const countOf = async (link: Locator) => Number((await link.innerText()).replace(/\D/g, ''));

/** A screenshot without a tooltip of wherever the sign-in click left the pointer. */
async function settledShot(page: Page, name: string) {
  await page.mouse.move(0, 0);
  await expect(page.locator('.ant-tooltip:not(.ant-tooltip-hidden)')).toHaveCount(0);
  await shot(page, name);
}

/** The serious and critical accessibility violations axe finds on the page as it stands. */
async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((n) => n.target.join(' ')) }));
}

test('a publisher’s home charts its catalog, and its numbers are the rows of the lists they open', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');

  const status = card(page, 'Catalog status');
  await expect(status.getByRole('img', { name: /^Catalog items by status: In Process/ })).toBeVisible();
  // The Validated slice, drawn in its legend's colour.
  await expect(status.locator('svg path[fill="#389e0d"]')).toHaveCount(1);
  const validated = status.getByRole('link', { name: /^Validated items: [\d,]+$/ });
  const validatedCount = await countOf(validated);
  expect(validatedCount).toBeGreaterThan(0);

  const summary = card(page, 'Registration and publication');
  const review = summary.getByRole('link', { name: /^Publications, Review: [\d,]+$/ });
  const reviewCount = await countOf(review);
  expect(reviewCount).toBeGreaterThan(0);
  await expect(summary.getByText(/^Last activity \d\d\/\d\d\/\d{4}/)).toBeVisible();
  await expect(card(page, 'Subscribers').locator('.ant-table-row').first()).toBeVisible();
  await settledShot(page, 'home-dashboard-publisher');

  expect(await seriousViolations(page)).toEqual([]);

  await validated.click();
  await expect(page).toHaveURL(/\/catalog\?status=5$/);
  await expect(page.getByText(`${validatedCount.toLocaleString('en-US')} items`, { exact: true })).toBeVisible();
  await settledShot(page, 'home-dashboard-catalog-validated');

  await page.goBack();
  await expectPath(page, '/home');
  await card(page, 'Registration and publication')
    .getByRole('link', { name: /^Publications, Review: [\d,]+$/ })
    .click();
  await expectPath(page, '/review');
  await expect(page.locator('.ant-table-tbody > tr.ant-table-row')).toHaveCount(reviewCount);
});

test('the item search suggests from two characters and opens the catalog on the item', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  const box = page.getByRole('combobox', { name: 'Search your items' });
  await box.fill('00');
  const suggestion = page.locator('.ant-select-item-option').first();
  await expect(suggestion).toBeVisible();
  const gtin = (await suggestion.locator('.ant-typography').innerText()).trim();
  await suggestion.click();
  await expect(page).toHaveURL(new RegExp(`/catalog/\\d+/-/${gtin}$`));
});

test('a buyer keeps landing in its subscriber catalog, and sees its weekly charts in data quality', async ({
  page,
}) => {
  await signIn(page, 'sub.admin');
  await expectPath(page, '/catalog/subscriber');
  await page.goto('/home');
  await expectPath(page, '/catalog/subscriber');

  await page.goto('/dms');
  const weekly = card(page, 'Weekly synchronisation');
  await expect(weekly.getByRole('img', { name: /^Items synchronised per week/ })).toBeVisible();
  // The matched area and its line, in the legend's colour.
  await expect(weekly.locator('svg path[stroke="#389e0d"]').first()).toBeAttached();
  await expect(card(page, 'Subscription velocity').getByRole('img', { name: /^Subscriptions created/ })).toBeVisible();
  const matched = weekly.getByRole('link', { name: /^Matched items: [\d,]+$/ }).first();
  expect(await countOf(matched)).toBeGreaterThan(0);
  await settledShot(page, 'home-dashboard-buyer-dms');
});

test('a publisher-subscriber’s home holds both halves, and the buyer’s charts say when they are empty', async ({
  page,
}) => {
  await signIn(page, 'pubsub.admin');
  await expectPath(page, '/home');
  await expect(card(page, 'Catalog status').getByRole('img', { name: /^Catalog items by status/ })).toBeVisible();
  await expect(
    card(page, 'Weekly synchronisation').getByText(/No item was synchronised in the last 12 weeks/),
  ).toBeVisible();
  await expect(card(page, 'Data quality by publisher')).toBeVisible();
  await settledShot(page, 'home-dashboard-pubsub');
  expect(await seriousViolations(page)).toEqual([]);
});
