import { expect, test, type Page } from '@playwright/test';
import { LAPTOP_SCREENS, expectPath, signIn } from './session.js';

const rows = (page: Page) => page.locator('.ant-table-tbody > tr.ant-table-row');

for (const viewport of LAPTOP_SCREENS) {
  test.describe(`at ${viewport.width} × ${viewport.height}`, () => {
    test.use({ viewport });

    test('a buyer types a misspelt word in the search box and finds the chocolate items; the filters keep it', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signIn(page, 'sub.user');
      await page.waitForURL((url) => url.pathname !== '/login');
      await page.locator('.ant-menu').getByRole('link', { name: 'Search', exact: true }).click();
      await expectPath(page, '/search');

      // The box is on the page, looking in every column; Enter runs it, its words spell-checked.
      const box = page.getByLabel('Search the received items');
      await expect(page.locator('.ant-select', { has: page.getByLabel('Find by') })).toContainText('All columns');
      await box.fill('choclate');
      await box.press('Enter');
      await expect(page).toHaveURL(/keyword=choclate/);
      await expect(page.getByText('Spell check: “choclate” also read as chocolate.')).toBeVisible();
      await expect(page.getByText('All columns: choclate, spell-checked')).toBeVisible();
      await expect(page.getByText(/^([2-9]|\d{2,}) items found$/)).toBeVisible();
      for (const text of await rows(page).allInnerTexts()) expect(text).toMatch(/chocolate/i);
      await page.screenshot({ path: `/tmp/i13-core-search-box-${viewport.width}.png` });

      // The dialog opens on the box's keyword and adds the rest; its search leaves the keyword in the box.
      await page.getByRole('button', { name: 'Filters' }).click();
      const dialog = page.getByRole('dialog', { name: 'Search the items of all your publishers' });
      await expect(dialog.getByPlaceholder('What to find')).toHaveValue('choclate');
      await expect(dialog.locator('.ant-select', { has: page.getByLabel('Find by') })).toContainText('All columns');
      await dialog.getByLabel('Brand', { exact: true }).fill('Lindt');
      await dialog.getByRole('button', { name: 'Search', exact: true }).click();
      await expect(page).toHaveURL(/brandName=Lindt/);
      await expect(box).toHaveValue('choclate');
      await expect(page.getByText('Brand: Lindt, spell-checked')).toBeVisible();
      // Read once the grid has the narrowed page (the previous one stays on screen while it loads).
      await expect(async () => {
        const texts = await rows(page).allInnerTexts();
        expect(texts.length).toBeGreaterThan(0);
        for (const text of texts) expect(text).toMatch(/chocolate[\s\S]*Lindt/i);
      }).toPass({ timeout: 10_000 });
    });
  });
}
