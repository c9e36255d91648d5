import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, expectPath, shot, signIn, switchCompany, tokenOf } from './session.js';

test('the empty path and unknown paths go where spec point 2 says', async ({ page }) => {
  await page.goto('/');
  await expectPath(page, '/login');
  await shot(page, 'login');
  await page.goto('/no/such/screen');
  await expectPath(page, '/404');
});

test('a publisher admin lands on home and sees only what the role allows', async ({ page }) => {
  await signIn(page, 'Pub.Admin');
  await expectPath(page, '/home');
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();
  await shot(page, 'home-publisher');
  await page.goto('/login');
  await expectPath(page, '/home');
});

test('a saved landing page wins over the role', async ({ page, request }) => {
  const auth = await request.post('/mds/app/users/authenticate', {
    data: { userName: 'pubsub.admin', password: DEMO_PASSWORD },
  });
  const { data } = await auth.json();
  await request.post(`/mds/app/users/updateUserPreference/${data.id}/${encodeURIComponent('/play')}`, {
    headers: { authorization: `Bearer ${data.authToken.token}` },
    data: {},
  });
  await signIn(page, 'pubsub.admin');
  await expectPath(page, '/play');
  await expect(page.getByText('Greenfield Provisions').first()).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await shot(page, 'play');
});

test('a site admin lands on company admin, the landing screen of the role', async ({ page }) => {
  await signIn(page, 'site.admin');
  await expectPath(page, '/admin/company');
  await expect(page.getByRole('heading', { name: 'Companies' })).toBeVisible();
  await expect(page.getByText('Site Administrator').first()).toBeVisible();
});

test('a wrong password shows the server’s message and keeps the user out', async ({ page }) => {
  await signIn(page, 'sub.user', 'Wrong-password-2026');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await expectPath(page, '/login');
  expect(await tokenOf(page)).toBeNull();
});

test('a multi-company user switches company from the header', async ({ page }) => {
  await signIn(page, 'sub.admin');
  // Spec point 6: a subscriber is sent from home to the subscriber catalog.
  await expectPath(page, '/catalog/subscriber');
  const switcher = page.locator('.ant-select', { has: page.getByLabel('Company') });
  await expect(switcher).toContainText('0843912000016');
  await switchCompany(page, /West Region/, '0843912000023');
  await expect(page.getByText('The items Harbor Foodservice received')).toBeVisible();
  await shot(page, 'subscriber-west');
});
