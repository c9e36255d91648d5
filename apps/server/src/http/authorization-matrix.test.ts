import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  hasOrderSystem,
  isGdsnUser,
  isPublisherOnly,
  isWritePermission,
  roleByName,
  ROLES,
  SERVER_ERRORS,
  type RoleName,
  type UserType,
} from '@tradepool/domain';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { loadAccessCases, type MatrixIds } from '../test/access-matrix.js';
import { changedTables, snapshotter } from '../test/database-snapshot.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { isUserRoute, type UserTypeGate } from './access.js';

/**
 * Every API route, walked as anonymous (401), as a user lacking its permission (403), as a user still
 * pending the policy or password change (403), and as another company's user (404 or nothing of theirs);
 * every route that changes data, as each read-only role (403, and the database unchanged).
 * The cases live beside each feature's routes (`features/<area>/access.cases.ts`). A route with no case
 * fails the first test: a new route must say how it is isolated. `read-routes.test.ts` proves that the
 * routes declared not to change data do not.
 */
const CASES = await loadAccessCases();

/** The roles holding no permission that changes data. */
const READ_ONLY_ROLES = ROLES.filter((role) => !role.permissions.some(isWritePermission));

/** A demo user of the role who has accepted the policy and set a password, so only the role decides. */
const settledUser = (role: RoleName) =>
  DEMO_USERS.find((u) => u.role === role && u.policyAccepted === 1 && !u.isFirstTime);

const USER_TYPE_GATES: Record<UserTypeGate, (userType: UserType) => boolean> = {
  orderSystem: hasOrderSystem,
  gdsn: isGdsnUser,
};

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

/**
 * Each settled demo user holding one of the route's permissions whom `refused` picks (there must be one) is
 * answered 403. `tokens` keeps each user's sign-in across routes.
 */
async function expectRefused(
  route: { method: string; url: string },
  anyOf: readonly string[],
  refused: (user: (typeof DEMO_USERS)[number]) => boolean,
  tokens: Map<string, string>,
): Promise<void> {
  const users = DEMO_USERS.filter(
    (u) =>
      u.policyAccepted === 1 &&
      !u.isFirstTime &&
      refused(u) &&
      roleByName(u.role).permissions.some((p) => anyOf.includes(p)),
  );
  expect(users.length, key(route.method, route.url)).toBeGreaterThan(0);
  for (const { login } of users) {
    if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
    const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token: tokens.get(login) });
    expect({ route: key(route.method, route.url), login, status }).toMatchObject({ status: 403 });
  }
}

describe('authorization matrix', () => {
  it('has a case for every registered API route, and no stale ones', () => {
    const registered = t.app.routeCatalog.map((r) => key(r.method, r.url)).sort();
    expect(registered.length).toBeGreaterThan(0);
    expect(Object.keys(CASES).sort()).toEqual(registered);
  });

  it('answers 401 in the envelope to anonymous callers of every route for signed-in users', async () => {
    for (const route of t.app.routeCatalog.filter((r) => isUserRoute(r.access))) {
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
        const login = settledUser(role.name)?.login;
        if (!login) continue;
        if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
        const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token: tokens.get(login) });
        expect({ route: key(route.method, route.url), role: role.name, status }).toMatchObject({ status: 403 });
      }
    }
  });

  it('answers 403 on the routes for some user types (order system, GDSN) to others with the permission', async () => {
    const tokens = new Map<string, string>();
    const gated = new Set<UserTypeGate>();
    for (const route of t.app.routeCatalog) {
      if (route.access.kind !== 'permission' || !route.access.userType) continue;
      const { anyOf, userType } = route.access;
      gated.add(userType);
      await expectRefused(route, anyOf, (u) => !USER_TYPE_GATES[userType](u.userType), tokens);
    }
    expect([...gated].sort()).toEqual(['gdsn', 'orderSystem']);
  });

  it('answers 403 on the buyer’s tools to publisher-only users holding the permission', async () => {
    const tokens = new Map<string, string>();
    const buyers = t.app.routeCatalog.filter((r) => r.access.kind === 'permission' && r.access.buyers);
    expect(buyers.map((r) => key(r.method, r.url)).sort()).toEqual([
      'GET /mds/app/admin/download/subscribers/crossreffile',
      'GET /mds/app/admin/subscribers/crossreffilenames',
      'POST /mds/app/admin/upload/:id/crossreffile',
      'POST /mds/app/manufacturer/search',
      'PUT /mds/app/manufacturer/editManufacturerDetails',
    ]);
    for (const route of buyers) {
      if (route.access.kind !== 'permission') continue;
      const { anyOf } = route.access;
      await expectRefused(route, anyOf, (u) => isPublisherOnly(u.role), tokens);
    }
  });

  it('asks a write permission, and only write permissions, of every route that changes data', () => {
    const writing = t.app.routeCatalog.filter((r) => r.access.effect === 'data' && isUserRoute(r.access));
    expect(writing.length).toBeGreaterThan(20);
    for (const route of writing) {
      const anyOf = route.access.kind === 'permission' ? route.access.anyOf : [];
      expect({
        route: key(route.method, route.url),
        kind: route.access.kind,
        permissions: anyOf.length,
        notWriting: anyOf.filter((p) => !isWritePermission(p)),
      }).toMatchObject({ kind: 'permission', permissions: expect.any(Number), notWriting: [] });
      expect(anyOf.length, key(route.method, route.url)).toBeGreaterThan(0);
    }
  });

  it('answers 403 to every read-only role on every route that changes data, and nothing changes', async () => {
    expect(READ_ONLY_ROLES.map((r) => r.name)).toEqual(expect.arrayContaining(['SITE_USER', 'SUB_READ_ONLY_USER']));
    const tokens = new Map<RoleName, string>();
    for (const role of READ_ONLY_ROLES) tokens.set(role.name, await t.signIn(settledUser(role.name)!.login));
    const writing = t.app.routeCatalog.filter((r) => r.access.effect === 'data' && isUserRoute(r.access));
    const snapshot = await snapshotter(t.context.db);
    const before = await snapshot();
    for (const route of writing) {
      for (const role of READ_ONLY_ROLES) {
        const { status } = await t.call({
          ...CASES[key(route.method, route.url)]!.request,
          token: tokens.get(role.name),
        });
        expect({ route: key(route.method, route.url), role: role.name, status }).toMatchObject({ status: 403 });
      }
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('answers 403 on business routes to a user who has not accepted the policy', async () => {
    const token = await t.signIn('new.publisher');
    for (const route of t.app.routeCatalog) {
      const pendingOk = !isUserRoute(route.access) || (route.access.kind === 'signedIn' && route.access.pendingOk);
      if (pendingOk || route.url.endsWith('/logout')) continue;
      const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token });
      expect({ route: key(route.method, route.url), status }).toEqual({
        route: key(route.method, route.url),
        status: 403,
      });
    }
  });

  it('takes no user’s session on the routes of machine callers, which a pool without that caller does not serve', async () => {
    const machine = t.app.routeCatalog.filter((r) => r.access.kind === 'machine');
    expect(machine.length).toBeGreaterThan(0);
    const token = await t.signIn('site.admin');
    for (const route of machine) {
      const { status } = await t.call({ ...CASES[key(route.method, route.url)]!.request, token });
      expect({ route: key(route.method, route.url), status }).toEqual({
        route: key(route.method, route.url),
        status: 404,
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
