import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { loadConfig, type CspUpgradeInsecure } from '../config.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { registerSecurityHeaders, withoutUpgradeInsecureRequests } from './security-headers.js';

const HTTPS = { 'x-forwarded-proto': 'https' };

async function headersOf(mode: CspUpgradeInsecure, headers: Record<string, string>, trustProxy = true) {
  const app = Fastify({ trustProxy });
  await registerSecurityHeaders(app, mode);
  app.get('/page', () => 'page');
  const response = await app.inject({ method: 'GET', url: '/page', headers });
  await app.close();
  return {
    csp: String(response.headers['content-security-policy']),
    hsts: response.headers['strict-transport-security'],
  };
}

describe('the content security policy and HSTS by protocol', () => {
  it('over plain HTTP: no upgrade-insecure-requests and no HSTS, so any address serves a working page', async () => {
    const { csp, hsts } = await headersOf('auto', {});
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('over HTTPS as a trusted proxy says: the upgrade and HSTS', async () => {
    const { csp, hsts } = await headersOf('auto', HTTPS);
    expect(csp).toContain('upgrade-insecure-requests');
    expect(hsts).toMatch(/max-age=\d+/);
  });

  it('ignores X-Forwarded-Proto unless TRUST_PROXY is on', async () => {
    const { csp, hsts } = await headersOf('auto', HTTPS, false);
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(hsts).toBeUndefined();
  });

  it('CSP_UPGRADE_INSECURE=true sends the upgrade over plain HTTP too, =false never; HSTS follows the protocol', async () => {
    const forced = await headersOf('always', {});
    expect(forced.csp).toContain('upgrade-insecure-requests');
    expect(forced.hsts).toBeUndefined();
    const never = await headersOf('never', HTTPS);
    expect(never.csp).not.toContain('upgrade-insecure-requests');
    expect(never.hsts).toMatch(/max-age=\d+/);
  });

  it('reads CSP_UPGRADE_INSECURE as auto, true or false and refuses anything else', () => {
    expect(loadConfig({}).cspUpgradeInsecure).toBe('auto');
    expect(loadConfig({ CSP_UPGRADE_INSECURE: 'true' }).cspUpgradeInsecure).toBe('always');
    expect(loadConfig({ CSP_UPGRADE_INSECURE: 'false' }).cspUpgradeInsecure).toBe('never');
    expect(() => loadConfig({ CSP_UPGRADE_INSECURE: 'yes' })).toThrow(/CSP_UPGRADE_INSECURE/);
  });

  it('takes the upgrade out of a policy string and leaves the rest', () => {
    expect(withoutUpgradeInsecureRequests("default-src 'self'; upgrade-insecure-requests; img-src data:")).toBe(
      "default-src 'self'; img-src data:",
    );
  });
});

describe('the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: true });
  });
  afterAll(() => t.close());

  it('answers plain HTTP without the upgrade and HTTPS behind a proxy with it', async () => {
    const url = '/mds/app/config/get/session-timeout';
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    const proxied = await t.app.inject({ method: 'GET', url, headers: HTTPS });
    expect(proxied.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(proxied.headers['strict-transport-security']).toBeDefined();
  });

  it('keeps the OpenAPI page working over plain HTTP', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mds/app/docs' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('marks every API answer no-store: the sign-in (it carries the token), a refusal, an unknown call', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/mds/app/users/authenticate',
      payload: { userName: 'pub.admin', password: 'Tradepool-Demo-2026' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/mds/app/users' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const unknown = await t.app.inject({ method: 'GET', url: '/mds/app/no/such/call' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });
});
