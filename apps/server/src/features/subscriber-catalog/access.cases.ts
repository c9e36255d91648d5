import { expect } from 'vitest';
import type { CatalogSuggestion, Page, SubscriberCatalogRow } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { insertReceivedItems } from '../../test/received-items.js';
import type { TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/catalogs/subscriber';
const HARBOR_EAST_GLN = '0843912000016';
const HARBOR_BRAND = 'Harbor Matrix Brand';

const seeded = new WeakMap<TestApp, number[]>();

/** Items Harbor East received, for Greenfield's admin (a subscriber too) to reach for. */
async function harborItems(t: TestApp, ids: MatrixIds): Promise<number[]> {
  if (!seeded.has(t)) {
    const received = await insertReceivedItems(t.context.db, ids.subscriber!, 2, {
      subscriberGln: HARBOR_EAST_GLN,
      brand: HARBOR_BRAND,
      firstSerial: 801,
    });
    seeded.set(t, received);
  }
  return seeded.get(t)!;
}

/** Harbor East's admin, who received the items, and Greenfield's, who must not see them. */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

/** Greenfield Provisions' admin: a publisher-subscriber, allowed the subscriber catalog, of another company. */
const greenfield = (t: TestApp) => t.signIn('pubsub.admin');

export const accessCases: MatrixCases = {
  'POST /mds/app/catalogs/subscriber/search': {
    request: { method: 'POST', url: `${BASE}/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        for (const payload of [{ includeWithdrawn: true }, { id: theirs[0] }, { brands: [HARBOR_BRAND] }]) {
          await expectOwnerSees(
            t,
            LOGINS,
            (token) => t.call<Page<SubscriberCatalogRow>>({ method: 'POST', url: `${BASE}/search`, token, payload }),
            ({ status, body }) => status === 200 && body.data!.results.some((r) => theirs.includes(r.receivedItemId)),
          );
        }
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/partial': {
    request: { method: 'GET', url: `${BASE}/partial?keyword=soup` },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call<CatalogSuggestion[]>({ method: 'GET', url: `${BASE}/partial?keyword=Received`, token }),
          ({ body }) => body.data!.some((s) => theirs.includes(s.catalogItemId)),
        );
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/brands': {
    request: { method: 'GET', url: `${BASE}/brands` },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call<{ brands: string[] }>({ method: 'GET', url: `${BASE}/brands`, token }),
          ({ body }) => body.data!.brands.includes(HARBOR_BRAND),
        );
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/publishers': {
    request: { method: 'GET', url: `${BASE}/publishers` },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const harbor = await t.call<{ publishers: unknown[] }>({
          method: 'GET',
          url: `${BASE}/publishers`,
          token: await t.signIn('sub.admin'),
        });
        expect(harbor.body.data!.publishers.length).toBeGreaterThan(0);
        const { body } = await t.call<{ publishers: unknown[] }>({
          method: 'GET',
          url: `${BASE}/publishers`,
          token: await greenfield(t),
        });
        expect(body.data!.publishers).toEqual([]);
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/:receivedItemId/versions': {
    request: { method: 'GET', url: `${BASE}/1/versions` },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call({ method: 'GET', url: `${BASE}/${theirs[0]}/versions`, token }),
          ({ status }) => status === 200,
        );
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/:receivedItemId': {
    request: { method: 'GET', url: `${BASE}/1` },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call({ method: 'GET', url: `${BASE}/${theirs[0]}`, token }),
          ({ status }) => status === 200,
        );
      },
    },
  },
  'POST /mds/app/catalogs/subscriber/download/spreadsheet': {
    request: { method: 'POST', url: `${BASE}/download/spreadsheet?ids=1`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, { method: 'POST', url: `${BASE}/download/spreadsheet?ids=${theirs.join('.')}`, payload: {} }),
          (status) => status === 200,
        );
        const token = await greenfield(t);
        // Greenfield received nothing: its "everything" is empty, not Harbor's.
        const all = await t.call({ method: 'POST', url: `${BASE}/download/spreadsheet`, token, payload: {} });
        expect(all.status).toBe(404);
      },
    },
  },
  'POST /mds/app/catalogs/subscriber/download/schedule': {
    request: { method: 'POST', url: `${BASE}/download/schedule`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await t.call<string>({
          method: 'POST',
          url: `${BASE}/download/schedule`,
          token: await greenfield(t),
          payload: { includeWithdrawn: true },
        });
        expect(body.data).toBe('success');
        await t.worker.drain();
        const row = await t.context.db
          .selectFrom('download_request')
          .select(['row_count', 'status'])
          .where('company_id', '=', ids.pubsub!)
          .where('download_type', '=', 3)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ row_count: 0, status: 'done' });
      },
    },
  },
};
