import { expect, test, type Page } from '@playwright/test';
import { bodyRows, gtinOf } from './dms-item-list.js';
import { shot, signIn } from './session.js';

const NORTHWIND_GLN = '0761305000019';
const LIST = `/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}`;

/**
 * A view of Northwind's items, once the matching run the server started with has filled it (read again until
 * then; a loaded PostgreSQL run takes seconds to answer the first lists).
 */
async function openView(page: Page, view: 1 | 2): Promise<void> {
  await page.goto(`${LIST}/${view}/dms`);
  await expect(async () => {
    await page.reload();
    await expect(bodyRows(page).first()).toBeVisible({ timeout: 10_000 });
  }).toPass({ timeout: 60_000 });
}

test.use({ viewport: { width: 1440, height: 900 } });

test("a buyer with an order system reads an item's order history and sends a matched item to its order system", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');

  // The Matched view: Harbor East orders the items it keys by GTIN.
  await openView(page, 1);
  const row = bodyRows(page).first();
  const gtin = await gtinOf(row);
  await page.getByRole('button', { name: `Order history of ${gtin}` }).click();
  const drawer = page.getByRole('dialog', { name: `Order history · ${gtin}` });
  await expect(drawer).toContainText('In your order system:');
  await expect(drawer).toContainText(/\d+ orders · [\d,]+ units since \d\d\/\d\d\/\d{4}/);
  const newest = drawer.locator('.ant-table-row').first().locator('td');
  await expect(newest.nth(0)).toHaveText(/^\d\d\/\d\d\/\d{4}$/);
  await expect(newest.nth(1)).toHaveText(/^PO-\d+$/);
  await expect(newest.nth(4)).toHaveText(/^\$[\d,]+\.\d\d$/);
  await expect(newest.nth(5)).toHaveText(/^(Boston|Hartford|Providence) DC$/);
  await shot(page, 'dms-order-history', { fullPage: false });
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();

  // Spec point 5: DMSOTI without a chosen item says so.
  await page.getByRole('button', { name: 'Send to order system' }).click();
  await expect(page.getByText('Select the Item.')).toBeVisible();

  await page.getByRole('checkbox', { name: `Select ${gtin}` }).check();
  await page.getByRole('button', { name: 'Send to order system' }).click();
  await expect(page.getByText(`SUCCESS: GTIN ${gtin} was sent to your order system.`)).toBeVisible();
  await shot(page, 'dms-sent-to-order-system', { fullPage: false });

  // An item with no code of the buyer's yet cannot go: the header says why.
  await openView(page, 2);
  const unmatched = await gtinOf(bodyRows(page).first());
  await page.getByRole('checkbox', { name: `Select ${unmatched}` }).check();
  await page.getByRole('button', { name: 'Send to order system' }).click();
  await expect(page.getByRole('alert')).toContainText(`GTIN ${unmatched} is not matched to an item of yours`);
  await shot(page, 'dms-order-system-refused', { fullPage: false });
});

test('a buyer without an order system sees neither the order history nor the send', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'sub.user');
  await page.waitForURL((url) => url.pathname !== '/login');
  await openView(page, 1);
  await expect(page.getByRole('button', { name: 'Synchronise' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Send to order system' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Order history of/ })).toHaveCount(0);
});
