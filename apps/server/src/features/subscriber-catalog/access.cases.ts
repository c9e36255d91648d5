import { expect } from 'vitest';
import type { CatalogSuggestion, Page, SubscriberCatalogRow } from '@tradepool/domain';
import type { MatrixCases, MatrixIds } from '../../test/access-matrix.js';
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

/** Greenfield Provisions' admin: a publisher-subscriber, allowed the subscriber catalog, of another company. */
const greenfield = (t: TestApp) => t.signIn('pubsub.admin');

export const accessCases: MatrixCases = {
  'POST /mds/app/catalogs/subscriber/search': {
    request: { method: 'POST', url: `${BASE}/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const token = await greenfield(t);
        for (const payload of [{ includeWithdrawn: true }, { id: theirs[0] }, { brands: [HARBOR_BRAND] }]) {
          const { status, body } = await t.call<Page<SubscriberCatalogRow>>({
            method: 'POST',
            url: `${BASE}/search`,
            token,
            payload,
          });
          expect(status).toBe(200);
          expect(body.data!.results.map((r) => r.receivedItemId)).not.toContain(theirs[0]);
          expect(body.data!.results.map((r) => r.receivedItemId)).not.toContain(theirs[1]);
        }
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/partial': {
    request: { method: 'GET', url: `${BASE}/partial?keyword=soup` },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { body } = await t.call<CatalogSuggestion[]>({
          method: 'GET',
          url: `${BASE}/partial?keyword=Received`,
          token: await greenfield(t),
        });
        for (const id of theirs) expect(body.data!.map((s) => s.catalogItemId)).not.toContain(id);
      },
    },
  },
  'GET /mds/app/catalogs/subscriber/brands': {
    request: { method: 'GET', url: `${BASE}/brands` },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await t.call<{ brands: string[] }>({
          method: 'GET',
          url: `${BASE}/brands`,
          token: await greenfield(t),
        });
        expect(body.data!.brands).not.toContain(HARBOR_BRAND);
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
  'GET /mds/app/catalogs/subscriber/:receivedItemId': {
    request: { method: 'GET', url: `${BASE}/1` },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { status } = await t.call({ method: 'GET', url: `${BASE}/${theirs[0]}`, token: await greenfield(t) });
        expect(status).toBe(404);
      },
    },
  },
  'POST /mds/app/catalogs/subscriber/download/spreadsheet': {
    request: { method: 'POST', url: `${BASE}/download/spreadsheet?ids=1`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const token = await greenfield(t);
        const byIds = await t.call({
          method: 'POST',
          url: `${BASE}/download/spreadsheet?ids=${theirs.join('.')}`,
          token,
          payload: {},
        });
        expect(byIds.status).toBe(404);
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
