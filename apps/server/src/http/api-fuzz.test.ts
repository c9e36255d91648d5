import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOrderSystem, isGdsnUser, isPublisherOnly, roleByName } from '@tradepool/domain';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import type { CatalogedRoute } from './route-catalog.js';

/**
 * Every operation of the OpenAPI document, called with malformed variants of what it takes (path and query
 * parameters of the wrong kind, NUL characters, numbers past any column, long and deeply nested bodies,
 * bodies of another kind than declared, missing fields) by a demo user who holds its permission, so that
 * validation is what answers. None may answer a 5xx. The variants are the same on every run: a fixed seed
 * picks the bad values each body property gets.
 */

interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  parameters: { in: 'path' | 'query'; name: string }[];
  body: { properties: Record<string, unknown> } | null;
}

interface OpenApiOperation {
  parameters?: Operation['parameters'];
  requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** Path and query values no parameter takes: not digits, past 32 bits, NUL, too long, cut UTF-8, a way out. */
const BAD_TEXT = ['x', '-1', '3000000000', '%00', 'a%00b', 'A'.repeat(3000), '%E2%82', '..%2F..%2Fetc%2Fpasswd'];

/** Values for a body property: wrong kinds, NUL, numbers past any column, long text, nested bad values. */
const BAD_VALUES: unknown[] = [
  null,
  true,
  2_147_483_648,
  -2_147_483_649,
  1e308,
  1.5,
  '',
  '\u0000',
  'a\u0000b',
  'A'.repeat(100_000),
  '9'.repeat(30),
  [],
  [3_000_000_000],
  ['\u0000'],
  [null, {}],
  {},
  { a: { b: '\u0000' } },
];

/** A valid id that no row has. */
const NO_ID = '2147483647';

const JSON_HEADERS = { 'content-type': 'application/json' };

/** Bodies that are not what a JSON route reads: broken JSON, other kinds of value, nesting, other types. */
const BAD_BODIES: Array<Pick<InjectOptions, 'payload' | 'headers'>> = [
  { payload: '', headers: JSON_HEADERS },
  { payload: '{', headers: JSON_HEADERS },
  { payload: 'null', headers: JSON_HEADERS },
  { payload: '[]', headers: JSON_HEADERS },
  { payload: '"text"', headers: JSON_HEADERS },
  { payload: '12', headers: JSON_HEADERS },
  { payload: '{"\\u0000":1}', headers: JSON_HEADERS },
  { payload: '{"__proto__":{"isAdmin":true}}', headers: JSON_HEADERS },
  { payload: `${'['.repeat(5000)}${']'.repeat(5000)}`, headers: JSON_HEADERS },
  { payload: `{"a":"${'x'.repeat(3 * 1024 * 1024)}"}`, headers: JSON_HEADERS },
  { payload: 'hello', headers: { 'content-type': 'text/plain' } },
  { payload: '<a><b>', headers: { 'content-type': 'application/xml' } },
  { payload: `${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`, headers: { 'content-type': 'application/xml' } },
  { payload: '<a>&#0;\u0000</a>', headers: { 'content-type': 'text/xml' } },
  {
    payload: '--zz\r\nContent-Disposition: form-data; name="file"',
    headers: { 'content-type': 'multipart/form-data; boundary=zz' },
  },
  { payload: 'abc', headers: { 'content-type': 'multipart/form-data' } },
  { payload: 'a=b&c', headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  { payload: '{}', headers: { 'content-type': 'application/json; charset=utf-16' } },
  { payload: '{}', headers: { 'content-type': 'application/vnd.unknown' } },
];

/** A small deterministic generator (mulberry32): the same variants on every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function operationsOf(t: TestApp): Operation[] {
  const document = t.app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      method: method.toUpperCase() as Operation['method'],
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody
        ? { properties: operation.requestBody.content['application/json']?.schema?.properties ?? {} }
        : null,
    })),
  );
}

/** The variants of one operation: each path or query parameter bad in turn, then each kind of bad body. */
function variantsOf(operation: Operation, random: () => number): InjectOptions[] {
  const pathParameters = operation.parameters.filter((p) => p.in === 'path');
  const queryParameters = operation.parameters.filter((p) => p.in === 'query');
  // The other path parameters name nothing that exists, so that no variant changes what the next ones meet.
  const urlOf = (bad: { name: string; value: string } | null, query = '') => {
    const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => (bad?.name === name ? bad.value : NO_ID));
    return `${path}${query ? `?${query}` : ''}`;
  };
  const base = { method: operation.method, url: urlOf(null) };
  const variants: InjectOptions[] = [];
  for (const parameter of pathParameters) {
    for (const value of BAD_TEXT) variants.push({ ...base, url: urlOf({ name: parameter.name, value }) });
  }
  for (const parameter of queryParameters) {
    for (const value of [...BAD_TEXT, '']) variants.push({ ...base, url: urlOf(null, `${parameter.name}=${value}`) });
    variants.push({ ...base, url: urlOf(null, `${parameter.name}=1&${parameter.name}=2`) });
  }
  variants.push({ ...base, url: urlOf(null, 'unknown=%00&x[y]=1') });
  if (operation.method === 'GET') return variants;
  for (const body of BAD_BODIES) variants.push({ ...base, ...body });
  variants.push({ ...base, payload: {} });
  for (const property of Object.keys(operation.body?.properties ?? {})) {
    const deep = `{"${property}":{"a":${'['.repeat(20_000)}${']'.repeat(20_000)}}}`;
    variants.push({ ...base, payload: deep, headers: JSON_HEADERS });
    for (let i = 0; i < 2; i++) {
      const value = BAD_VALUES[Math.floor(random() * BAD_VALUES.length)];
      variants.push({ ...base, payload: JSON.stringify({ [property]: value }), headers: JSON_HEADERS });
    }
  }
  return variants;
}

/**
 * A demo user who may call the route, so that the call gets past authorization to validation: one of a
 * customer company where there is one (their company's settings, such as the XML integration, open the
 * deeper paths), else the site administrator.
 */
function callerOf(route: CatalogedRoute | undefined): string {
  const access = route?.access;
  if (!access || access.kind !== 'permission') return 'pub.admin';
  const user = DEMO_USERS.filter((u) => u.company !== 'support')
    .concat(DEMO_USERS.filter((u) => u.company === 'support'))
    .find(
      (u) =>
        u.policyAccepted === 1 &&
        !u.isFirstTime &&
        roleByName(u.role).permissions.some((p) => access.anyOf.includes(p)) &&
        (access.userType !== 'orderSystem' || hasOrderSystem(u.userType)) &&
        (access.userType !== 'gdsn' || isGdsnUser(u.userType)) &&
        !(access.buyers && isPublisherOnly(u.role)),
    );
  return user?.login ?? 'site.admin';
}

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the API under malformed input', () => {
  it('answers every variant of every operation without a 5xx', async () => {
    const random = seeded(13);
    const tokens = new Map<string, string>();
    const tokenOf = async (login: string) => {
      if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
      return tokens.get(login)!;
    };
    const routes = new Map(t.app.routeCatalog.map((r) => [`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`, r]));
    // Signing out ends the session the other calls use: it goes last.
    const operations = operationsOf(t).sort(
      (a, b) => Number(a.path.endsWith('/logout')) - Number(b.path.endsWith('/logout')),
    );
    expect(operations.length).toBe(t.app.routeCatalog.length);
    const failures: string[] = [];
    let calls = 0;
    for (const operation of operations) {
      const login = callerOf(routes.get(`${operation.method} ${operation.path}`));
      for (const variant of variantsOf(operation, random)) {
        const response = await t.app.inject({
          ...variant,
          headers: { ...variant.headers, authorization: `Bearer ${await tokenOf(login)}` },
        });
        calls++;
        if (response.statusCode >= 500) {
          const payload = typeof variant.payload === 'string' ? variant.payload.slice(0, 80) : '';
          failures.push(
            `${variant.method} ${String(variant.url).slice(0, 120)} ${payload} as ${login}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
        }
      }
      // A variant that ended or spoilt the session would leave the next operations unexercised.
      const session = await t.app.inject({
        method: 'GET',
        url: '/mds/app/users',
        headers: { authorization: `Bearer ${await tokenOf(login)}` },
      });
      if (session.statusCode !== 200 && !operation.path.endsWith('/logout')) {
        failures.push(`${operation.method} ${operation.path} left ${login}'s session answering ${session.statusCode}`);
        tokens.delete(login);
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(3500);
  }, 180_000);
});
