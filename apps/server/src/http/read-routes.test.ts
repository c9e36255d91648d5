import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasOrderSystem, isGdsnUser, isPublisherOnly, roleByName } from '@tradepool/domain';
import { DEMO_USERS } from '../db/seed/demo-data.js';
import { loadAccessCases } from '../test/access-matrix.js';
import { changedTables, snapshotter } from '../test/database-snapshot.js';
import { publishToBuyer, uploadItemMaster } from '../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { poolIdentity } from '../network/pool-identity.js';
import type { RouteEffect } from './access.js';

/**
 * The other half of the authorization matrix: a route's declared effect is what it does. Each route that
 * says it changes nothing is called with its matrix case by a demo user of each company it lets in, over an exchange
 * with data behind the cases' ids (Northwind's items published to Harbor East, received and matched to
 * Harbor's item master), and the database must be the same afterwards. A route that changes only the
 * caller's own records, or the /play sandbox, may change those tables and no other.
 */
const CASES = await loadAccessCases();

const ALLOWED_CHANGES: Record<Exclude<RouteEffect, 'data'>, readonly string[]> = {
  none: [],
  own: ['app_user', 'user_preference', 'password_reset', 'download_request', 'job'],
  sandbox: ['play_entry'],
};

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Made at start by main.ts; a test app makes it when first asked, which the identity's route would be.
  await poolIdentity(t.context.db, t.config);
  const exchange = await publishToBuyer(t, {
    subscriberGln: '0843912000016',
    firstSerial: 1,
    count: 3,
    describe: (serial) => `Read route soup ${serial}`,
  });
  await uploadItemMaster(
    t,
    exchange,
    `productCode,gtin,description\nRR-1,${exchange.gtins[0]},Read route soup\nRR-2,,Read route soup two\n`,
  );
});
afterAll(() => t.close());

const settled = DEMO_USERS.filter((u) => u.policyAccepted === 1 && !u.isFirstTime);

describe('routes that do not change data', () => {
  // Some 150 routes, each with a snapshot before and after its calls: longer than one call's test.
  it(
    'change nothing, or only what their effect allows, for a user of each company they let in',
    { timeout: 180_000 },
    async () => {
      const snapshot = await snapshotter(t.context.db);
      const tokens = new Map<string, string>();
      const token = async (login: string) => {
        if (!tokens.has(login)) tokens.set(login, await t.signIn(login));
        return tokens.get(login)!;
      };
      let calls = 0;
      for (const route of t.app.routeCatalog) {
        const declared = route.access;
        const { effect } = declared;
        if (effect === 'data') continue;
        const name = `${route.method} ${route.url}`;
        const allowed =
          declared.kind === 'public'
            ? [null]
            : settled.filter((u) => {
                if (declared.kind !== 'permission') return true;
                const gate = declared.userType;
                return (
                  roleByName(u.role).permissions.some((p) => declared.anyOf.includes(p)) &&
                  (gate !== 'orderSystem' || hasOrderSystem(u.userType)) &&
                  (gate !== 'gdsn' || isGdsnUser(u.userType)) &&
                  !(declared.buyers && isPublisherOnly(u.role))
                );
              });
        expect(allowed.length, name).toBeGreaterThan(0);
        // One user of each company the route lets in: each sees its own company's data (the support company's,
        // all). A call on the caller's own records may end or move its session (logout, company switch): it
        // gets a session of its own, and one caller is enough, as those records are alike for every role.
        const firstOfEachCompany = allowed.filter((u, i) => allowed.findIndex((v) => v?.company === u?.company) === i);
        const callers =
          effect === 'none'
            ? await Promise.all(firstOfEachCompany.map((user) => user && token(user.login)))
            : [allowed[0] && (await t.signIn(allowed[0].login))];
        const before = await snapshot();
        for (const caller of callers) {
          await t.app.inject({
            ...CASES[name]!.request,
            headers: { ...CASES[name]!.request.headers, ...(caller ? { authorization: `Bearer ${caller}` } : {}) },
          });
          calls++;
        }
        const changed = changedTables(before, await snapshot());
        expect({
          route: name,
          changed: changed.filter((table) => !ALLOWED_CHANGES[effect].includes(table)),
        }).toEqual({ route: name, changed: [] });
      }
      expect(calls).toBeGreaterThan(200);
    },
  );
});
