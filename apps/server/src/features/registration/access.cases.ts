import { expect } from 'vitest';
import type { Page, RegistrationRow } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { insertTestItems } from '../../test/catalog-bulk-items.js';
import type { TestApp } from '../../test/test-app.js';

const seeded = new WeakMap<TestApp, number[]>();

/** Items of Greenfield Provisions: one Validated (ready to register) and one Failed with an error. */
async function greenfieldItems(t: TestApp, ids: MatrixIds): Promise<number[]> {
  if (!seeded.has(t)) {
    const items = await insertTestItems(t.context.db, ids.pubsub!, 2, { gln: '0614141000012', firstSerial: 951 });
    await t.context.db.updateTable('catalog_item').set({ status: 5 }).where('id', '=', items[0]!).execute();
    await t.context.db.updateTable('catalog_item').set({ status: 9 }).where('id', '=', items[1]!).execute();
    await t.context.db
      .insertInto('catalog_item_error')
      .values({
        company_id: ids.pubsub!,
        catalog_item_id: items[1]!,
        source: 'validation',
        rule_id: '201',
        attribute: null,
        message: 'x',
        row_number: null,
        created_time: new Date().toISOString(),
      })
      .execute();
    seeded.set(t, items);
  }
  return seeded.get(t)!;
}

/** Greenfield's admin, who owns the items, and Northwind's, who must not see them. */
const LOGINS = { owner: 'pubsub.admin', outsider: 'pub.admin' };

const call = (t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) => (token: string) =>
  t.call<unknown>({ method, url: `/mds/app${url}`, token, payload });

async function asNorthwind(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await t.signIn('pub.admin');
  return t.call<unknown>({ method, url: `/mds/app${url}`, token, payload });
}

export const accessCases: MatrixCases = {
  'GET /mds/app/gdsn/tradeitems/registration/totals': {
    request: { method: 'GET', url: '/mds/app/gdsn/tradeitems/registration/totals' },
    crossTenant: {
      async check(t, ids) {
        await greenfieldItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call(t, 'GET', '/gdsn/tradeitems/registration/totals'),
          (res) => (res.body.data as { ready: number }).ready > 0,
        );
        // Northwind has no item of its own in the matrix app: Greenfield's two must not count.
        expect(body.data).toEqual({ ready: 0, rejected: 0, submitted: 0, registered: 0 });
      },
    },
  },
  'GET /mds/app/gdsn/tradeitems/registration/statuses': {
    request: { method: 'GET', url: '/mds/app/gdsn/tradeitems/registration/statuses' },
    crossTenant: { none: 'the fixed list of registration statuses' },
  },
  'GET /mds/app/gdsn/tradeitems/registration/authors': {
    request: { method: 'GET', url: '/mds/app/gdsn/tradeitems/registration/authors' },
    crossTenant: {
      async check(t, ids) {
        const [item] = await greenfieldItems(t, ids);
        await t.context.db
          .updateTable('catalog_item')
          .set({ modified_by: ids['pubsub.admin']! })
          .where('id', '=', item!)
          .execute();
        await expectOwnerSees(t, LOGINS, call(t, 'GET', '/gdsn/tradeitems/registration/authors'), (res) =>
          (res.body.data as { userId: number }[]).some((a) => a.userId === ids['pubsub.admin']),
        );
      },
    },
  },
  'POST /mds/app/gdsn/tradeitems/registration': {
    request: { method: 'POST', url: '/mds/app/gdsn/tradeitems/registration', payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await greenfieldItems(t, ids);
        await expectOwnerSees(t, LOGINS, call(t, 'POST', '/gdsn/tradeitems/registration', { lastDays: 0 }), (res) =>
          (res.body.data as Page<RegistrationRow>).results.some((r) => theirs.includes(r.catalogItemId)),
        );
      },
    },
  },
  'POST /mds/app/gdsn/tradeitems/registration/register': {
    request: {
      method: 'POST',
      url: '/mds/app/gdsn/tradeitems/registration/register',
      payload: { catalogItemIds: [1] },
    },
    crossTenant: {
      async check(t, ids) {
        const [ready] = await greenfieldItems(t, ids);
        const { status } = await asNorthwind(t, 'POST', '/gdsn/tradeitems/registration/register', {
          catalogItemIds: [ready],
        });
        expect(status).toBe(404);
        const row = await t.context.db
          .selectFrom('catalog_item')
          .select('status')
          .where('id', '=', ready!)
          .executeTakeFirstOrThrow();
        expect(row.status).toBe(5);
      },
    },
  },
  'GET /mds/app/gdsn/tradeitems/registration/:catalogItemId/errors': {
    request: { method: 'GET', url: '/mds/app/gdsn/tradeitems/registration/1/errors' },
    crossTenant: {
      async check(t, ids) {
        const [, failed] = await greenfieldItems(t, ids);
        const { status } = await expectOwnerSees(
          t,
          LOGINS,
          call(t, 'GET', `/gdsn/tradeitems/registration/${failed}/errors`),
          (res) => res.status === 200,
        );
        expect(status).toBe(404);
      },
    },
  },
  'POST /mds/app/catalogs/getCatalogFailedItems': {
    request: { method: 'POST', url: '/mds/app/catalogs/getCatalogFailedItems', payload: { catalogItemIds: [1] } },
    crossTenant: {
      async check(t, ids) {
        const [, failed] = await greenfieldItems(t, ids);
        const status = await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, {
            method: 'POST',
            url: '/mds/app/catalogs/getCatalogFailedItems',
            payload: { catalogItemIds: [failed] },
          }),
          (answer) => answer === 200,
        );
        expect(status).toBe(404);
      },
    },
  },
};
