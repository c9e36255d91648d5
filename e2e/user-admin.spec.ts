import { expect, test, type Locator, type Page } from '@playwright/test';
import { dialogShot, expectPath, shot, signIn } from './session.js';

// One account is created here and followed through its life: the order of the tests matters.
const login = `e2e.user.${Date.now().toString(36)}`;
const initialPassword = 'Initial-Password-2026';
const chosenPassword = 'Chosen-Password-2026';
let createdId = 0;

async function signedIn(page: Page, user: string, password?: string): Promise<void> {
  await signIn(page, user, password);
  await page.waitForURL((url) => url.pathname !== '/login');
}

/** antd draws its own option list; the role=option elements it also renders are hidden, for screen readers. */
function selectOption(page: Page, name: string | RegExp) {
  return page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: name }).first();
}

/** Opens an antd select and picks an option; retried, since a click during the opening animation can miss. */
async function choose(page: Page, field: Locator, option: string | RegExp): Promise<void> {
  const select = field.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await expect(async () => {
    if (!(await page.locator('.ant-select-dropdown:visible').count())) await field.click();
    await selectOption(page, option).click({ timeout: 2_000 });
    await expect(select).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 10_000 });
}

function rows(page: Page) {
  return page.locator('.ant-table-tbody tr.ant-table-row');
}

async function searchByLogin(page: Page, text: string): Promise<void> {
  const search = page.locator('form#user-search');
  await search.getByLabel('Login').fill(text);
  await search.getByRole('button', { name: 'Search' }).click();
}

test.describe.serial('user admin', () => {
  test('a site admin searches users of every company', async ({ page }) => {
    await signedIn(page, 'site.admin');
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible({ timeout: 15_000 });
    await expect(rows(page).first()).toBeVisible();
    // Default order: last name ascending.
    const lastNames = await rows(page).locator('td:first-child').allInnerTexts();
    const sorted = [...lastNames].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()));
    expect(lastNames).toEqual(sorted);
    await expect(page.locator('form#user-search').getByLabel('Company')).toBeVisible();
    await shot(page, 'admin-users');

    const search = page.locator('form#user-search');
    await search.getByLabel('Last name').fill('subscriber');
    await search.getByRole('button', { name: 'Search' }).click();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('sub.admin');
    await expect(rows(page).first()).toContainText('Harbor Foodservice');
    await search.getByRole('button', { name: 'Reset' }).click();
    await expect(rows(page).nth(5)).toBeVisible();
  });

  test('a site admin adds a user with a password into Northwind Foods', async ({ page }) => {
    await signedIn(page, 'site.admin');
    await page.goto('/admin/user');
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText('Please fill in all required inputs.')).toBeVisible();

    await dialog.getByLabel('Company').click();
    await dialog.getByLabel('Company').fill('North');
    await choose(page, dialog.getByLabel('Company'), 'Northwind Foods');
    // Spec point 5: HTML tags are stripped from the login before it is sent.
    await dialog.getByLabel('Login').fill(`<b>${login}</b>`);
    await choose(page, dialog.getByLabel('Role'), /^Publisher User$/);
    await dialog.getByLabel('First name').fill('Erin');
    await dialog.getByLabel('Last name').fill('Endtoend');
    await dialog.getByLabel('Email').fill(`${login}@northwind.example`);
    await dialog.getByLabel('Phone').fill('312 555 0199');
    await dialog.getByLabel('Title').fill('Data steward');
    await dialog.getByLabel('Sell sheet access').check();
    await dialog.getByLabel('Password (optional)').fill('short');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    await expect(dialog.getByText(/at least 15 characters/).first()).toBeVisible();
    await dialog.getByLabel('Password (optional)').fill(initialPassword);
    await expect(dialog.getByText('Please fill in all required inputs.')).toBeHidden();
    await dialogShot(page, 'admin-user-add');

    const created = page.waitForResponse((r) => r.url().endsWith('/mds/app/users') && r.request().method() === 'POST');
    await dialog.getByRole('button', { name: 'Add user' }).click();
    const body = await (await created).json();
    expect(body.data.login).toBe(login);
    createdId = body.data.id;
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Created successfully')).toBeVisible();
    // Success alerts hide after 3 s.
    await expect(page.getByText('Created successfully')).toBeHidden({ timeout: 6_000 });

    await searchByLogin(page, login);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Northwind Foods');
    await expect(rows(page).first()).toContainText('Publisher User');
    await expect(rows(page).first()).toContainText('Active');
  });

  test('the new user signs in: privacy policy, then a new password', async ({ page }) => {
    await signIn(page, login, initialPassword);
    await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Accept' }).click();
    const change = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(change).toBeVisible();
    await change.getByLabel('New password', { exact: true }).fill(chosenPassword);
    await change.getByLabel('Confirm new password').fill(chosenPassword);
    await change.getByRole('button', { name: 'Save password' }).click();
    await expectPath(page, '/home');
    await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  });

  test('a site admin edits the user through /admin/user/edit and deactivates them', async ({ page }) => {
    expect(createdId).toBeGreaterThan(0);
    await signedIn(page, 'site.admin');
    await page.goto(`/admin/user/edit?id=${createdId}`);
    const dialog = page.getByRole('dialog', { name: 'Edit user' });
    await expect(dialog.getByLabel('Login')).toHaveValue(login);
    await expect(dialog.getByLabel('Sell sheet access')).toBeChecked();
    await dialog.getByLabel('Title').fill('Senior data steward');
    await choose(page, dialog.getByLabel('Status'), 'Inactive');
    await dialogShot(page, 'admin-user-edit');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expectPath(page, '/admin/user');
    await expect(page.getByText('Updated successfully')).toBeVisible();

    await searchByLogin(page, login);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Inactive');

    // A row's Edit opens the same dialog in place.
    await rows(page)
      .first()
      .getByRole('button', { name: `Edit ${login}` })
      .click();
    await expect(page.getByRole('dialog', { name: 'Edit user' }).getByLabel('Title')).toHaveValue(
      'Senior data steward',
    );
    await page.getByRole('dialog', { name: 'Edit user' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit user' })).toBeHidden();
  });

  test('the deactivated user can no longer sign in, and is told no more than for a wrong password', async ({
    page,
  }) => {
    await signIn(page, login, chosenPassword);
    await expect(page.getByText('Invalid username or password.')).toBeVisible();
    await expectPath(page, '/login');
  });

  test("resetting the user's password shows the server's text", async ({ page }) => {
    await signedIn(page, 'site.admin');
    await page.goto('/admin/user');
    await searchByLogin(page, login);
    await rows(page)
      .first()
      .getByRole('button', { name: `Reset password of ${login}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Reset password' });
    await expect(dialog).toContainText(`${login}@northwind.example`);
    await dialog.getByRole('button', { name: 'Reset password' }).click();
    await expect(dialog.getByText('Password Reset successfully. Email has been sent.')).toBeVisible();
    await dialogShot(page, 'admin-user-reset');
    await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });

  test('/admin/user/add opens the list with the add dialog; closing it returns to the list', async ({ page }) => {
    await signedIn(page, 'site.admin');
    await page.goto('/admin/user/add');
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expectPath(page, '/admin/user');
    await expect(dialog).toBeHidden();
  });

  test('a publisher admin sees only the users of Northwind Foods', async ({ page }) => {
    await signedIn(page, 'pub.admin');
    await page.goto('/admin/user');
    await expect(rows(page).first()).toBeVisible();
    await expect(page.locator('form#user-search').getByLabel('Company')).toHaveCount(0);
    const companies = await rows(page).locator('td:nth-child(4)').allInnerTexts();
    expect(companies.length).toBeGreaterThanOrEqual(4);
    for (const company of companies) expect(company).toBe('Northwind Foods');
    await expect(page.getByText(login, { exact: true })).toBeVisible();
    await expect(page.getByText('site.admin')).toHaveCount(0);

    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add user' });
    await expect(dialog.getByLabel('Company')).toHaveValue('Northwind Foods');
    await expect(dialog.getByLabel('Company')).toBeDisabled();
    await dialog.getByLabel('Role').click();
    await expect(selectOption(page, /^Publisher User$/)).toBeVisible();
    await expect(page.locator('.ant-select-dropdown:visible').getByText('Site Administrator')).toHaveCount(0);
    await dialogShot(page, 'admin-user-add-publisher');
  });
});

test('the publisher-subscriber user screen has its own title and offers publisher-subscriber companies', async ({
  page,
}) => {
  await signIn(page, 'site.admin');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/userpubsub');
  await expect(page.getByRole('heading', { name: 'Publisher-subscriber users' })).toBeVisible({ timeout: 15_000 });
  const company = page.locator('form#user-search').getByLabel('Company');
  await company.click();
  await expect(page.locator('.ant-select-dropdown:visible .ant-select-item-option')).toHaveText([
    'Greenfield Provisions',
  ]);
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option').click();
  await page.locator('form#user-search').getByRole('button', { name: 'Search' }).click();
  const companyCells = page.locator('.ant-table-tbody tr.ant-table-row td:nth-child(4)');
  await expect.poll(async () => [...new Set(await companyCells.allInnerTexts())]).toEqual(['Greenfield Provisions']);
});
