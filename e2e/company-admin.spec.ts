import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectPath, shot as saveShot, signIn, signOut } from './session.js';

// A company created here, with GLNs no demo company uses (13 digits, valid GS1 check digits).
const COMPANY = 'Lakeside Grocers';
const BUSINESS_UNIT = 'North';
const GLNS = ['0850001000017', '0850001000024'];
const NEW_USER = 'lakeside.admin';
const FIRST_PASSWORD = 'Lakeside-Start-2026';
const SET_PASSWORD = 'Lakeside-Set-Password-2026';
const OWN_PASSWORD = 'Lakeside-Own-Password-2026';

/** From the top: the sticky header would otherwise sit in the middle of a full-page screenshot. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveShot(page, name);
}

/** An antd Select: open it, type to narrow (its list is virtual), pick the option. */
async function choose(page: Page, field: Locator, option: string): Promise<void> {
  await field.click();
  await page.keyboard.type(option);
  await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${option}"]`).click();
}

async function openCompanyList(page: Page): Promise<void> {
  await signIn(page, 'site.admin');
  await expectPath(page, '/admin/company');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
}

async function findCompany(page: Page, keyword: string): Promise<Locator> {
  await page.getByLabel('Keyword').fill(keyword);
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row', { name: new RegExp(keyword) });
  await expect(row).toHaveCount(1);
  return row;
}

test('the site admin lands on the company list, sorted by name, with its search', async ({ page }) => {
  await openCompanyList(page);
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows.first()).toContainText('Greenfield Provisions');
  await expect(page.getByRole('row', { name: /Northwind Foods/ })).toContainText('0761305000019');
  await expect(page.getByRole('button', { name: 'Add company' })).toBeVisible();
  await shot(page, 'admin-company-list');

  await choose(page, page.locator('#company-search_industrySegment'), 'Distributor');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(rows).toHaveCount(3);
  await page.getByRole('button', { name: 'Reset' }).click();
  await expect(rows).toHaveCount(5);

  await page.getByText('Publisher-subscribers', { exact: true }).click();
  await expectPath(page, '/admin/companypubsub');
  await expect(page.getByRole('heading', { name: 'Publisher-subscriber companies' })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Greenfield Provisions');
});

/**
 * Opens a setting's edit form. Under load on CI a click on 'Set up' right after the dialog opened was seen to
 * focus the button without opening the form (PostgreSQL pass, once), so the click is repeated until the form
 * shows; a second click cannot happen once it has, because the button is gone.
 */
async function setUp(dialog: Locator, field: string): Promise<void> {
  const button = dialog.getByRole('button', { name: 'Set up' });
  await expect(async () => {
    if (await button.isVisible()) await button.click();
    await expect(dialog.getByLabel(field)).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

test.describe.serial('adding a subscriber company', () => {
  test('an invalid name stops the wizard with InValidate Name, and Cancel asks first', async ({ page }) => {
    await openCompanyList(page);
    await page.getByRole('button', { name: 'Add company' }).click();
    await expectPath(page, '/admin/company/add/companyinformation');
    await page.getByLabel('Company name').fill('Lakeside/Grocers!');
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'InValidate Name' })).toBeVisible();
    await expect(page.getByText('Use letters, digits, spaces and underscore.').first()).toBeVisible();
    await shot(page, 'company-wizard-invalid-name');

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    const confirm = page.getByRole('dialog').filter({ hasText: 'Proceed with Cancel ?' });
    await expect(confirm).toBeVisible();
    await shot(page, 'company-wizard-cancel-confirm');
    await confirm.getByRole('button', { name: 'No, continue' }).click();
    await expectPath(page, '/admin/company/add/companyinformation');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Yes, cancel' }).click();
    await expectPath(page, '/admin/company');
  });

  test('the wizard creates the company step by step; with a user it is Active', async ({ page }) => {
    test.setTimeout(90_000);
    await openCompanyList(page);
    await page.getByRole('button', { name: 'Add company' }).click();

    // Company information: two GLNs, the contact, billing copied from it.
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByLabel('Business unit', { exact: true }).fill(BUSINESS_UNIT);
    await choose(page, page.locator('#company-companyinformation_industrySegment'), 'Distributor');
    // The new company's own website: empty, never the portal's address.
    await expect(page.getByLabel('Company URL')).toHaveValue('');
    await page.locator('#company-gln-0').fill('0850001000018');
    await page.locator('#company-gln-0').blur();
    await expect(page.getByText('This GLN has a wrong check digit.')).toBeVisible();
    await page.locator('#company-gln-0').fill(GLNS[0]!);
    await page.getByRole('button', { name: 'Add GLN' }).click();
    await page.locator('#company-gln-1').fill(GLNS[1]!);
    // Contact and billing share their labels; antd names each field's input after the form and the field.
    const contact = (field: string) => page.locator(`#company-companyinformation_companyContact_${field}`);
    await contact('firstName').fill('Lena');
    await contact('lastName').fill('Lake');
    await contact('email').fill('lena@lakeside.example');
    await contact('phone').fill('2185550170');
    await contact('city').fill('Duluth');
    await choose(page, contact('state'), 'Minnesota');
    await expect(page.getByLabel('Billing same as contact')).toBeChecked();
    await expect(contact('billingFirstName')).toHaveValue('Lena');
    await expect(contact('billingFirstName')).toBeDisabled();
    await expect(contact('billingCity')).toHaveValue('Duluth');
    await shot(page, 'company-wizard-information');
    await page.getByRole('button', { name: 'Next' }).click();

    // Roles: at least one; the subscriber role adds the Entrustments step.
    await expectPath(page, '/admin/company/add/companyroles');
    await expect(page.getByText('InProcess')).toBeVisible();
    // Under load the first click can land while the step is still rendering and be lost: click until it answers.
    await expect(async () => {
      await page.getByRole('button', { name: 'Next' }).click();
      await expect(page.getByText('Choose at least one company role.')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.getByLabel('Subscriber').check();
    await shot(page, 'company-wizard-roles');
    await page.getByRole('button', { name: 'Next' }).click();

    // Integrations: at least one.
    await expectPath(page, '/admin/company/add/integrationsapplications');
    await expect(page.locator('.ant-steps-item')).toHaveCount(5);
    await page.getByLabel('Outbound GS1 XML').check();
    await page.getByLabel('Order management (OMS)').check();
    await shot(page, 'company-wizard-integrations');
    await page.getByRole('button', { name: 'Next' }).click();

    // Entrustments: empty is only a warning; entrust Northwind Foods.
    await expectPath(page, '/admin/company/add/entrustments');
    await expect(page.getByText('No partner is entrusted yet')).toBeVisible();
    await page.getByLabel('Search publishers').fill('Northwind');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const candidates = page.locator('.ant-transfer-section').first();
    await expect(candidates.getByText('Northwind Foods')).toBeVisible();
    await expect(candidates.getByText('Greenfield Provisions')).toBeHidden();
    await candidates.getByText('Northwind Foods').click();
    await page.locator('.ant-transfer-actions').getByRole('button', { name: /Add/ }).click();
    await expect(page.locator('.ant-transfer-section').last().getByText('Northwind Foods')).toBeVisible();
    await expect(page.getByText('No partner is entrusted yet')).toBeHidden();
    await shot(page, 'company-wizard-entrustments');

    // Back and forward keep what was saved.
    await page.getByRole('button', { name: 'Next' }).click();
    await expectPath(page, '/admin/company/add/useraccounts');
    await page.getByRole('button', { name: 'Back' }).click();
    await expectPath(page, '/admin/company/add/entrustments');
    await expect(page.locator('.ant-transfer-section').last().getByText('Northwind Foods')).toBeVisible();
    await page.reload();
    await expect(page.locator('.ant-transfer-section').last().getByText('Northwind Foods')).toBeVisible();
    await page.getByRole('button', { name: 'Next' }).click();

    // User accounts: add the company's administrator with a password, then set another one.
    await expectPath(page, '/admin/company/add/useraccounts');
    await page.getByRole('button', { name: 'Add user' }).click();
    const form = page.locator('form#add-company-user');
    await form.getByLabel('Login').fill(NEW_USER);
    await form.getByLabel('First name').fill('Lena');
    await form.getByLabel('Last name').fill('Lake');
    await form.getByLabel('E-mail').fill('lena@lakeside.example');
    await form.getByLabel('Role').click();
    const roleOptions = page.locator('.ant-select-dropdown:visible .ant-select-item-option');
    await expect(roleOptions.first()).toBeVisible();
    await expect(roleOptions.filter({ hasText: 'Site Administrator' })).toHaveCount(0);
    await expect(roleOptions.filter({ hasText: 'Site User' })).toHaveCount(0);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option[title="Subscriber Administrator"]')
      .click();
    await form.getByLabel('Password (optional)').fill(FIRST_PASSWORD);
    await shot(page, 'company-wizard-add-user');
    await form.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    const userRow = page.getByRole('row', { name: new RegExp(NEW_USER) });
    await expect(userRow).toContainText('Subscriber Administrator');
    await expect(userRow).toContainText('Active');

    await userRow.getByRole('button', { name: 'Set password' }).click();
    const passwordDialog = page.getByRole('dialog', { name: `Set password for ${NEW_USER}` });
    await passwordDialog.getByLabel('New password', { exact: true }).fill(SET_PASSWORD);
    await passwordDialog.getByLabel('Confirm new password').fill(SET_PASSWORD);
    await shot(page, 'company-wizard-set-password');
    await passwordDialog.getByRole('button', { name: 'Set password' }).click();
    await expect(page.getByText('Password Updated successfully')).toBeVisible();
    await expect(passwordDialog).toBeHidden();
    await shot(page, 'company-wizard-user-accounts');

    // Save and close: success, and after 3 s the list, where the company is Active.
    await page.getByRole('button', { name: 'Save and close' }).click();
    await expect(page.getByText('Created successfully')).toBeVisible();
    await expectPath(page, '/admin/company/add/useraccounts');
    await expectPath(page, '/admin/company');
    const row = await findCompany(page, COMPANY);
    await expect(row).toContainText(BUSINESS_UNIT);
    await expect(row).toContainText(GLNS[0]!);
    await expect(row).toContainText('Active');
    await shot(page, 'admin-company-list-created');

    await signOut(page);
  });

  test('the new user signs in: privacy policy, own password, then the app', async ({ page }) => {
    await signIn(page, NEW_USER, FIRST_PASSWORD);
    await expect(page.getByText('Invalid username or password.')).toBeVisible();

    await signIn(page, NEW_USER, SET_PASSWORD);
    await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Accept' }).click();
    const change = page.getByRole('dialog', { name: 'Set a new password' });
    await change.getByLabel('New password', { exact: true }).fill(OWN_PASSWORD);
    await change.getByLabel('Confirm new password').fill(OWN_PASSWORD);
    await change.getByRole('button', { name: 'Save password' }).click();
    await expect(change).toBeHidden();
    // A subscriber company's user: spec point 6 sends a subscriber from home to the subscriber catalog.
    await expectPath(page, '/catalog/subscriber');
    await expect(page.getByRole('heading', { name: 'Subscriber catalog' })).toBeVisible();
    await expect(page.getByText(COMPANY).first()).toBeVisible();
    await shot(page, 'company-new-user-signed-in');
  });

  test('the edit detail shows the company in tabs and saves a tab in its modal', async ({ page }) => {
    await openCompanyList(page);
    const row = await findCompany(page, COMPANY);
    await row.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'View/Edit' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/\d+\/North\/edit$/);
    await expect(page.getByRole('heading', { name: COMPANY })).toBeVisible();
    await expect(page.locator('.ant-breadcrumb')).toContainText('North');
    await expect(page.getByText(GLNS[1]!).first()).toBeVisible();
    await shot(page, 'company-edit-detail');

    for (const tab of ['Company Roles', 'Integrations/Applications', 'Entrustments', 'User Accounts']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    }
    await expect(page.getByRole('tabpanel', { name: 'User Accounts' })).toContainText(NEW_USER);
    await page.getByRole('tab', { name: 'Entrustments' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Entrustments' })).toContainText('Northwind Foods');
    await shot(page, 'company-edit-entrustments');

    await page.getByRole('tab', { name: 'Company Information' }).click();
    await page.getByRole('tabpanel', { name: 'Company Information' }).getByRole('button', { name: 'Edit' }).click();
    const modal = page.getByRole('dialog', { name: 'Edit Company Information' });
    await expect(modal).toBeVisible();
    await expect(modal.getByLabel('Company name')).toHaveValue(COMPANY);
    await modal.getByLabel('Company type').fill('Broadline');
    await shot(page, 'company-edit-modal-information');
    await modal.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('tabpanel', { name: 'Company Information' })).toContainText('Broadline');
    await shot(page, 'company-edit-updated');

    await page.getByRole('tab', { name: 'Company Roles' }).click();
    await page.getByRole('tabpanel', { name: 'Company Roles' }).getByRole('button', { name: 'Open as page' }).click();
    await expect(page).toHaveURL(/\/admin\/company\/\d+\/North\/edit\/companyrolesedit$/);
    await expect(page.getByLabel('Subscriber')).toBeChecked();
    await shot(page, 'company-edit-roles-page');
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/company\/\d+\/North\/edit$/);
  });

  test('the list offers the Output Profile and DQ Match Criteria of a company', async ({ page }) => {
    await openCompanyList(page);
    const row = await findCompany(page, COMPANY);

    await row.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'Output Profile' }).click();
    const profile = page.getByRole('dialog', { name: /Output Profile/ });
    await expect(profile.getByText('No output profile is set up for this company.')).toBeVisible();
    await setUp(profile, 'Spreadsheet');
    await profile.getByLabel('Spreadsheet').check();
    await profile.getByLabel('Include images').click();
    await shot(page, 'company-output-profile-edit');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByText('Updated successfully')).toBeVisible();
    await expect(profile).toContainText('GS1 XML');
    await expect(profile).toContainText('Spreadsheet');
    await shot(page, 'company-output-profile');
    await profile.locator('button', { hasText: 'Close' }).click();

    await row.getByRole('button', { name: /Actions for/ }).click();
    await page.getByRole('menuitem', { name: 'DQ Match Criteria' }).click();
    const criteria = page.getByRole('dialog', { name: /DQ Match Criteria/ });
    await setUp(criteria, 'Brand');
    await criteria.getByLabel('Brand').check();
    await criteria.getByRole('button', { name: 'Save' }).click();
    await expect(criteria.getByText('Updated successfully')).toBeVisible();
    await expect(criteria).toContainText('80 %');
    await expect(criteria).toContainText('Brand');
    await shot(page, 'company-match-criteria');
  });
});

test('a publisher admin sees only their own company and cannot add one', async ({ page }) => {
  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  await page.goto('/admin/company');
  const rows = page.locator('.ant-table-tbody tr.ant-table-row');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Northwind Foods');
  await expect(page.getByRole('button', { name: 'Add company' })).toBeHidden();
  await shot(page, 'admin-company-list-publisher');

  // Spec point 6 opens the wizard with COMPANY_VIEW; saving needs COMPANY_MANAGE, so it stays locked.
  await page.goto('/admin/company/add/companyinformation');
  await expectPath(page, '/admin/company/add/companyinformation');
  await expect(page.getByLabel('Company name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next' })).toBeDisabled();
});
