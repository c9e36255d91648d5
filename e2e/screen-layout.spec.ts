import { expect, test, type Locator, type Page } from '@playwright/test';
import { shot, signIn } from './session.js';

/** The two laptop screens the portal is checked on, the side navigation open. */
const SCREENS = [
  { width: 1440, height: 900 },
  { width: 1366, height: 800 },
] as const;

async function signedIn(page: Page, login: string, path: string): Promise<void> {
  await signIn(page, login);
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto(path);
}

function header(page: Page, name: string): Locator {
  return page.getByRole('columnheader', { name, exact: true });
}

/** Every cell's text shows whole: nothing is cut off by an ellipsis. */
async function expectWhole(cells: Locator): Promise<void> {
  const cut = await cells.evaluateAll((elements) =>
    elements.filter((element) => element.scrollWidth > element.clientWidth).map((element) => element.textContent),
  );
  expect(cut).toEqual([]);
}

for (const screen of SCREENS) {
  const size = `${screen.width}x${screen.height}`;

  test.describe(`at ${size}`, () => {
    test.use({ viewport: screen });

    test('the item dialogs keep their buttons on screen', async ({ page }) => {
      test.setTimeout(60_000);
      await signedIn(page, 'pub.admin', '/catalog');
      await page.getByRole('button', { name: 'Create Item' }).click();
      const create = page.getByRole('dialog', { name: 'Create Item' });
      await expect(create.getByRole('button', { name: 'Create' })).toBeInViewport({ ratio: 1 });
      await expect(create.getByRole('button', { name: 'Cancel' })).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-catalog-create`, { fullPage: false });
      await create.getByRole('button', { name: 'Cancel' }).click();
      await expect(create).toBeHidden();

      await page.locator('.ant-table-tbody tr.ant-table-row').first().click();
      await page.getByRole('region', { name: 'Item detail' }).getByRole('button', { name: /Edit$/ }).click();
      const edit = page.getByRole('dialog', { name: 'Edit Item' });
      await expect(edit.getByText('Readiness')).toBeVisible();
      await expect(edit.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
      // The section list scrolls on its own: its last sections are a hover away, and the buttons stay. The
      // list opens on hover and may still be moving in when clicked: the pick is retried until it took.
      await expect(async () => {
        await edit.locator('.ant-tabs-nav-more').hover();
        await page
          .locator('.ant-tabs-dropdown:visible')
          .getByRole('option', { name: 'Regulation' })
          .click({ timeout: 3_000 });
        await expect(edit.getByRole('tab', { name: 'Regulation' })).toHaveAttribute('aria-selected', 'true', {
          timeout: 1_000,
        });
      }).toPass({ timeout: 20_000 });
      await expect(edit.getByRole('tab', { name: 'Regulation' })).toBeInViewport();
      await expect(edit.getByRole('button', { name: 'Save' })).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-catalog-edit`, { fullPage: false });
    });

    test('the registration grids show every column', async ({ page }) => {
      await signedIn(page, 'pub.admin', '/registration');
      for (const name of ['GTIN', 'Status', 'Errors', 'Author', 'Last Update']) {
        await expect(header(page, name)).toBeInViewport({ ratio: 1 });
      }
      await expect(page.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
      // A description cut to its column shows whole on hover.
      const cut = page.locator('.ant-table-tbody .ant-typography-ellipsis').filter({ hasText: /, pallet of / });
      await cut.first().hover();
      await expect(page.getByRole('tooltip')).toHaveText((await cut.first().textContent()) ?? '');
      await shot(page, `layout-${size}-registration`, { fullPage: false });

      await page.goto('/registration/register');
      await expect(header(page, 'Last Update')).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-register`, { fullPage: false });

      await page.goto('/fix');
      await expect(header(page, 'Last Update')).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-fix`, { fullPage: false });
    });

    test('the catalog grid keeps the status in view and scrolls sideways to its last column', async ({ page }) => {
      await signedIn(page, 'pub.admin', '/catalog');
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows.first()).toBeVisible({ timeout: 15_000 });
      await expect(header(page, 'Status')).toBeInViewport({ ratio: 1 });
      // The sideways scroll bar waits at the window's bottom edge, not below the last row.
      await expect(page.locator('.ant-table-sticky-scroll')).toBeInViewport();
      await shot(page, `layout-${size}-catalog`, { fullPage: false });

      await rows.first().hover();
      await page.mouse.wheel(2000, 0);
      await expect(header(page, 'Last Update')).toBeInViewport({ ratio: 1 });
      // The GTIN stays beside the row while it scrolls.
      await expect(header(page, 'GTIN')).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-catalog-scrolled`, { fullPage: false });
    });

    test('the admin grids show every column, emails whole', async ({ page }) => {
      await signedIn(page, 'site.admin', '/admin/user');
      await expect(page.getByText('pubsub.omsonly@tradepool.example')).toBeVisible();
      await expect(header(page, 'Actions')).toBeInViewport({ ratio: 1 });
      await expectWhole(page.locator('.ant-table-tbody .ant-typography'));
      await shot(page, `layout-${size}-admin-users`, { fullPage: false });

      await page.goto('/admin/company');
      await expect(header(page, 'Status')).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole('button', { name: /Actions/ }).first()).toBeInViewport({ ratio: 1 });
      await shot(page, `layout-${size}-admin-companies`, { fullPage: false });

      await page.goto('/admin/report');
      await expect(header(page, 'Rejected')).toBeInViewport({ ratio: 1 });
    });
  });
}

test.describe('Ready, named for what it is', () => {
  test.use({ viewport: SCREENS[0] });

  test('the catalog says Ready to validate and Failed, the registration Ready to register, each explained', async ({
    page,
  }) => {
    await signedIn(page, 'pub.admin', '/catalog?status=9');
    const filter = page.getByRole('checkbox', { name: 'Not Ready / Ready to validate' });
    await expect(filter).toBeVisible({ timeout: 15_000 });
    await page.getByText('Not Ready / Ready to validate').hover();
    await expect(page.getByRole('tooltip')).toContainText('Ready to validate: All 32 required attributes are filled');

    // The seeded catalog was validated: what failed says so, and why, where registration and fix say Failed too.
    const failedTag = page.locator('.ant-table-tbody .ant-tag').filter({ hasText: /^Failed$/ });
    await failedTag.first().hover();
    await expect(
      page.getByRole('tooltip').filter({ hasText: /^Failed the GDSN validation or was rejected by the registry/ }),
    ).toBeVisible();
    await failedTag.first().click();
    const detail = page.getByRole('region', { name: 'Item detail' });
    await expect(detail.getByText('Failed', { exact: true }).first()).toBeVisible();
    await shot(page, 'ready-catalog-detail', { fullPage: false });

    await page.goto('/registration');
    const card = page.getByRole('button', { name: /^Ready to register: \d+/ });
    await expect(card).toBeVisible();
    await card.hover();
    await expect(
      page.getByRole('tooltip').filter({ hasText: 'not yet sent to the GS1 Global Registry' }),
    ).toBeVisible();
    await shot(page, 'ready-registration', { fullPage: false });
  });
});
