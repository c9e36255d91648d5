import { expect, test } from '@playwright/test';
import { attributeRow, comparison } from './dms-item-list.js';
import { shot, signIn, tokenOf } from './session.js';

const NORTHWIND_GLN = '0761305000019';
/** The demo's changed item: a base unit Northwind sent again with a new recipe after Harbor East synchronised it. */
const CHANGED_GTIN = '00009542013899';

test.use({ viewport: { width: 1600, height: 1000 } });

test('a buyer opens a changed item beside its own, reads the changes tab by tab, and keeps the column widths', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');

  // From the Matched view, the GTIN opens the item side by side.
  await page.goto(`/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/1/dms`);
  await page.getByRole('link', { name: `Compare ${CHANGED_GTIN} side by side` }).click();
  await expect(page).toHaveURL(
    /\/dms\/itemlist\/itemdetail\/Northwind%20Foods\/0761305000019\/1\/dms\?item=\d+&rows=100$/,
  );
  await expect(page.getByRole('heading', { name: /new recipe, less sugar/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /00009542013899/ })).toHaveAttribute('aria-current', 'true');

  // The Core tab counts two changes; the description is flagged with what it was, and differs from the buyer's.
  await expect(page.getByRole('tab', { name: 'Core (2)' })).toHaveAttribute('aria-selected', 'true');
  const description = attributeRow(page, 'Trade Item Description');
  await expect(description).toContainText('Changed · was “Lindt, frog prince milk chocolate”');
  await expect(description).toContainText('Differs from publisher');
  await expect(description).toContainText('Over 45 characters');
  await expect(comparison(page).getByRole('columnheader', { name: /Your item HE-1002/ })).toBeVisible();
  await expect(comparison(page).getByRole('columnheader', { name: /In: 20009542013893/ })).toBeAttached();
  await expect(attributeRow(page, 'Minimum Shelf Life from Arrival')).toContainText('Changed · was “180”');
  await shot(page, 'dms-item-detail-core', { fullPage: false });

  // The Changes view keeps only what changed; the Marketing tab holds the new marketing message.
  await page.getByLabel('Attribute view').click();
  await page.locator('.ant-select-item-option[title="Changes"]').click();
  await expect(comparison(page).locator('tbody tr')).toHaveCount(2);
  await page.getByRole('tab', { name: 'Marketing (1)' }).click();
  await expect(attributeRow(page, 'Marketing Message')).toContainText('Changed · was empty');
  await expect(comparison(page).locator('tbody tr')).toHaveCount(1);
  await shot(page, 'dms-item-detail-marketing', { fullPage: false });

  // Widening the publisher's column is kept in the user's preference.
  const handle = page.getByRole('separator', { name: /Resize Northwind Foods/ });
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 100, box.y + box.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect(handle).toHaveAttribute('aria-valuenow', '497');
  const token = await tokenOf(page);
  await expect(async () => {
    const me = await request.get('/mds/app/users', { headers: { Authorization: `Bearer ${token}` } });
    const body = (await me.json()) as { data: { preference: { columnWidth?: { publisher: number } } | null } };
    expect(body.data.preference?.columnWidth?.publisher).toBe(497);
  }).toPass({ timeout: 10_000 });

  // Save and Review sends the item's CIC with its code, from the detail.
  await page.getByRole('button', { name: 'Save' }).click();
  await page.getByRole('menuitem', { name: 'Save and Review' }).click();
  const dialog = page.getByRole('dialog', { name: 'Review 1 item' });
  await dialog.getByLabel('CIC status code').click();
  await page.keyboard.type('CIC100');
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Send Review' }).click();
  await expect(page.getByText(/^1 CIC were updated to the CIC status/)).toBeVisible();
  await expect(page.locator('h4').locator('..').getByText('Review', { exact: true })).toBeVisible();
});

test('from an unmatched item’s publisher items, the subscriber view compares one pair and confirms it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'sub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/dms/subscriberunmatcheditems');
  const items = page.locator('.ant-table-tbody > tr.ant-table-row');
  await expect(items.first()).toBeVisible();
  // The third of the buyer's retyped items: the first two are the matching test's.
  const third = items.nth(2);
  const code = (await third.locator('td').nth(0).innerText()).trim();
  await third.getByRole('button', { name: 'Publisher items' }).click();
  const dialog = page.getByRole('dialog', { name: `Publisher items that may be ${code}` });
  await dialog
    .getByRole('link', { name: new RegExp(`^Compare \\d{14} with your item ${code}$`) })
    .first()
    .click();
  await expect(page).toHaveURL(
    /\/dms\/itemlist\/itemdetail\/Northwind%20Foods\/0761305000019\/2\/dms\?item=\d+&rows=100&subscriberItem=\d+$/,
  );
  await expect(comparison(page).getByRole('columnheader', { name: new RegExp(`Your item ${code}`) })).toBeVisible();

  // In the subscriber view the CIC is always SYNCHRONISED.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.locator('.ant-dropdown:visible').getByRole('menuitem')).toHaveText(['Save and Sychronise']);
  await page.keyboard.press('Escape');

  const confirm = page.getByRole('button', { name: `Broad match to ${code}` });
  await confirm.click();
  await expect(page.getByText('Successfully created broad match for the selected items')).toBeVisible();
  // The pair is matched now: no more matching from this view.
  await expect(page.getByRole('button', { name: /Matched$/ })).toBeDisabled();
  await shot(page, 'dms-item-detail-subscriber-view', { fullPage: false });
});
