import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, shot, signIn } from './session.js';

/** GS1 mod-10 check digit of the first 13 digits of a GTIN-14. */
function withCheckDigit(body: string): string {
  const sum = [...body].reverse().reduce((acc, digit, index) => acc + Number(digit) * (index % 2 === 0 ? 3 : 1), 0);
  return body + String((10 - (sum % 10)) % 10);
}

const EACH = withCheckDigit('0061414170001');
const CASE = withCheckDigit('1061414170001');
const OTHER = withCheckDigit('0061414170002');
const DOOMED = withCheckDigit('0061414170003');

async function apiToken(request: APIRequestContext, userName: string): Promise<string> {
  const auth = await request.post('/mds/app/users/authenticate', { data: { userName, password: DEMO_PASSWORD } });
  expect(auth.ok()).toBe(true);
  return (await auth.json()).data.authToken.token as string;
}

async function idOf(request: APIRequestContext, token: string, gtin: string): Promise<number> {
  const found = await request.post('/mds/app/catalogs/search', {
    headers: { authorization: `Bearer ${token}` },
    data: { gtin },
  });
  const rows = (await found.json()).data.results as { catalogItemId: number }[];
  expect(rows).toHaveLength(1);
  return rows[0]!.catalogItemId;
}

async function createItem(
  request: APIRequestContext,
  token: string,
  item: { gtin: string; unit: string; description: string; brand: string; productCode: string },
  children: { childCatalogItemId: number; quantity: number }[] = [],
): Promise<number> {
  const saved = await request.post('/mds/app/catalogs', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      attributes: {
        Coding1A: item.gtin,
        Coding1AF: '840',
        Coding1AD: item.unit,
        Descriptions1E: item.description,
        Descriptions1A: item.brand,
        Coding1B: item.productCode,
      },
      ...(children.length ? { children } : {}),
    },
  });
  // A retry of the serial block runs beforeAll again over the items its first try created.
  const again = (await saved.text()).includes('already exists in your catalog');
  expect(saved.ok() || again, await saved.text()).toBe(true);
  return idOf(request, token, item.gtin);
}

function rows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

function row(page: Page, gtin: string) {
  return rows(page).filter({ hasText: gtin });
}

async function openCatalog(page: Page, login: string, path = '/catalog'): Promise<void> {
  await signIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(path);
  await expect(page.getByRole('heading', { name: 'Catalog' })).toBeVisible({ timeout: 15_000 });
}

test.describe.serial('supplier catalog', () => {
  test.beforeAll(async ({ request }) => {
    const token = await apiToken(request, 'pub.admin');
    const each = await createItem(request, token, {
      gtin: EACH,
      unit: 'BASE_UNIT_OR_EACH',
      description: 'Copperleaf Rolled Oats 500 g',
      brand: 'Copperleaf Farms',
      productCode: 'CL-OATS-500',
    });
    await createItem(
      request,
      token,
      {
        gtin: CASE,
        unit: 'CASE',
        description: 'Copperleaf Rolled Oats 500 g, case of 12',
        brand: 'Copperleaf Farms',
        productCode: 'CL-OATS-500-CS',
      },
      [{ childCatalogItemId: each, quantity: 12 }],
    );
    await createItem(request, token, {
      gtin: OTHER,
      unit: 'BASE_UNIT_OR_EACH',
      description: 'Bright Harbor Sea Salt 750 g',
      brand: 'Bright Harbor',
      productCode: 'BH-SALT-750',
    });
    await createItem(request, token, {
      gtin: DOOMED,
      unit: 'BASE_UNIT_OR_EACH',
      description: 'Copperleaf Discontinued Granola',
      brand: 'Copperleaf Farms',
      productCode: 'CL-GRAN-OLD',
    });
  });

  test('a publisher sees its items and filters them by brand', async ({ page }) => {
    await openCatalog(page, 'pub.admin');
    await expect(row(page, CASE)).toBeVisible();
    await expect(row(page, OTHER)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Brand' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'DMS Status' })).toHaveCount(0);
    await shot(page, 'catalog');

    // The brand list is long (and virtual): type to narrow it, as a user would.
    await page.getByRole('combobox', { name: 'Brand' }).fill('Bright Har');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Bright Harbor' })
      .click();
    await page.keyboard.press('Escape');
    await expect(row(page, OTHER)).toBeVisible();
    await expect(row(page, CASE)).toHaveCount(0);
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(row(page, CASE)).toBeVisible();
  });

  test('the status filter and the Deleted tab narrow the grid', async ({ page }) => {
    await openCatalog(page, 'pub.admin');
    await page.getByRole('checkbox', { name: 'Validated' }).check();
    await expect(row(page, CASE)).toHaveCount(0);
    const statuses = await rows(page).locator('.ant-tag').allInnerTexts();
    expect(statuses.every((status) => status === 'Validated')).toBe(true);
    await page.getByRole('checkbox', { name: 'Validated' }).uncheck();
    await page.getByRole('checkbox', { name: 'Not Ready / Ready to validate' }).check();
    await expect(row(page, CASE)).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();

    await page.getByRole('tab', { name: 'Deleted' }).click();
    await expect(row(page, CASE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Item' })).toHaveCount(0);
    await page.getByRole('tab', { name: 'Active' }).click();
    await expect(row(page, CASE)).toBeVisible();
  });

  test('the detail shows the sections and the barcode; the hierarchy popup shows the case and its units', async ({
    page,
  }) => {
    await openCatalog(page, 'pub.admin');
    await row(page, CASE).getByText('Copperleaf Rolled Oats 500 g, case of 12').click();
    const detail = page.getByRole('region', { name: 'Item detail' });
    await expect(detail.getByRole('img', { name: `ITF-14 barcode of GTIN ${CASE}` })).toBeVisible();
    await expect(detail.getByRole('tab', { name: 'Coding' })).toBeVisible();
    await expect(detail.getByRole('tab', { name: /^Missing \(\d+\)$/ })).toBeVisible();
    await expect(detail.getByText('CL-OATS-500-CS')).toBeVisible();
    await expect(detail.getByText('Case', { exact: true }).first()).toBeVisible();
    await detail.getByRole('tab', { name: 'Descriptions' }).click();
    await expect(detail.getByText('Copperleaf Farms')).toBeVisible();
    const drawn = await detail.locator('canvas[data-symbol]').evaluate((canvas: HTMLCanvasElement) => canvas.width);
    expect(drawn).toBeGreaterThan(100);
    await shot(page, 'catalog-detail');

    await detail.getByRole('tab', { name: /^Missing/ }).click();
    await expect(detail.getByText('GPC Brick')).toBeVisible();

    await detail.getByRole('button', { name: 'Hierarchy' }).click();
    const hierarchy = page.getByRole('dialog', { name: 'Hierarchy' });
    await expect(hierarchy.getByText(EACH)).toBeVisible();
    await expect(hierarchy.getByText('× 12')).toBeVisible();
    await shot(page, 'catalog-hierarchy', { fullPage: false });
    await hierarchy.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(hierarchy).toBeHidden();

    await detail.getByRole('button', { name: 'Components' }).click();
    const components = page.getByRole('dialog', { name: `Components of ${CASE}` });
    await expect(components.getByText(EACH)).toBeVisible();
    await components.getByRole('button', { name: 'Close', exact: true }).last().click();
    await expect(components).toBeHidden();

    await row(page, EACH).getByText(EACH).click();
    await expect(detail.getByRole('img', { name: `EAN-13 barcode of GTIN ${EACH}` })).toBeVisible();
  });

  test('typeahead opens an item; Enter and the route search by keyword', async ({ page }) => {
    await openCatalog(page, 'pub.admin');
    const box = page.getByRole('combobox', { name: 'Search the catalog' });
    await box.fill('Sea Salt');
    const suggestion = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: OTHER });
    await suggestion.click();
    await expect(page).toHaveURL((url) => url.pathname.startsWith('/catalog/') && url.pathname.endsWith(`/-/${OTHER}`));
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Item detail' })).toContainText('Bright Harbor Sea Salt 750 g');

    await box.fill('Copperleaf');
    await box.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/catalog/0/Copperleaf/-');
    await expect(page.getByText('Keyword: Copperleaf')).toBeVisible();
    await expect(rows(page)).toHaveCount(3);
    await expect(row(page, OTHER)).toHaveCount(0);

    await page.goto('/catalog/0/Bright%20Harbor/-');
    await expect(page.getByText('Keyword: Bright Harbor')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await page.locator('.ant-tag').filter({ hasText: 'Keyword: Bright Harbor' }).locator('.ant-tag-close-icon').click();
    await expect(page).toHaveURL((url) => url.pathname === '/catalog');
    await expect(row(page, CASE)).toBeVisible();
  });

  test('deleting a record asks first, and the item moves to the Deleted tab', async ({ page }) => {
    await openCatalog(page, 'pub.admin');
    await page.getByRole('button', { name: 'Delete Records' }).click();
    await expect(page.getByText('Delete mode: tick the records to delete.')).toBeVisible();
    await row(page, DOOMED).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete 1 record' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete records' });
    await expect(confirm).toContainText('Are you sure you want to delete this record?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('1 record was deleted.')).toBeVisible();
    await expect(row(page, DOOMED)).toHaveCount(0);
    await expect(page.getByText('1 record was deleted.')).toBeHidden({ timeout: 6_000 });

    // A child of a case cannot go while the case holds it: the server's reason is shown.
    await row(page, EACH).getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Delete Records' }).click();
    await page.getByRole('dialog', { name: 'Delete records' }).getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('alert')).toContainText(`Item ${EACH} is a child of item ${CASE}`);

    await page.getByRole('tab', { name: 'Deleted' }).click();
    await expect(row(page, DOOMED)).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Deleted On' })).toBeVisible();
    await shot(page, 'catalog-deleted');
  });

  test('download mode selects every row and can be cancelled; the GTIN template downloads', async ({ page }) => {
    // Two downloads and two dialogs: 40 s on a loaded 2-core machine.
    test.setTimeout(60_000);
    await openCatalog(page, 'pub.admin', '/catalog/0/fromHomePage/-');
    await expect(page.getByText(/^Download mode: all [\d,]+ items are selected/)).toBeVisible();
    const selectAll = page.locator('.ant-table-thead .ant-table-selection-column input[type="checkbox"]');
    await expect(selectAll).toBeChecked();
    await row(page, CASE).getByRole('checkbox').uncheck();
    await expect(page.getByText(/^Download mode: 24 items selected\./)).toBeVisible();
    await page.getByRole('button', { name: /Download$/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Download items' });
    await expect(dialog).toContainText('24 selected items.');
    await dialog.getByRole('checkbox', { name: /^Spreadsheet/ }).check();
    const file = page.waitForEvent('download');
    await dialog.getByRole('button', { name: /Download$/ }).click();
    expect((await file).suggestedFilename()).toMatch(/_catalog\.xlsm$/);
    await dialog.getByRole('button', { name: 'Close', exact: true }).last().click();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('button', { name: 'Create Item' })).toBeVisible();
    await expect(selectAll).not.toBeChecked();

    await page.getByRole('button', { name: 'Download' }).click();
    await expect(selectAll).toBeChecked();
    await page.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'GTIN Template' }).click();
    const templateDialog = page.getByRole('dialog', { name: 'Download the GTIN template' });
    await templateDialog.getByRole('combobox', { name: 'GS1 modules' }).fill('Nutritional');
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: 'Nutritional Information Module' })
      .click();
    // The module picked shows in the dialog (the list of modules is beside it, in a popup of its own).
    await expect(templateDialog.getByText('Nutritional Information Module', { exact: true })).toBeVisible();
    // Closes the list of modules, which would cover the dialog's buttons.
    await templateDialog.getByText(/^The template holds/).click();
    const template = page.waitForEvent('download');
    await templateDialog.getByRole('button', { name: 'Download' }).click();
    expect((await template).suggestedFilename()).toMatch(/\.xlsx?m?$/);
    await expect(templateDialog).toBeHidden();
  });

  test('the home page keyword for creating an item opens the editor; Edit opens it on the item', async ({ page }) => {
    await openCatalog(page, 'pub.admin', '/catalog/0/fromHomePageCreateItem/-');
    await expect(page.getByRole('dialog', { name: 'Create Item' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.goto(`/catalog/0/-/${OTHER}`);
    await row(page, OTHER).getByText('Bright Harbor Sea Salt 750 g').click();
    await page.getByRole('region', { name: 'Item detail' }).getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Item' })).toBeVisible();
  });

  test('an order-management-only user gets the reduced grid', async ({ page }) => {
    await openCatalog(page, 'pubsub.omsonly');
    const headers = page.locator('.ant-table-thead th:not(.ant-table-selection-column)');
    await expect(headers).toHaveText(['Product Code', 'GTIN', 'Description', 'Unit Descriptor', 'Last Update']);
  });

  test('a publisher-subscriber sees the DMS status column', async ({ page }) => {
    await openCatalog(page, 'pubsub.user');
    await expect(page.getByRole('columnheader', { name: 'DMS Status' })).toBeVisible();
  });

  test('a subscriber is not offered the supplier catalog: /catalog leads on to its subscriber catalog', async ({
    page,
  }) => {
    await signIn(page, 'sub.admin');
    await page.waitForURL((url) => url.pathname !== '/login');
    await page.goto('/catalog');
    // Spec point 6: sent home, and from home on to the subscriber catalog.
    await expectPath(page, '/catalog/subscriber');
    await expect(page.getByRole('heading', { name: 'Subscriber catalog' })).toBeVisible();
    await expect(row(page, CASE)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Create Item' })).toHaveCount(0);
  });
});
