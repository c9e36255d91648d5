import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { ROLES, SERVER_ERRORS, type CurrentUser } from '@tradepool/domain';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every API route, walked as anonymous (401), as a user lacking its permission (403), as a user still
 * pending the policy or password change (403), and as another company's user (404 or nothing of theirs).
 * A route with no entry here fails the first test: a new route must say how it is isolated.
 */
interface MatrixCase {
  /** A well-formed call, so that only identity decides the answer. */
  request: InjectOptions;
  /** How another company's user is kept out, or why the route holds no tenant data. */
  crossTenant: { check: (t: TestApp) => Promise<void> } | { none: string };
}

let t: TestApp;
const ids: Record<string, number> = {};

const CASES: Record<string, MatrixCase> = {
  'POST /mds/app/users/authenticate': {
    request: { method: 'POST', url: '/mds/app/users/authenticate', payload: { userName: 'x', password: 'y' } },
    crossTenant: { none: 'public: signs in as the caller' },
  },
  'GET /mds/app/users/forgotpassword/:userName': {
    request: { method: 'GET', url: '/mds/app/users/forgotpassword/x' },
    crossTenant: { none: 'public: answers the same words for every login' },
  },
  'GET /mds/app/config/get/session-timeout': {
    request: { method: 'GET', url: '/mds/app/config/get/session-timeout' },
    crossTenant: { none: 'public configuration' },
  },
  'GET /mds/app/resources/countries_en.json': {
    request: { method: 'GET', url: '/mds/app/resources/countries_en.json' },
    crossTenant: { none: 'public reference data' },
  },
  'GET /mds/app/users/logout': {
    request: { method: 'GET', url: '/mds/app/users/logout' },
    crossTenant: { none: 'ends only the caller’s own session' },
  },
  'POST /mds/app/users/policy': {
    request: { method: 'POST', url: '/mds/app/users/policy', payload: { policyAccepted: '1' } },
    crossTenant: { none: 'records only the caller’s own answer' },
  },
  'GET /mds/app/users': {
    request: { method: 'GET', url: '/mds/app/users' },
    crossTenant: {
      async check(app) {
        const token = await app.signIn('sub.user');
        const { body } = await app.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
        expect(body.data?.userCompanyList.map((c) => c.companyId)).toEqual([ids.subscriber]);
      },
    },
  },
  'GET /mds/app/users/company/:companyId/select': {
    request: { method: 'GET', url: '/mds/app/users/company/1/select' },
    crossTenant: {
      async check(app) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({ method: 'GET', url: `/mds/app/users/company/${ids.publisher}/select`, token });
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/users/updateUserPreference/:id/:preference': {
    request: { method: 'POST', url: '/mds/app/users/updateUserPreference/1/-', payload: {} },
    crossTenant: {
      async check(app) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'POST',
          url: `/mds/app/users/updateUserPreference/${ids['pub.admin']}/-`,
          token,
          payload: { pageNumber: 9 },
        });
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/users/updateUserPassword': {
    request: { method: 'POST', url: '/mds/app/users/updateUserPassword', payload: { id: 1, password: 'x' } },
    crossTenant: {
      async check(app) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'POST',
          url: '/mds/app/users/updateUserPassword',
          token,
          payload: { id: ids['pub.admin'], password: 'Another-Password-2026' },
        });
        expect(res.status).toBe(404);
      },
    },
  },
  ...Object.fromEntries(
    (['GET', 'POST', 'PUT', 'DELETE'] as const).map((method) => [
      `${method} /mds/app/test/:name`,
      {
        request: {
          method,
          url: '/mds/app/test/matrix',
          ...(method === 'POST' || method === 'PUT' ? { payload: { value: 1 } } : {}),
        },
        crossTenant: {
          async check(app: TestApp) {
            const url = `/mds/app/test/secret-${method.toLowerCase()}`;
            const owner = await app.signIn('pub.admin');
            await app.call({ method: 'POST', url, token: owner, payload: { value: 'northwind only' } });
            const stranger = await app.signIn('sub.admin');
            const res = await app.call({
              method,
              url,
              token: stranger,
              ...(method === 'PUT' || method === 'POST' ? { payload: { value: 'overwritten' } } : {}),
            });
            if (method === 'POST') {
              // POST creates the stranger's own entry; the owner's stays untouched.
              expect(res.status).toBe(200);
            } else {
              expect(res.status).toBe(404);
            }
            const ownerView = await app.call<{ value: unknown }>({ method: 'GET', url, token: owner });
            expect(ownerView.body.data?.value).toBe('northwind only');
          },
        },
      } satisfies MatrixCase,
    ]),
  ),
};

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute()) {
    if (row.name === 'Northwind Foods') ids.publisher = row.id;
    if (row.name === 'Harbor Foodservice' && row.bu_name === 'East Region') ids.subscriber = row.id;
  }
  for (const row of await t.context.db.selectFrom('app_user').select(['id', 'login']).execute())
    ids[row.login] = row.id;
});
afterAll(() => t.close());

const key = (method: string, url: string) => `${method} ${url}`;

describe('authorization matrix', () => {
  it('has a case for every registered API route, and no stale ones', () => {
    const registered = t.app.routeCatalog.map((r) => key(r.method, r.url)).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(Object.keys(CASES).sort()).toEqual(registered);
  });

  it('answers 401 in the envelope to anonymous callers of every non-public route', async () => {
    for (const route of t.app.routeCatalog.filter((r) => r.access.kind !== 'public')) {
      const { status, body } = await t.call(CASES[key(route.method, route.url)]!.request);
      expect({ route: key(route.method, route.url), status, body }).toEqual({
        route: key(route.method, route.url),
        status: 401,
        body: { success: false, data: null, error: { message: SERVER_ERRORS.notAuthenticated } },
      });
    }
  });

  it('answers 403 to every role that lacks the route’s permission', async () => {
    const tokens = new Map<string, string>();
    for (const route of t.app.routeCatalog) {
      if (route.access.kind !== 'permission') continue;
      const anyOf = route.access.anyOf;
      for (const role of ROLES.filter((r) => !r.permissions.some((p) => anyOf.includes(p)))) {
        const login = DEMO_USERS.find((u) => u.role === role.name && u.policyAccepted === 1 && !u.isFirstTime)?.login;
        if (!login) continue;
        if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
        const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token: tokens.get(login) });
        expect({ route: key(route.method, route.url), role: role.name, status }).toMatchObject({ status: 403 });
      }
    }
  });

  it('answers 403 on business routes to a user who has not accepted the policy', async () => {
    const token = await t.signIn('new.publisher');
    for (const route of t.app.routeCatalog) {
      const pendingOk = route.access.kind === 'public' || (route.access.kind === 'signedIn' && route.access.pendingOk);
      if (pendingOk || route.url.endsWith('/logout')) continue;
      const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token });
      expect({ route: key(route.method, route.url), status }).toEqual({
        route: key(route.method, route.url),
        status: 403,
      });
    }
  });

  for (const [name, matrixCase] of Object.entries(CASES)) {
    if ('check' in matrixCase.crossTenant) {
      const { check } = matrixCase.crossTenant;
      it(`keeps another company out: ${name}`, () => check(t));
    }
  }
});
