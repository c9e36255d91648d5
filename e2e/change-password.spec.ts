import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, shot, signIn, signOut } from './session.js';

const NEW_PASSWORD = 'Changed-By-Oscar-2026';

// sub.oms is no other spec's user: changing its password leaves the others' sign-ins alone.
test('changing one’s own password from the user menu asks for the current one', async ({ page }) => {
  await signIn(page, 'sub.oms');
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  // As in `signOut`: a click that lands while the menu is still sliding open can be swallowed on a loaded
  // machine (a CI run once saw no dialog); a person opens the menu again and clicks again.
  const item = page.getByRole('menuitem', { name: 'Change password' });
  await expect(async () => {
    if (!(await dialog.isVisible())) {
      if (!(await item.isVisible())) await page.getByRole('button', { name: 'User menu' }).click({ timeout: 3_000 });
      await item.click({ timeout: 3_000 });
    }
    await expect(dialog).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 25_000 });
  await expect(dialog.getByLabel('Current password')).toBeFocused();
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('Please enter your current password.')).toBeVisible();

  await dialog.getByLabel('Current password').fill('Not-my-password-2026');
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(dialog.getByText('The current password is not correct.')).toBeVisible();
  await shot(page, 'change-password-current-wrong', { fullPage: false });

  await dialog.getByLabel('Current password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText('Password Updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await signOut(page);
  await signIn(page, 'sub.oms');
  await expect(page.getByText('Invalid username or password.')).toBeVisible();
  await signIn(page, 'sub.oms', NEW_PASSWORD);
  await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
});
