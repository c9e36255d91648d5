import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@tradepool/domain';
import { buildApp } from './app.js';
import { DEMO_PASSWORD } from './db/seed/demo-data.js';
import { createTestApp, type TestApp } from './test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API envelope', () => {
  it('wraps an unknown API path in the envelope with 404', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/mds/app/no/such/call' });
    expect(status).toBe(404);
    expect(body).toEqual({ success: false, data: null, error: { message: 'Not found.' } });
  });

  it('wraps invalid input in the envelope with 400 and names the field', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/mds/app/users/authenticate',
      payload: { userName: 'x' },
    });
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error?.message).toMatch(/password/);
  });

  it('answers 413 for a body over the limit', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/mds/app/users/authenticate',
      payload: { userName: 'a', password: 'x'.repeat(3 * 1024 * 1024) },
    });
    expect(status).toBe(413);
    expect(body.success).toBe(false);
  });

  it('publishes OpenAPI generated from the route schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mds/app/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(spec.openapi).toMatch(/^3\./);
    expect(Object.keys(spec.paths)).toEqual(expect.arrayContaining(['/mds/app/users/authenticate', '/mds/app/users']));
  });

  it('publishes an OpenAPI document that validates, every $ref resolving', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/mds/app/docs/json' });
    const result = await validate(response.json());
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('serves the countries with 840 and 124 first and their states', async () => {
    const { body } = await t.call<Array<{ countryCode: string; states: unknown[] }>>({
      method: 'GET',
      url: '/mds/app/resources/countries_en.json',
    });
    expect(body.data?.slice(0, 2).map((c) => c.countryCode)).toEqual(['840', '124']);
    expect(body.data?.[0]?.states.length).toBeGreaterThanOrEqual(50);
    expect(body.data?.length).toBe(249);
  });
});

describe('sign-in rate limit per client address', () => {
  it('is counted in the database: two API nodes over one database share one limit', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
    const second = await buildApp(limited.context, false);
    try {
      const attempt = (node: typeof second) =>
        node.inject({ method: 'GET', url: '/mds/app/users/forgotpassword/someone' });
      expect((await attempt(limited.app)).statusCode).toBe(200);
      expect((await attempt(second)).statusCode).toBe(200);
      expect((await attempt(limited.app)).statusCode).toBe(200);
      expect((await attempt(second)).statusCode).toBe(429);
      // Each route keeps its own count.
      const signIn = await second.inject({
        method: 'POST',
        url: '/mds/app/users/authenticate',
        payload: { userName: 'nobody', password: 'Wrong-password-123' },
      });
      expect(signIn.statusCode).not.toBe(429);
    } finally {
      await second.close();
      await limited.close();
    }
  });

  it('cannot be dodged with a forged X-Forwarded-For unless TRUST_PROXY is on', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 2 });
    try {
      const attempt = (ip: string) =>
        limited.call({
          method: 'GET',
          url: '/mds/app/users/forgotpassword/someone',
          headers: { 'x-forwarded-for': ip },
        });
      expect((await attempt('10.0.0.1')).status).toBe(200);
      expect((await attempt('10.0.0.2')).status).toBe(200);
      const third = await attempt('10.0.0.3');
      expect(third.status).toBe(429);
      expect(third.body.success).toBe(false);
      expect(third.body.error?.message).toBe(SERVER_ERRORS.tooManyRequests);
    } finally {
      await limited.close();
    }
  });

  it('counts successful sign-ins too, and says so rather than blaming failed attempts', async () => {
    const limited = await createTestApp({ loginRateLimitPerMinute: 2 });
    try {
      const signIn = () =>
        limited.call({
          method: 'POST',
          url: '/mds/app/users/authenticate',
          payload: { userName: 'pub.user', password: DEMO_PASSWORD },
        });
      expect((await signIn()).status).toBe(200);
      expect((await signIn()).status).toBe(200);
      const third = await signIn();
      expect(third.status).toBe(429);
      expect(third.body.error?.message).toBe(SERVER_ERRORS.tooManyRequests);
      expect(third.body.error?.message).not.toBe(SERVER_ERRORS.tooManyAttempts);
    } finally {
      await limited.close();
    }
  });
});
