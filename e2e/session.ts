import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tradepool-Demo-2026';

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The bearer token the app keeps for this tab. */
export function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('tradepool.token'));
}

/** A screenshot of what the user sees once the screen has settled (lazy chunks loaded, no animation). */
export async function shot(page: Page, name: string): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 10_000 });
}
