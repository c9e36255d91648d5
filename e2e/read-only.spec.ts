import { expect, test, type Page } from '@playwright/test';
import { FIX_SCREEN_NAME } from '@tradepool/domain';
import { bodyRows } from './dms-item-list.js';
import { dialogShot, expectPath, shot, signIn, tokenFor, tokenOf } from './session.js';

const NORTHWIND_GLN = '0761305000019';
const HARBOR_EAST_GLN = '0843912000016';
const ITEM_LIST = `/dms/itemlist/Northwind%20Foods/${NORTHWIND_GLN}/3/dms`;

/** What the signed-in user of the page gets from an API call: the screens offer nothing the server refuses. */
async function statusOf(page: Page, method: 'GET' | 'POST', url: string, data?: object): Promise<number> {
  const headers = { authorization: `Bearer ${await tokenOf(page)}` };
  const response = await page.request.fetch(`/mds/app/${url}`, { method, headers, data });
  return response.status();
}

test.use({ viewport: { width: 1366, height: 768 } });

test('the read-only subscriber sees the subscriber’s screens without their actions, and the server refuses them', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // A subscriber user puts one of Harbor East's items on hold, for the read-only user to read.
  const user = await tokenFor(request, 'sub.user');
  const items = await request.post('/mds/app/catalogs/publisherItemsList', {
    headers: { authorization: `Bearer ${user}` },
    data: { publisherGln: NORTHWIND_GLN, listView: 3, rowCount: 100 },
  });
  const rows = ((await items.json()) as { data: { results: { catalogItemId: number; gtin: string }[] } }).data.results;
  expect(rows.length).toBeGreaterThan(1);
  const held = rows[0]!;
  const other = rows[1]!;
  const followUp = await request.post('/mds/app/dms/itemmatching/items/followup', {
    headers: { authorization: `Bearer ${user}` },
    data: { catalogItemIds: [held.catalogItemId], message: 'Waiting for the new allergen statement' },
  });
  expect(followUp.status()).toBe(200);

  await signIn(page, 'sub.readonly');
  await expectPath(page, '/catalog/subscriber');

  // Subscriptions: the list and its download, no create or cancel.
  await page.goto('/subscription');
  await expect(page.getByRole('heading', { name: 'Subscriptions' })).toBeVisible();
  await expect(bodyRows(page).first()).toBeVisible();
  await expect(page.getByText('Your role views subscriptions; it does not create or cancel them.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Create subscription/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Cancel subscription/ })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Download subscribed items/ })).toBeEnabled();
  await page.screenshot({ path: '/tmp/i13-authz-subscription-readonly.png' });
  await shot(page, 'subscription-read-only');
  expect(
    await statusOf(page, 'POST', 'gdsn/subscriptions', { subscriberGLN: HARBOR_EAST_GLN, publisherGLN: NORTHWIND_GLN }),
  ).toBe(403);

  // Data quality: where matching stands, but no "Match again".
  await page.goto('/dms');
  await expect(page.getByRole('heading', { name: 'Data quality' })).toBeVisible();
  await expect(bodyRows(page).filter({ hasText: NORTHWIND_GLN })).toBeVisible();
  await expect(page.getByRole('button', { name: /Match again/ })).toHaveCount(0);
  expect(await statusOf(page, 'POST', 'dms/matching')).toBe(403);

  // The item list: no CIC, follow-up or order actions; the item on hold shows its message, to read only.
  await page.goto(ITEM_LIST);
  // The list draws once its three queries have answered: seconds on a loaded machine.
  await expect(bodyRows(page).first()).toBeVisible({ timeout: 30_000 });
  for (const action of ['Synchronise', 'Review', 'Reject', 'Follow-Up', 'Send to order system']) {
    await expect(page.getByRole('button', { name: new RegExp(`^([a-z-]+ )?${action}$`) })).toHaveCount(0);
  }
  await expect(page.getByRole('button', { name: `Follow-up of ${other.gtin}` })).toHaveCount(0);
  await page.getByRole('button', { name: `Follow-up of ${held.gtin}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Follow-Up' });
  await expect(dialog.getByText('Waiting for the new allergen statement')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Put on hold' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Replace message' })).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Remove follow-up' })).toHaveCount(0);
  await expect(dialog.getByLabel('Follow-up message')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/i13-authz-follow-up-readonly.png' });
  await dialogShot(page, 'dms-follow-up-read-only');
  await dialog.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  expect(
    await statusOf(page, 'POST', 'gdsn/subscriptions/cic', { catalogItemIds: [other.catalogItemId], status: 'REVIEW' }),
  ).toBe(403);
  expect(await statusOf(page, 'GET', `dms/itemmatching/items/${held.catalogItemId}/followup`)).toBe(200);

  // Unmatched buyer items: the publisher items are shown, without Broad match or Not a match.
  await page.goto('/dms/subscriberunmatcheditems');
  await expect(page.getByRole('heading', { name: 'Unmatched buyer items' })).toBeVisible();
  await bodyRows(page).first().getByRole('button', { name: 'Publisher items' }).click();
  const matches = page.getByRole('dialog', { name: /^Publisher items that may be / });
  await expect(bodyRows(matches).first()).toBeVisible();
  await expect(matches.getByRole('button', { name: 'Broad match' })).toHaveCount(0);
  await expect(matches.getByRole('button', { name: 'Not a match' })).toHaveCount(0);
  await expect(matches.getByRole('radio')).toHaveCount(0);
  await page.screenshot({ path: '/tmp/i13-authz-extrinsic-readonly.png' });
});

test('a site user, who may view companies, opens the company wizard and is told why it cannot save', async ({
  page,
}) => {
  await signIn(page, 'site.user');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/company/add/companyinformation');
  await expectPath(page, '/admin/company/add/companyinformation');
  await expect(page.getByRole('heading', { name: 'Add company' })).toBeVisible();
  const why = 'Adding a company needs the permission to manage companies; you can look at its steps.';
  await expect(page.getByRole('alert').filter({ hasText: why })).toBeVisible();
  // Every field of the step is shown and locked, those that lock themselves for their own reasons too.
  await expect(page.getByLabel('Company name')).toBeDisabled();
  await expect(page.getByLabel('City').first()).toBeDisabled();
  await expect(page.getByRole('button', { name: /Add GLN/ })).toBeDisabled();
  await page.screenshot({ path: '/tmp/i13-authz-company-wizard-view-only.png' });
  await shot(page, 'company-wizard-view-only', { fullPage: false });
  const next = page.getByRole('button', { name: 'Next' });
  await expect(next).toBeDisabled();
  await next.hover({ force: true });
  await expect(page.getByRole('tooltip').filter({ hasText: why })).toBeVisible();
  await page.screenshot({ path: '/tmp/i13-authz-company-wizard-view-only-next.png' });
  // Saving is COMPANY_MANAGE's on the server too.
  expect(
    await statusOf(page, 'POST', 'companies/addUpdateCompany', { step: 'companyinformation', name: 'View Only Foods' }),
  ).toBe(403);
  await page.mouse.move(0, 0);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expectPath(page, '/admin/company');
});

test('a non-GDSN publisher is not offered registration with the GS1 Global Registry', async ({ page }) => {
  await signIn(page, 'pub.nongdsn');
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/registration');
  await expect(page.getByRole('heading', { name: 'Registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: FIX_SCREEN_NAME })).toBeVisible();
  await expect(page.getByRole('button', { name: /Register items/ })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/i13-authz-registration-non-gdsn.png' });
  // The register screen is not theirs: the guard sends them home, and the server refuses the call.
  await page.goto('/registration/register');
  await expectPath(page, '/home');
  expect(await statusOf(page, 'POST', 'gdsn/tradeitems/registration/register', { catalogItemIds: [1] })).toBe(403);
});
