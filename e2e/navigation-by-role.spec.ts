import { expect, test, type Page } from '@playwright/test';
import { expectPath, shot, signIn } from './session.js';

/** The side navigation's entries, top to bottom. */
async function menuLabels(page: Page): Promise<string[]> {
  const menu = page.locator('.ant-menu');
  await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeVisible({ timeout: 15_000 });
  return (await menu.getByRole('link').allInnerTexts()).map((label) => label.trim());
}

/** An empty page of results, as a company with nothing yet gets it. */
async function answerEmpty(page: Page, path: string): Promise<void> {
  await page.route(`**/mds/app/${path}`, (route) =>
    route.fulfill({ json: { success: true, data: { totalRows: 0, results: [] }, error: null } }),
  );
}

test('a publisher-only admin is offered no buyer tools, and Play comes last', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  const labels = await menuLabels(page);
  expect(labels).not.toContain('Cross-reference files');
  expect(labels).not.toContain('Manufacturers');
  expect(labels.at(-1)).toBe('Play');
});

test('an order-system-only user gets no Subscriptions entry', async ({ page }) => {
  await signIn(page, 'pubsub.omsonly');
  await page.waitForURL((url) => url.pathname !== '/login');
  const labels = await menuLabels(page);
  expect(labels).not.toContain('Subscriptions');
  expect(labels).toContain('Subscriber catalog');
});

test('an empty catalog leads to the GTIN template and the upload', async ({ page }) => {
  test.setTimeout(60_000);
  await answerEmpty(page, 'catalogs/search');
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  await page.goto('/catalog');
  const empty = page.locator('.ant-empty').filter({ hasText: 'Your catalog has no items yet.' });
  await expect(empty).toBeVisible({ timeout: 15_000 });
  await shot(page, 'empty-catalog', { fullPage: false });
  await empty.getByRole('button', { name: 'Download the GTIN template' }).click();
  await expect(page.getByRole('dialog', { name: 'Download the GTIN template' })).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await empty.getByRole('button', { name: 'Upload items' }).click();
  await expect(page).toHaveURL(/\/uploadregister$/);
});

test('an empty subscriber catalog leads to Create subscription', async ({ page }) => {
  test.setTimeout(60_000);
  await answerEmpty(page, 'catalogs/subscriber/search');
  await signIn(page, 'sub.admin');
  const empty = page.locator('.ant-empty').filter({ hasText: 'No items received yet.' });
  await expect(empty).toBeVisible({ timeout: 15_000 });
  await shot(page, 'empty-subscriber-catalog', { fullPage: false });
  await empty.getByRole('button', { name: 'Create subscription' }).click();
  await expectPath(page, '/subscription');
  await expect(page.getByRole('dialog', { name: 'Create subscription' })).toBeVisible();
  await shot(page, 'empty-subscriber-catalog-create', { fullPage: false });
});
