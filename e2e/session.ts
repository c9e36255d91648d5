import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Tradepool-Demo-2026';

/** Outside Playwright's output folder, which each run empties first. */
const SCREENS_DIR = 'screens';

/** The laptop screens the core tasks are tried on (1366 × 768 the smallest in use), the side navigation open. */
export const LAPTOP_SCREENS = [
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
] as const;

export async function signIn(page: Page, login: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Switches the current company from the header, picking again until the switcher shows it: a CI run once saw
 * the pick lost while the landing page was still settling.
 */
export async function switchCompany(page: Page, option: RegExp, gln: string): Promise<void> {
  const switcher = page.locator('.ant-select', { has: page.getByLabel('Company') });
  await expect(async () => {
    await page.getByLabel('Company').click();
    await page.getByRole('option', { name: option }).click({ timeout: 3_000 });
    await expect(switcher).toContainText(gln, { timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}

/** A demo user's bearer token from the API, for a test's own calls beside the browser. */
export async function tokenFor(request: APIRequestContext, login: string): Promise<string> {
  const answer = await request.post('/mds/app/users/authenticate', {
    data: { userName: login, password: DEMO_PASSWORD },
  });
  return ((await answer.json()) as { data: { authToken: { token: string } } }).data.authToken.token;
}

/** The bearer token the app keeps for this tab. */
export function tokenOf(page: Page): Promise<string | null> {
  return page.evaluate(() => localStorage.getItem('tradepool.token'));
}

/**
 * A screenshot of what the user sees once the screen has settled (lazy chunks loaded, no animation).
 * Dialogs read better in the viewport only: a full-page shot draws their mask over the first screen alone.
 */
export async function shot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<void> {
  await page.waitForLoadState('networkidle');
  // Screens are for a person to look at; on CI nobody does, and a full-page shot costs a second of CPU.
  if (process.env.CI) return;
  await page.screenshot({ path: `${SCREENS_DIR}/${name}.png`, fullPage, animations: 'disabled' });
}

/**
 * Signs out from the user menu. A click that lands while the menu is still sliding open can be swallowed by
 * its animation on a loaded machine, and a menu closed by a dialog handing focus back goes away under the
 * pointer; a person opens it again (only when it is not open: a second click on the button would close it)
 * and clicks again, and so does this.
 */
export async function signOut(page: Page): Promise<void> {
  const logout = page.getByRole('menuitem', { name: 'Logout' });
  await expect(async () => {
    if (new URL(page.url()).pathname !== '/login') {
      if (!(await logout.isVisible())) await page.getByRole('button', { name: 'User menu' }).click({ timeout: 3_000 });
      await logout.click({ timeout: 3_000 });
    }
    await expect(page).toHaveURL((url) => url.pathname === '/login', { timeout: 5_000 });
  }).toPass({ timeout: 25_000 });
}

export async function expectPath(page: Page, path: string): Promise<void> {
  await expect(page).toHaveURL((url) => url.pathname === path, { timeout: 10_000 });
}

/** A dialog in a viewport tall enough to hold all of it, scrolled to its top, like a user on a tall screen. */
export async function dialogShot(page: Page, name: string): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 1366, height: 800 };
  await page.evaluate(() => {
    window.scrollTo(0, 0);
    document.querySelectorAll('.ant-modal-wrap').forEach((wrap) => wrap.scrollTo(0, 0));
  });
  const box = await page.locator('.ant-modal').last().boundingBox();
  const height = Math.max(viewport.height, Math.ceil((box?.y ?? 0) + (box?.height ?? 0) + 48));
  await page.setViewportSize({ width: viewport.width, height });
  await shot(page, name, { fullPage: false });
  await page.setViewportSize(viewport);
}
