import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialogShot, expectPath, shot, signIn, tokenOf } from './session.js';

/** GS1 mod-10 check digit, so the test can make GTINs the server accepts. */
function withCheckDigit(data: string): string {
  let sum = 0;
  for (let i = 0; i < data.length; i++) sum += Number(data[data.length - 1 - i]) * (i % 2 === 0 ? 3 : 1);
  return data + String((10 - (sum % 10)) % 10);
}

// Each run has its own database; the time stamp keeps the GTINs clear of the seeded catalog.
const serial = String(Date.now()).slice(-5);
const EACH_GTIN = withCheckDigit(`0076130599${serial.slice(0, 3)}`);
const CASE_GTIN = withCheckDigit(`1076130599${serial.slice(0, 3)}`);
const EACH_DESCRIPTION = `Rolled oats 1 lb ${serial}`;
const CASE_DESCRIPTION = `Rolled oats case of 12 ${serial}`;

async function openCatalog(page: Page): Promise<void> {
  await signIn(page, 'pub.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/catalog');
  await expect(page.getByRole('button', { name: 'Create Item' })).toBeVisible({ timeout: 15_000 });
}

function option(page: Page, name: string | RegExp): Locator {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
}

/**
 * Opens a select by its label and picks an option, typing first when the list is long or remote. A list
 * that opens near the bottom of the dialog flips above the field while it appears; a click during that
 * move can miss, so the pick is retried until the list has closed.
 */
async function choose(page: Page, scope: Locator, label: string, name: string | RegExp, typed?: string) {
  const box = scope.getByLabel(label, { exact: true });
  await expect(async () => {
    if ((await box.getAttribute('aria-expanded')) !== 'true') await box.click();
    if (typed) await box.fill(typed);
    await option(page, name).click({ timeout: 3_000 });
    // The next select's list must not be confused with this one while it fades out.
    await expect(page.locator('.ant-select-dropdown:visible')).toHaveCount(0, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

async function fillDate(scope: Locator, label: string, text: string) {
  const input = scope.getByLabel(label, { exact: true });
  await input.click();
  await input.fill(text);
  await input.press('Enter');
  await expect(input).toHaveValue(text);
}

function tab(scope: Locator, name: string): Locator {
  return scope.getByRole('tab', { name: new RegExp(`^${name}`) });
}

async function fillKeys(page: Page, dialog: Locator, gtin: string, unit: string, description: string) {
  await dialog.getByLabel('GTIN', { exact: true }).fill(gtin);
  await choose(page, dialog, 'Trade Item Unit Descriptor', unit);
  await tab(dialog, 'Descriptions').click();
  await dialog.getByLabel('Trade Item Description', { exact: true }).fill(description);
}

async function catalogItemId(page: Page, gtin: string): Promise<number> {
  const token = await tokenOf(page);
  const response = await page.request.post('/mds/app/catalogs/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { gtin },
  });
  const body = (await response.json()) as { data: { results: { catalogItemId: number; targetMarket: string }[] } };
  return body.data.results.find((row) => row.targetMarket === '840')!.catalogItemId;
}

test.describe.serial('catalog item editor', () => {
  test('create an item from its 4 keys, fill the 32 required attributes and see it turn Ready', async ({ page }) => {
    test.setTimeout(180_000);
    await openCatalog(page);
    await page.getByRole('button', { name: 'Create Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Item' });
    await expect(dialog).toBeVisible();

    // Spec point 4: defaults, only the key tabs open, Create waits for the 4 keys.
    await expect(dialog.getByText('United States of America (840)')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
    await expect(tab(dialog, 'Dates')).toHaveAttribute('aria-disabled', 'true');
    await expect(dialog.getByLabel('Product Code', { exact: true })).toBeDisabled();

    await dialog
      .getByLabel('GTIN', { exact: true })
      .fill(EACH_GTIN.slice(0, -1) + String((Number(EACH_GTIN.at(-1)) + 1) % 10));
    await choose(page, dialog, 'Trade Item Unit Descriptor', 'Base Unit or Each');
    await tab(dialog, 'Descriptions').click();
    await expect(dialog.getByLabel('Description Language', { exact: true })).toBeDisabled();
    await dialog.getByLabel('Trade Item Description', { exact: true }).fill(EACH_DESCRIPTION);
    await expect(dialog.getByRole('button', { name: 'Create' })).toBeEnabled();

    // A wrong check digit is caught at the field before anything is sent.
    await dialog.getByRole('button', { name: 'Create' }).click();
    await expect(dialog.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(
      dialog.getByText('GTIN must be a GTIN of 8, 12, 13 or 14 digits with a valid check digit.'),
    ).toBeVisible();
    await dialog.getByLabel('GTIN', { exact: true }).fill(EACH_GTIN);
    await expect(dialog.getByText('GTIN must be a GTIN of 8, 12, 13 or 14 digits')).toBeHidden();
    await dialogShot(page, 'catalog-create');

    await dialog.getByRole('button', { name: 'Create' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(editor.getByText('Created successfully')).toBeVisible();
    await expect(editor.getByText(`${EACH_GTIN.padStart(14, '0')}`)).toBeVisible();
    await expect(editor.getByText('Not Ready', { exact: true })).toBeVisible();
    await expect(tab(editor, 'Dates')).not.toHaveAttribute('aria-disabled', 'true');
    await expect(editor.getByRole('button', { name: 'Start another' })).toBeVisible();
    // The key is fixed once the item exists; the server filled in the information provider.
    await expect(editor.getByLabel('GTIN', { exact: true })).toBeDisabled();
    await expect(tab(editor, 'Coding')).toContainText('7');

    // Coding.
    await tab(editor, 'Coding').click();
    await editor.getByLabel('Product Code', { exact: true }).fill(`OAT-${serial}`);
    await choose(page, editor, 'GPC Brick', /Grains\/Cereal – Not Ready to Eat/, 'Grains/Cereal');
    for (const label of ['Base Unit', 'Consumer Unit', 'Orderable Unit', 'Despatch Unit', 'Invoice Unit']) {
      await choose(page, editor, label, 'Yes');
    }
    await expect(tab(editor, 'Coding')).toHaveText('Coding');

    // Descriptions.
    await tab(editor, 'Descriptions').click();
    await editor.getByLabel('Brand Name', { exact: true }).fill('Northwind');
    await editor.getByLabel('Functional Name', { exact: true }).fill('Oats');
    await editor.getByLabel('Short Description', { exact: true }).fill('Rolled oats');

    // Dates, mm/dd/yyyy.
    await tab(editor, 'Dates').click();
    await fillDate(editor, 'Effective Date', '01/15/2026');
    await fillDate(editor, 'Start Availability Date', '02/01/2026');

    // Measures, in the default units (Inches, Pound).
    await tab(editor, 'Measures').click();
    await expect(editor.getByLabel('Height unit')).toBeVisible();
    for (const [label, value] of [
      ['Height', '8'],
      ['Width', '5'],
      ['Depth', '2.5'],
      ['Net Content', '1'],
      ['Gross Weight', '1.1'],
      ['Net Weight', '1'],
    ] as const) {
      await editor.getByLabel(label, { exact: true }).fill(value);
    }
    await dialogShot(page, 'catalog-editor-tabs');

    // Parties: the information provider comes from the company; the brand owner is typed in.
    await tab(editor, 'Parties').click();
    await expect(editor.getByLabel('Information Provider GLN', { exact: true })).toHaveValue('0761305000019');
    await editor.getByLabel('Brand Owner GLN', { exact: true }).fill('0761305000019');
    await editor.getByLabel('Brand Owner Name', { exact: true }).fill('Northwind Foods');

    await tab(editor, 'Delivery/Purchase').click();
    for (const [label, value] of [
      ['Order Quantity Minimum', '1'],
      ['Order Quantity Multiple', '1'],
      ['Ordering Lead Time (days)', '5'],
      ['Minimum Shelf Life from Arrival (days)', '180'],
      ['Minimum Shelf Life from Production (days)', '365'],
    ] as const) {
      await editor.getByLabel(label, { exact: true }).fill(value);
    }
    for (const name of ['Coding', 'Descriptions', 'Dates', 'Measures', 'Parties', 'Delivery/Purchase']) {
      await expect(tab(editor, name)).toHaveText(name);
    }

    await editor.getByRole('button', { name: 'Save' }).click();
    // Readiness changed: the dialog shows the success for a second, closes, and the catalog reloads.
    await expect(editor).toBeHidden({ timeout: 10_000 });
    const row = page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: EACH_GTIN });
    await expect(row).toBeVisible();
    // Ready, and then the GDSN validation job's verdict.
    await expect(row.getByText(/^(Ready to validate|Validated)$/)).toBeVisible();
    await expect(async () => {
      await page.reload();
      // A reloaded catalog on a busy 2-core machine takes seconds to show its rows (its chunks, then the search).
      await expect(row.getByText('Validated', { exact: true })).toBeVisible({ timeout: 20_000 });
    }).toPass({ timeout: 75_000 });
  });

  test('an existing key offers the existing item', async ({ page }) => {
    test.setTimeout(60_000);
    await openCatalog(page);
    await page.getByRole('button', { name: 'Create Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Item' });
    // Typed as a GTIN-13 (no leading zero): the dialog names the item by its stored 14 digits.
    await fillKeys(page, dialog, EACH_GTIN.slice(1), 'Base Unit or Each', 'Duplicate oats');
    await dialog.getByRole('button', { name: 'Create' }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Item exists' });
    await expect(confirm).toContainText(`GTIN ${EACH_GTIN} for target market 840`);
    await shot(page, 'catalog-item-exists', { fullPage: false });
    await confirm.getByRole('button', { name: 'Open existing item' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(editor.getByText('All 32 required attributes filled')).toBeVisible();
    await tab(editor, 'Descriptions').click();
    await expect(editor.getByLabel('Trade Item Description', { exact: true })).toHaveValue(EACH_DESCRIPTION);

    // Cancel with unsaved changes asks first.
    await editor.getByLabel('Brand Name', { exact: true }).fill('Changed brand');
    await editor.getByRole('button', { name: 'Cancel' }).click();
    const discard = page.getByRole('dialog').filter({ hasText: 'You have unsaved changes. Discard them?' });
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    await expect(editor).toBeVisible();
    await editor.getByRole('button', { name: 'Cancel' }).click();
    await discard.getByRole('button', { name: 'Discard changes' }).click();
    await expect(editor).toBeHidden();
  });

  test('a case holds 12 of the item; the hierarchy rules are checked', async ({ page }) => {
    test.setTimeout(90_000);
    await openCatalog(page);
    await page.getByRole('button', { name: 'Create Item' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Item' });
    await fillKeys(page, dialog, CASE_GTIN, 'Case', CASE_DESCRIPTION);
    await dialog.getByRole('button', { name: 'Create' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Item' });
    await expect(editor.getByText('Created successfully')).toBeVisible();

    await tab(editor, 'Hierarchy').click();
    await editor.getByLabel('Add a child item').fill(EACH_GTIN.slice(0, 10));
    await option(page, EACH_DESCRIPTION).click();
    const child = editor.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: EACH_GTIN });
    await expect(child).toBeVisible();
    await editor.getByLabel(`Quantity of ${EACH_GTIN}`).fill('12');

    // Rule 202 is checked before saving: a stated total must equal the quantities.
    await editor.getByLabel('Total Quantity of Next Lower Level', { exact: true }).fill('10');
    await expect(editor.getByText('GDSN rule 202')).toBeVisible();
    await editor.getByLabel('Total Quantity of Next Lower Level', { exact: true }).fill('');

    // Rule 98 needs the children's weights: the server answers it.
    await tab(editor, 'Measures').click();
    await editor.getByLabel('Net Weight', { exact: true }).fill('5');
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('alert')).toContainText('net weight of the parent shall be greater than or equal');
    await editor.getByLabel('Net Weight', { exact: true }).fill('12');

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByText('Updated successfully')).toBeVisible();
    await tab(editor, 'Hierarchy').click();
    await expect(editor.getByLabel(`Quantity of ${EACH_GTIN}`)).toHaveValue('12');
    await expect(editor.getByLabel('Number of Child Items', { exact: true })).toHaveValue('1');
    await expect(editor.getByLabel('Total Quantity of Next Lower Level', { exact: true })).toHaveValue('12');
    await dialogShot(page, 'catalog-editor-hierarchy');

    // Start another: a fresh create dialog.
    await editor.getByRole('button', { name: 'Start another' }).click();
    const fresh = page.getByRole('dialog', { name: 'Create Item' });
    await expect(fresh.getByLabel('GTIN', { exact: true })).toHaveValue('');
    await fresh.getByRole('button', { name: 'Cancel' }).click();
    await expect(fresh).toBeHidden();
    await expect(page.locator('.ant-table-tbody tr.ant-table-row').filter({ hasText: CASE_GTIN })).toBeVisible();
  });

  test('the edit page loads an item and saves it', async ({ page }) => {
    // Three saves, each waiting for the server: longer than the default on a busy two-core machine.
    test.setTimeout(60_000);
    await openCatalog(page);
    const id = await catalogItemId(page, EACH_GTIN);
    await page.goto(`/catalogitemedit/${id}`);
    await expect(page.getByRole('heading', { name: 'Edit Item' })).toBeVisible();
    await expect(page.getByText(EACH_DESCRIPTION).first()).toBeVisible();
    await expect(page.getByText('All 32 required attributes filled')).toBeVisible();
    await tab(page.locator('main'), 'Hierarchy').click();
    await expect(page.getByText(CASE_GTIN)).toBeVisible();
    await tab(page.locator('main'), 'Descriptions').click();
    await page.getByLabel('Variant', { exact: true }).fill('Old fashioned');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByLabel('Variant', { exact: true })).toHaveValue('Old fashioned');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'catalog-item-edit-page', { fullPage: false });

    // A repeating group: one row per allergen, its fields checked like the server checks them.
    await tab(page.locator('main'), 'Allergens').click();
    await page.getByRole('button', { name: 'Add allergens row' }).click();
    const main = page.locator('main');
    // The official GS1 list: 215 allergen codes, searched by label or code.
    await choose(page, main, 'Allergens row 1: Allergen', 'Wheat and its derivatives (UW)', 'wheat');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Allergens row 1: Level of Containment is required.')).toBeVisible();
    await choose(page, main, 'Allergens row 1: Level of Containment', 'Contains');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove Allergens row 1' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'catalog-item-edit-allergens', { fullPage: false });

    // Nutrients from the full INFOODS list; choosing one gives its quantity the nutrient's usual unit.
    await tab(main, 'Nutrients').click();
    await page.getByRole('button', { name: 'Add nutrients row' }).click();
    await choose(page, main, 'Nutrients row 1: Nutrient', 'Vitamin C (Unknown) (VITC-)', 'VITC-');
    const unit = main.locator('.ant-select', { has: page.getByLabel('Nutrients row 1: Unit', { exact: true }) });
    await expect(unit).toContainText('Milligram (MGM)');
    await main.getByLabel('Nutrients row 1: Quantity Contained', { exact: true }).fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot(page, 'catalog-item-edit-nutrients');

    await tab(main, 'Descriptions').click();
    await page.getByLabel('Sub-Brand', { exact: true }).fill('Heritage');
    await page.getByRole('button', { name: 'Back to catalog' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
    await expectPath(page, '/catalog');
  });
});
