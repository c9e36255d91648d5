import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_INT32 } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { INPUT_ERRORS, MAX_JSON_DEPTH, jsonDepth } from './input-bounds.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('site.admin');
});
afterAll(() => t.close());

const nested = (depth: number) => `{"params":{"a":${'['.repeat(depth - 2)}${']'.repeat(depth - 2)}}}`;

describe('NUL characters are refused at the schema, on either database', () => {
  it('in a path parameter, before an anonymous call reaches the database', async () => {
    const { status, body } = await t.call({ method: 'GET', url: '/mds/app/users/forgotpassword/a%00b' });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(`Invalid request: userName: ${INPUT_ERRORS.nul}`);
  });

  it('in a query string, a JSON value and a JSON key', async () => {
    const query = await t.call({ method: 'GET', url: '/mds/app/metadata/gpc?keyword=mi%00lk', token });
    expect(query.status).toBe(400);
    const value = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs/search',
      token,
      payload: { keyword: 'a\u0000b' },
    });
    expect(value.status).toBe(400);
    expect(value.body.error?.message).toBe(`Invalid request: keyword: ${INPUT_ERRORS.nul}`);
    const key = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPreference/1/-',
      token,
      payload: { params: { 'grid\u0000': 1 } },
    });
    expect(key.status).toBe(400);
  });

  it('while text without one still goes through', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs/search',
      token,
      payload: { keyword: 'ab' },
    });
    expect(status).toBe(200);
  });
});

describe('whole numbers past the 32-bit integer columns are refused at the schema', () => {
  const routes: Array<[string, string, (n: number) => object]> = [
    ['POST', '/mds/app/catalogs/search', (n) => ({ status: n })],
    ['POST', '/mds/app/users/search', (n) => ({ roleId: n })],
    ['POST', '/mds/app/companies/partners', (n) => ({ companyId: n })],
    ['PUT', '/mds/app/manufacturer/editManufacturerDetails', (n) => ({ manufacturerId: n, confirmed: 0 })],
    ['POST', '/mds/app/catalogs', (n) => ({ catalogItemId: n, attributes: {} })],
    ['POST', '/mds/app/catalogs/checkItemExists', (n) => ({ gtin: '00012345600012', excludeCatalogItemId: n })],
  ];
  for (const [method, url, body] of routes) {
    it(`${method} ${url}`, async () => {
      for (const n of [MAX_INT32 + 1, 3_000_000_000, 1e20, -MAX_INT32 - 2]) {
        const { status, body: answer } = await t.call({
          method: method as 'POST' | 'PUT',
          url,
          token,
          payload: body(n),
        });
        expect(status, String(n)).toBe(400);
        expect(answer.error?.message).toMatch(
          /^Invalid request: .*Expected a whole number from -2147483648 to 2147483647/,
        );
      }
    });
  }

  it('takes the largest one the columns hold', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs/search',
      token,
      payload: { status: MAX_INT32 },
    });
    expect(status).toBe(200);
  });
});

describe('JSON nesting is bounded before the body is parsed', () => {
  it('answers a body nested 20,000 deep with a 400, not a RangeError', async () => {
    const { status, body } = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPreference/1/-',
      token,
      payload: nested(20_000),
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(400);
    expect(body.error?.message).toBe(INPUT_ERRORS.jsonDepth);
  });

  it(`still takes a body nested ${MAX_JSON_DEPTH} deep`, async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPreference/1/-',
      token,
      payload: nested(MAX_JSON_DEPTH),
      headers: { 'content-type': 'application/json' },
    });
    expect(status).toBe(200);
  });

  it('counts brackets outside strings only', () => {
    expect(jsonDepth('{"a":"[[[[{{{{\\"[[["}')).toBe(1);
    expect(jsonDepth('[[1],[[2]]]')).toBe(3);
  });
});
