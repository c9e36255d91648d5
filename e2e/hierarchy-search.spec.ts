import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Page as ResultPage, PublishedItemRow, UnpublishedItemRow } from '@tradepool/domain';
import { LAPTOP_SCREENS, expectPath, signIn, tokenOf } from './session.js';

const HARBOR_EAST = '0843912000016';
const BASE = '/mds/app/gdsn/publications/subscribers';

/** antd names a button with an icon after the icon too ("cloud-upload Publish"). */
const button = (name: string) => new RegExp(`^([a-z-]+ )?${name}$`);
const bodyRows = (scope: Page | Locator) => scope.locator('.ant-table-tbody > tr.ant-table-row');

/** A lower level of a demo hierarchy, as the search lists it (every date, hierarchies folded under their top). */
async function lowerLevel<T extends UnpublishedItemRow | PublishedItemRow>(
  request: APIRequestContext,
  token: string,
  path: string,
  body: object,
): Promise<{ top: T; level: T }> {
  const res = await request.post(`${BASE}${path}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { lastDays: 0, includeHierarchy: true, rowCount: 200, ...body },
  });
  const rows = ((await res.json()) as { data: ResultPage<T> }).data.results;
  const level = rows.find((row) => row.level === 2) ?? rows.find((row) => row.level === 1);
  expect(level, 'a demo hierarchy with lower levels').toBeDefined();
  return { top: rows.find((row) => row.catalogItemId === level!.rootItemId)!, level: level! };
}

/** Types a keyword and waits for the grid to answer it. */
async function searchKeyword(page: Page, scope: Locator, keyword: string): Promise<void> {
  const answered = page.waitForResponse((response) => (response.request().postData() ?? '').includes(keyword));
  await scope.getByLabel('Keyword').fill(keyword);
  await scope.getByLabel('Keyword').press('Enter');
  await answered;
}

/** The grid shows the hierarchy's top and, opened down to it, the level the GTIN names, marked. */
async function expectFound(scope: Locator, top: string, gtin: string): Promise<void> {
  await expect(bodyRows(scope).first()).toContainText(top);
  const found = bodyRows(scope).filter({ hasText: gtin });
  await expect(found).toBeVisible();
  await expect(found.getByLabel('Matches the search')).toBeVisible();
  await expect(bodyRows(scope).filter({ has: scope.page().getByLabel('Matches the search') })).toHaveCount(1);
}

for (const viewport of LAPTOP_SCREENS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('a GTIN inside a hierarchy finds it in the publish wizard and on the GTINs tab, that level highlighted', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      await signIn(page, 'pub.admin');
      await page.waitForURL((url) => url.pathname !== '/login');
      const token = (await tokenOf(page))!;

      // The publish wizard's item step, for Harbor East: a base unit of a hierarchy ready to publish there.
      const unpublished = await lowerLevel<UnpublishedItemRow>(request, token, '/items/unpublished/search', {
        subscriberGln: [HARBOR_EAST],
        publishableOnly: true,
      });
      await page.goto('/publication/publish');
      const available = page.locator('.ant-transfer-section').first();
      await available.getByText(HARBOR_EAST).click();
      await page.locator('.ant-transfer-actions button').first().click();
      await page.getByRole('button', { name: button('Choose items') }).click();
      await expectPath(page, '/publication/publish/item');
      const main = page.locator('main').last();
      await searchKeyword(page, main, unpublished.level.gtin);
      await expect(main).not.toContainText('No items to publish');
      await expectFound(main, unpublished.top.gtin, unpublished.level.gtin);
      await page.screenshot({ path: `/tmp/i13-core-publish-item-${viewport.width}.png` });

      // The GTINs tab: a published hierarchy found by a lower level's GTIN.
      // The tab opens on the last 90 days.
      const published = await lowerLevel<PublishedItemRow>(request, token, '/all/items/published/search', {
        lastDays: 90,
      });
      await page.goto('/publication');
      await page.getByRole('tab', { name: 'GTINs' }).click();
      const gtins = page.getByRole('tabpanel', { name: 'GTINs' });
      await searchKeyword(page, gtins, published.level.gtin);
      await expect(gtins).not.toContainText('No records Found');
      await expectFound(gtins, published.top.gtin, published.level.gtin);
      await page.screenshot({ path: `/tmp/i13-core-gtins-tab-${viewport.width}.png` });
    });
  });
}
