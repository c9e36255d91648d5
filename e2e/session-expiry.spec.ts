import { expect, test } from '@playwright/test';
import { expectPath, shot, signIn, tokenOf } from './session.js';

test('a session the server no longer knows shows the session dialog, then the sign-in screen', async ({
  page,
  request,
}) => {
  await signIn(page, 'pub.user');
  await expectPath(page, '/home');
  await page.getByRole('link', { name: 'Play' }).first().click();
  await expectPath(page, '/play');

  // End the session on the server, as an idle timeout would.
  const token = await tokenOf(page);
  await request.get('/mds/app/users/logout', { headers: { authorization: `Bearer ${token}` } });
  await page.reload();

  const dialog = page.getByRole('dialog', { name: 'Please Login to continue !!' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    'Your Session has been inactive for 2 hours and you have been logged out. Any unsubmitted data has been lost.',
  );
  await shot(page, 'session-expired');
  // It hides by itself after 3000 ms and leaves the user at sign-in.
  await expectPath(page, '/login');

  // Signing in again returns to the screen the user was on.
  await signIn(page, 'pub.user');
  await expectPath(page, '/play');
});
