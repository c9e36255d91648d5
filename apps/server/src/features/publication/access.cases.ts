import { expect } from 'vitest';
import type {
  Page,
  PublicationResponse,
  PublishedItemRow,
  SubscriberItemRow,
  SubscriberSummaryRow,
  UnpublishedItemRow,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import type { MatrixCases, MatrixIds } from '../../test/access-matrix.js';
import { insertTestItems } from '../../test/catalog-bulk-items.js';
import type { TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/gdsn/publications/subscribers';
const HARBOR_EAST = '0843912000016';
const seeded = new WeakMap<TestApp, number>();

/** One of Greenfield Provisions' items, published to Harbor East, with a CIC and a CIN. */
async function greenfieldPublication(t: TestApp, ids: MatrixIds): Promise<number> {
  if (!seeded.has(t)) {
    const [item] = await insertTestItems(t.context.db, ids.pubsub!, 1, { gln: '0893076000018', firstSerial: 961 });
    const now = nowIso();
    const { id } = await t.context.db
      .insertInto('publication')
      .values({
        company_id: ids.pubsub!,
        catalog_item_id: item!,
        subscriber_gln: HARBOR_EAST,
        subscriber_company_id: ids.subscriber!,
        active: 1,
        cic_status: 'REVIEW',
        published_time: now,
        modified_time: now,
        root_item_id: item!,
        delivery_status: 'delivered',
        cic_status_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.context.db
      .insertInto('cic_history')
      .values({
        company_id: ids.pubsub!,
        subscriber_company_id: ids.subscriber!,
        publication_id: id,
        catalog_item_id: item!,
        subscriber_gln: HARBOR_EAST,
        state: 'REVIEW',
        reasons: '[]',
        message_id: null,
        instance_id: 'matrix-cic',
        created_time: now,
      })
      .execute();
    seeded.set(t, item!);
  }
  return seeded.get(t)!;
}

async function asNorthwind<T>(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const token = await t.signIn('pub.admin');
  return t.call<T>({ method, url: `${BASE}${url}`, token, payload });
}

export const accessCases: MatrixCases = {
  [`POST ${BASE}/summary`]: {
    request: { method: 'POST', url: `${BASE}/summary`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        await greenfieldPublication(t, ids);
        const { body } = await asNorthwind<Page<SubscriberSummaryRow>>(t, 'POST', '/summary', {});
        expect(body.data!.results.filter((r) => r.reviewCount > 0)).toEqual([]);
      },
    },
  },
  [`GET ${BASE}`]: {
    request: { method: 'GET', url: BASE },
    crossTenant: {
      async check(t, ids) {
        await t.context.db
          .insertInto('publication_subscriber')
          .values({ company_id: ids.pubsub!, gln: '4000001000005', name: 'Greenfield only', created_time: nowIso() })
          .onConflict((oc) => oc.doNothing())
          .execute();
        const { body } = await asNorthwind<{ name: string }[]>(t, 'GET', '');
        expect(body.data!.map((s) => s.name)).not.toContain('Greenfield only');
      },
    },
  },
  [`POST ${BASE}`]: {
    request: { method: 'POST', url: BASE, payload: { gln: '4000001000012', name: 'Matrix' } },
    crossTenant: { none: "writes the caller's own subscriber list; the GET case shows another's stays apart" },
  },
  [`GET ${BASE}/cicstatuses`]: {
    request: { method: 'GET', url: `${BASE}/cicstatuses` },
    crossTenant: { none: 'the fixed list of CIC states' },
  },
  [`POST ${BASE}/items/published/search`]: {
    request: { method: 'POST', url: `${BASE}/items/published/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { body } = await asNorthwind<Page<SubscriberItemRow>>(t, 'POST', '/items/published/search', {
          catalogItemId: [item],
        });
        expect(body.data!.totalRows).toBe(0);
      },
    },
  },
  [`POST ${BASE}/all/items/published/search`]: {
    request: { method: 'POST', url: `${BASE}/all/items/published/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { body } = await asNorthwind<Page<PublishedItemRow>>(t, 'POST', '/all/items/published/search', {
          id: item,
        });
        expect(body.data!.totalRows).toBe(0);
      },
    },
  },
  [`POST ${BASE}/items/unpublished/search`]: {
    request: { method: 'POST', url: `${BASE}/items/unpublished/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const [item] = await insertTestItems(t.context.db, ids.pubsub!, 1, { gln: '0893076000018', firstSerial: 962 });
        const { body } = await asNorthwind<Page<UnpublishedItemRow>>(t, 'POST', '/items/unpublished/search', {
          id: item,
        });
        expect(body.data!.totalRows).toBe(0);
      },
    },
  },
  [`POST ${BASE}/publish`]: {
    request: { method: 'POST', url: `${BASE}/publish`, payload: { catalogItemId: [1], gln: [HARBOR_EAST] } },
    crossTenant: {
      async check(t, ids) {
        const [item] = await insertTestItems(t.context.db, ids.pubsub!, 1, { gln: '0893076000018', firstSerial: 963 });
        const { body } = await asNorthwind<PublicationResponse>(t, 'POST', '/publish', {
          catalogItemId: [item],
          gln: [HARBOR_EAST],
        });
        expect(body.data!.results[0]!.success).toBe(false);
        const rows = await t.context.db
          .selectFrom('publication')
          .select('id')
          .where('catalog_item_id', '=', item!)
          .execute();
        expect(rows).toEqual([]);
      },
    },
  },
  [`POST ${BASE}/unpublish`]: {
    request: { method: 'POST', url: `${BASE}/unpublish`, payload: { catalogItemId: [1], gln: [HARBOR_EAST] } },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { body } = await asNorthwind<PublicationResponse>(t, 'POST', '/unpublish', {
          catalogItemId: [item],
          gln: [HARBOR_EAST],
        });
        expect(body.data!.results[0]!.success).toBe(false);
        const row = await t.context.db
          .selectFrom('publication')
          .select('active')
          .where('catalog_item_id', '=', item)
          .executeTakeFirstOrThrow();
        expect(row.active).toBe(1);
      },
    },
  },
  [`GET ${BASE}/:subscriberGLN/cichistory/:catalogItemId`]: {
    request: { method: 'GET', url: `${BASE}/${HARBOR_EAST}/cichistory/1` },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { status } = await asNorthwind(t, 'GET', `/${HARBOR_EAST}/cichistory/${item}`);
        expect(status).toBe(404);
      },
    },
  },
  [`GET ${BASE}/:subscriberGLN/gs1Message/:catalogItemId`]: {
    request: { method: 'GET', url: `${BASE}/${HARBOR_EAST}/gs1Message/1` },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { status } = await asNorthwind(t, 'GET', `/${HARBOR_EAST}/gs1Message/${item}`);
        expect(status).toBe(404);
      },
    },
  },
};
