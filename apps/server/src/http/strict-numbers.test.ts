import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../db/seed/demo-data.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.signIn('site.admin');
});
afterAll(() => t.close());

/** JSON body fields declared integer, each given the bad value `x`. */
const BODY_ROUTES: Array<[string, (x: unknown) => object]> = [
  ['/mds/app/companies/id', (x) => ({ id: x })],
  ['/mds/app/companies', (x) => ({ id: x })],
  ['/mds/app/users/search', (x) => ({ companyId: x })],
  ['/mds/app/users/updateUserPassword', (x) => ({ id: x, password: DEMO_PASSWORD })],
  ['/mds/app/catalogs/search', (x) => ({ rowCount: x })],
  ['/mds/app/gdsn/tradeitems/registration/register', (x) => ({ catalogItemIds: [x] })],
  ['/mds/app/catalogs/download/scheduledrequests/pub', (x) => ({ pageNumber: x })],
];
// A JSON number only: no booleans, arrays, objects, numeric text of any kind (the web app sends numbers) or
// fractions.
const BAD_JSON: unknown[] = [true, ['2'], '0x2', ' 2 ', '2', '', 2.5, {}];

/** Path and query parameters declared integer, with `x` as the text. */
const TEXT_ROUTES: Array<[string, (x: string) => string]> = [
  ['GET', (x) => `/mds/app/users/${x}`],
  ['GET', (x) => `/mds/app/gdsn/upload/${x}`],
  ['GET', (x) => `/mds/app/catalogs/getHierarchy/${x}`],
  ['GET', (x) => `/mds/app/companies/${x}/outputprofile`],
  ['GET', (x) => `/mds/app/catalogs/getParentHierarchy?parentCatalogItemId=${x}`],
  ['GET', (x) => `/mds/app/admin/subscribers/crossreffilenames?companyId=${x}`],
  ['GET', (x) => `/mds/app/catalogs/download/schedule?downloadType=${x}`],
  ['DELETE', (x) => `/mds/app/catalogs?Ids=${x}`],
];
// Plain digits only, and within the id range.
const BAD_TEXT = ['0x2', '%202%20', '1e3', '2.0', '-1', '+2', '', '0', '3000000000'];

describe('integer fields take integers only', () => {
  for (const [url, body] of BODY_ROUTES) {
    it(`POST ${url} refuses anything but a JSON integer`, async () => {
      for (const value of BAD_JSON) {
        const { status, body: answer } = await t.call({ method: 'POST', url, token, payload: body(value) });
        expect(status, JSON.stringify(value)).toBe(400);
        expect(answer.error?.message).toMatch(/^Invalid request: /);
      }
    });
  }

  it('refuses an id past the 32-bit id columns rather than failing in the database', async () => {
    for (const [url, body] of BODY_ROUTES.slice(0, 4)) {
      const { status } = await t.call({ method: 'POST', url, token, payload: body(3_000_000_000) });
      expect(status, url).toBe(400);
    }
  });

  for (const [method, url] of TEXT_ROUTES) {
    it(`${method} ${url('{n}')} takes plain digits and refuses other numerals`, async () => {
      for (const text of BAD_TEXT) {
        const { status } = await t.call({ method: method as 'GET' | 'DELETE', url: url(text), token });
        expect(status, text).toBe(400);
      }
    });
  }

  it('still takes plain digits in a path or query', async () => {
    for (const [method, url] of TEXT_ROUTES.filter(([method]) => method === 'GET')) {
      const { status } = await t.call({ method: method as 'GET', url: url('1'), token });
      expect([200, 404], url('1')).toContain(status);
    }
  });
});
