import { expect, test } from '@playwright/test';
import { expectPath, shot, signIn, tokenOf } from './session.js';

// new.publisher has not answered the privacy policy and must change the password: the order matters.
test.describe.serial('first sign-in of new.publisher', () => {
  test('declining the privacy policy records the answer and signs out', async ({ page, request }) => {
    await signIn(page, 'new.publisher');
    const dialog = page.getByRole('dialog', { name: 'Privacy policy' });
    await expect(dialog).toBeVisible();
    await shot(page, 'privacy-policy');
    await dialog.getByRole('button', { name: 'Decline' }).click();
    await expectPath(page, '/login');
    await expect(dialog).toBeHidden();
    expect(await tokenOf(page)).toBeNull();

    const auth = await request.post('/mds/app/users/authenticate', {
      data: { userName: 'new.publisher', password: 'Tradepool-Demo-2026' },
    });
    expect((await auth.json()).data.policyAccepted).toBe(0);
  });

  test('accepting the policy leads to the forced password change, which enforces the policy', async ({ page }) => {
    await signIn(page, 'new.publisher');
    await page.getByRole('dialog', { name: 'Privacy policy' }).getByRole('button', { name: 'Accept' }).click();

    const change = page.getByRole('dialog', { name: 'Set a new password' });
    await expect(change).toBeVisible();
    await change.getByLabel('New password', { exact: true }).fill('tooshort1A');
    await change.getByLabel('Confirm new password').fill('tooshort1A');
    await change.getByRole('button', { name: 'Save password' }).click();
    await expect(change.getByText(/at least 15 characters/).first()).toBeVisible();
    await shot(page, 'forced-password-change');

    await change.getByLabel('New password', { exact: true }).fill('Fresh-Password-2026');
    await change.getByLabel('Confirm new password').fill('Fresh-Password-2026');
    await change.getByRole('button', { name: 'Save password' }).click();
    await expectPath(page, '/home');
    await expect(change).toBeHidden();
  });

  test('the new password is the one that works', async ({ page }) => {
    await signIn(page, 'new.publisher', 'Fresh-Password-2026');
    await expectPath(page, '/home');
  });
});
