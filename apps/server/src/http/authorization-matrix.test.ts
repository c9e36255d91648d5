import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOrderSystem, roleByName, ROLES, SERVER_ERRORS } from '@tradepool/domain';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import type { MatrixCases, MatrixIds } from '../test/access-matrix.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Every API route, walked as anonymous (401), as a user lacking its permission (403), as a user still
 * pending the policy or password change (403), and as another company's user (404 or nothing of theirs).
 * The cases live beside each feature's routes (`features/<area>/access.cases.ts`). A route with no case
 * fails the first test: a new route must say how it is isolated.
 */
const featuresDir = fileURLToPath(new URL('../features/', import.meta.url));
const caseFiles = fs
  .readdirSync(featuresDir)
  .map((feature) => path.join(featuresDir, feature, 'access.cases.ts'))
  .filter((file) => fs.existsSync(file));
const CASES: MatrixCases = {};
for (const file of caseFiles) {
  const { accessCases } = (await import(file)) as { accessCases: MatrixCases };
  for (const [route, matrixCase] of Object.entries(accessCases)) {
    if (route in CASES) throw new Error(`${route} has cases in two features`);
    CASES[route] = matrixCase;
  }
}

let t: TestApp;
const ids: MatrixIds = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute()) {
    if (row.name === 'Northwind Foods') ids.publisher = row.id;
    if (row.name === 'Harbor Foodservice' && row.bu_name === 'East Region') ids.subscriber = row.id;
    if (row.name === 'Harbor Foodservice' && row.bu_name === 'West Region') ids.subscriberWest = row.id;
    if (row.name === 'Greenfield Provisions') ids.pubsub = row.id;
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

  it('answers 403 on the order system’s routes to users with the permission but no order system', async () => {
    const tokens = new Map<string, string>();
    for (const route of t.app.routeCatalog) {
      if (route.access.kind !== 'permission' || !route.access.orderSystem) continue;
      const anyOf = route.access.anyOf;
      const users = DEMO_USERS.filter(
        (u) =>
          u.policyAccepted === 1 &&
          !u.isFirstTime &&
          !hasOrderSystem(u.userType) &&
          roleByName(u.role).permissions.some((p) => anyOf.includes(p)),
      );
      expect(users.length, key(route.method, route.url)).toBeGreaterThan(0);
      for (const { login } of users) {
        if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
        const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token: tokens.get(login) });
        expect({ route: key(route.method, route.url), login, status }).toMatchObject({ status: 403 });
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
      it(`keeps another company out: ${name}`, () => check(t, ids));
    }
  }
});
