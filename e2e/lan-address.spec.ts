import os from 'node:os';
import { expect, test, type Response } from '@playwright/test';
import { expectPath, signIn } from './session.js';

/** An IPv4 address of this machine other than loopback: what a colleague on the network would type. */
function lanAddress(): string | undefined {
  return Object.values(os.networkInterfaces())
    .flat()
    .find((candidate) => candidate?.family === 'IPv4' && !candidate.internal)?.address;
}

const address = lanAddress();

test('the app works over plain HTTP at a non-loopback address: no https, compressed and cached files', async ({
  browser,
  baseURL,
}) => {
  test.skip(!address, 'this machine has no non-loopback IPv4 address to open the app through');
  const origin = new URL(baseURL ?? '');
  origin.hostname = address ?? '';
  const context = await browser.newContext({ baseURL: origin.origin });
  const page = await context.newPage();
  const requested: string[] = [];
  const failed: string[] = [];
  const responses: Response[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('requestfailed', (request) => failed.push(`${request.url()}: ${request.failure()?.errorText}`));
  page.on('response', (response) => responses.push(response));

  await signIn(page, 'pub.admin');
  await expectPath(page, '/home');
  await expect(page.getByText('Northwind Foods').first()).toBeVisible();

  expect(requested.filter((url) => !url.startsWith(`${origin.origin}/`))).toEqual([]);
  expect(failed).toEqual([]);

  const document = responses.find((response) => response.request().resourceType() === 'document');
  expect(document?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
  expect(document?.headers()['cache-control']).toBe('no-cache');

  const scripts = responses.filter((response) => response.request().resourceType() === 'script');
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    expect(script.headers()['cache-control'], script.url()).toBe('public, max-age=31536000, immutable');
    // The build leaves files under 1 KB as they are. Chromium offers brotli to secure origins only (loopback
    // counts as one), so here it gets gzip.
    const accepted = (await script.request().allHeaders())['accept-encoding'] ?? '';
    const expected = accepted.includes('br') ? 'br' : 'gzip';
    if ((await script.body()).length >= 1024) expect(script.headers()['content-encoding'], script.url()).toBe(expected);
  }

  const authenticate = responses.find((response) => response.url().endsWith('/mds/app/users/authenticate'));
  expect(authenticate?.headers()['cache-control']).toBe('no-store');
  await context.close();
});
