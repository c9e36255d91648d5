import { expect, test, type Locator, type Page } from '@playwright/test';
import { attributeRow, comparison } from './dms-item-list.js';
import { LAPTOP_SCREENS, signIn } from './session.js';

const NORTHWIND_GLN = '0761305000019';
/** The demo's changed item, matched by GTIN to Harbor East's HE-1002. */
const CHANGED_GTIN = '00009542013899';

const header = (page: Page, name: RegExp) => comparison(page).getByRole('columnheader', { name });

/** Where an element sits, from the left edge of the window. */
async function span(locator: Locator): Promise<{ left: number; right: number }> {
  const box = (await locator.boundingBox())!;
  return { left: box.x, right: box.x + box.width };
}

for (const viewport of LAPTOP_SCREENS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test("the publisher's and the buyer's columns show side by side, the attribute column stays, labels not codes", async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signIn(page, 'sub.user');
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.goto(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/1/dms`);
      await page.getByRole('link', { name: `Compare ${CHANGED_GTIN} side by side` }).click();
      await expect(page.getByRole('heading', { name: /new recipe, less sugar/ })).toBeVisible();

      // Both columns whole in the comparison's frame, nothing scrolled, the page no wider than the window.
      const frame = comparison(page).locator('xpath=..');
      const publisher = header(page, /^Publisher · Northwind Foods/);
      const buyer = header(page, /^Your item HE-1002/);
      await expect(publisher).toContainText('00009542013899 · Base Unit or Each');
      const visible = await span(frame);
      for (const column of [publisher, buyer]) {
        const cell = await span(column);
        expect(cell.left).toBeGreaterThanOrEqual(visible.left);
        expect(cell.right).toBeLessThanOrEqual(visible.right);
      }
      expect(await frame.evaluate((element) => element.scrollLeft)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Labels, not the dictionary's codes; the GPC brick as code – title.
      await expect(comparison(page).getByRole('rowheader', { name: /^GTIN/ })).toBeVisible();
      await expect(comparison(page)).not.toContainText('Coding1A');
      await expect(attributeRow(page, 'GPC Brick')).toContainText(
        '10000045 – Chocolate and Chocolate/Sugar Candy Combinations – Confectionery',
      );
      await page.screenshot({ path: `/tmp/i13-core-comparison-${viewport.width}.png` });

      // The columns scroll sideways to the hierarchy's; the attribute column stays where it was.
      const attribute = header(page, /^Attribute/);
      const before = await span(attribute);
      await page.getByRole('button', { name: 'Scroll the columns right' }).click();
      await expect.poll(() => frame.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      await expect(header(page, /^In: 20009542013893/)).toBeInViewport();
      expect(await span(attribute)).toEqual(before);
      await expect(comparison(page).getByRole('rowheader', { name: /^GTIN/ })).toBeInViewport();
      await page.screenshot({ path: `/tmp/i13-core-comparison-scrolled-${viewport.width}.png` });
    });
  });
}
