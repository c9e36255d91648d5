import { expect, test, type Page } from '@playwright/test';
import { dialogShot, shot, signIn } from './session.js';

async function openManufacturers(page: Page): Promise<void> {
  await signIn(page, 'sub.admin');
  // The subscriber's landing page (/catalog/subscriber) may not exist yet; either way the sign-in is done.
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/sodexomanufacturers');
  await expect(page.getByRole('heading', { name: 'Manufacturers' })).toBeVisible({ timeout: 15_000 });
}

/** antd draws its own option list; the role=option elements it also renders are hidden, for screen readers. */
function selectOption(page: Page, name: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
}

function rows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

function names(page: Page) {
  return rows(page).locator('td:first-child').allInnerTexts();
}

test.describe.serial('manufacturers admin', () => {
  test('the grid lists the manufacturers by name; typeahead and status filter narrow it', async ({ page }) => {
    await openManufacturers(page);
    await expect(rows(page)).toHaveCount(5);
    expect(await names(page)).toEqual([
      'Blue Ridge Dairy',
      'Coastal Catch Seafood',
      'Greenfield Provisions',
      'Northwind Foods',
      'Prairie Grain Mills',
    ]);
    await shot(page, 'manufacturers');

    const box = page.getByRole('combobox', { name: 'Search manufacturers' });
    await box.fill('No');
    await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveCount(0);
    await box.fill('nor');
    const suggestion = selectOption(page, 'Northwind Foods');
    await expect(suggestion).toBeVisible();
    await shot(page, 'manufacturers-typeahead');
    await suggestion.click();
    await expect(rows(page)).toHaveCount(1);
    expect(await names(page)).toEqual(['Northwind Foods']);

    await box.fill('');
    await expect(rows(page)).toHaveCount(5);

    await page.locator('.ant-segmented').getByText('Unconfirmed', { exact: true }).click();
    await expect(rows(page)).toHaveCount(3);
    expect(await names(page)).toEqual(['Blue Ridge Dairy', 'Coastal Catch Seafood', 'Prairie Grain Mills']);
    await page.locator('.ant-segmented').getByText('Confirmed', { exact: true }).click();
    await expect(rows(page)).toHaveCount(2);
    expect(await names(page)).toEqual(['Greenfield Provisions', 'Northwind Foods']);
    await page.locator('.ant-segmented').getByText('All', { exact: true }).click();
    await expect(rows(page)).toHaveCount(5);

    // Server-side sort: a second click on the name header turns the order round.
    await page.getByRole('columnheader', { name: 'Manufacturer' }).click();
    await expect(rows(page).first()).toContainText('Prairie Grain Mills');
  });

  test("editing a manufacturer's contact: the GLN is checked first, then the update is sent", async ({ page }) => {
    await openManufacturers(page);
    let updates = 0;
    page.on('request', (request) => {
      if (request.url().includes('manufacturer/editManufacturerDetails')) updates++;
    });
    await page.getByRole('button', { name: 'Edit Manufacturer: Coastal Catch Seafood' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Manufacturer' });
    await dialog.getByLabel('Contact name').fill('Cora Coast');
    await dialog.getByLabel('Email').fill('cora@coastalcatch.example');
    await dialog.getByLabel('Contact number').fill('207 555 0123');
    await dialog.getByLabel('Info provider GLN').fill('0614141000013');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a GLN of 13 digits with a valid GS1 check digit.')).toBeVisible();
    await dialogShot(page, 'manufacturer-edit-invalid');
    expect(updates).toBe(0);

    await dialog.getByLabel('Info provider GLN').fill('');
    await dialog.getByLabel('Comments').fill('Contact confirmed by phone.');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Contact Details Updated successfully')).toBeVisible();
    expect(updates).toBe(1);
    const coastal = rows(page).filter({ hasText: 'Coastal Catch Seafood' });
    await expect(coastal).toContainText('Cora Coast');
    await expect(coastal).toContainText('cora@coastalcatch.example');
    await expect(coastal).toContainText('Unconfirmed');
    await expect(page.getByText('Contact Details Updated successfully')).toBeHidden({ timeout: 6_000 });
  });

  test('the setup profile and current match criteria popups', async ({ page }) => {
    await openManufacturers(page);
    await page.getByRole('button', { name: 'Company Setup Profile Details: Greenfield Provisions' }).click();
    const profile = page.getByRole('dialog', { name: 'Company Setup Profile Details' });
    await expect(profile.getByRole('tab', { name: 'Output Profile' })).toBeVisible();
    await expect(profile.getByText('Formats')).toBeVisible();
    await dialogShot(page, 'manufacturer-setup-profile');
    await profile.getByRole('tab', { name: 'DQ Match Criteria' }).click();
    await expect(profile.getByText('Match keys')).toBeVisible();
    await dialogShot(page, 'manufacturer-setup-profile-match');
    await profile.getByRole('button', { name: 'Close' }).first().click();
    await expect(profile).toBeHidden();

    await page.getByRole('button', { name: 'Company Setup Profile Details: Blue Ridge Dairy' }).click();
    await expect(page.getByText('No output profile on file for this manufacturer')).toBeVisible();
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

    await page
      .getByRole('button', { name: 'Data Quality - Current Item Match Criteria: Greenfield Provisions' })
      .click();
    const criteria = page.getByRole('dialog', { name: 'Data Quality - Current Item Match Criteria' });
    await expect(criteria.getByText('Confident match', { exact: false })).toBeVisible();
    await dialogShot(page, 'manufacturer-match-criteria');
    await criteria.getByRole('button', { name: 'Close' }).first().click();

    await page.getByRole('button', { name: 'Data Quality - Current Item Match Criteria: Prairie Grain Mills' }).click();
    await expect(page.getByText('No match criteria on file for this manufacturer')).toBeVisible();
    await dialogShot(page, 'manufacturer-match-criteria-empty');
  });
});
