import { expect, test } from '@playwright/test';
import { shot, signIn, tokenFor } from './session.js';

interface Detail {
  catalogItemId: number;
  gtin: string;
  attributes: Record<string, unknown>;
}

test.use({ viewport: { width: 1366, height: 768 } });

test('an item edited twice shows its versions in History, each change old → new, and compares with the current', async ({
  page,
  request,
}) => {
  const token = await tokenFor(request, 'pub.admin');
  const headers = { authorization: `Bearer ${token}` };
  const search = await request.post('/mds/app/catalogs/search', { headers, data: { rowCount: 5, pageNumber: 1 } });
  const first = ((await search.json()) as { data: { results: { catalogItemId: number }[] } }).data.results[0]!;
  const read = async () =>
    (
      (await (
        await request.get(`/mds/app/catalogs/getCatalogItemDetails/${first.catalogItemId}`, { headers })
      ).json()) as { data: Detail }
    ).data;
  const item = await read();
  for (const variant of ['History test, first edit', 'History test, second edit']) {
    const saved = await request.post('/mds/app/catalogs', {
      headers,
      data: {
        catalogItemId: item.catalogItemId,
        attributes: { ...(await read()).attributes, Descriptions1F: variant },
      },
    });
    expect(saved.status()).toBe(200);
  }

  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/catalog');
  await page.getByRole('row').filter({ hasText: item.gtin }).first().getByText(item.gtin).click();
  const detail = page.getByRole('region', { name: 'Item detail' });
  await detail.getByRole('tab', { name: 'History' }).click();
  const latest = detail.getByRole('row').filter({ hasText: 'Current' });
  await expect(latest).toContainText('Paul Publisher');
  await expect(latest).toContainText('Item editor');
  await expect(latest).toContainText('Variant');
  await latest.getByRole('button', { name: /Expand row/ }).click();
  await expect(detail.getByText('History test, first edit')).toBeVisible();
  await expect(detail.getByText('History test, second edit')).toBeVisible();
  // No sideways scrolling in the split screen at 1366 px.
  const fits = await detail.evaluate((panel) => panel.scrollWidth <= panel.clientWidth + 1);
  expect(fits).toBe(true);
  await shot(page, 'item-history', { fullPage: false });

  await detail
    .getByRole('button', { name: /^Compare version \d+ with the current version$/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /compared with the current version/ });
  await expect(dialog.getByText('Variant', { exact: true })).toBeVisible();
  await expect(dialog.getByText('History test, second edit')).toBeVisible();
  await shot(page, 'item-history-compare', { fullPage: false });
});
