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
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
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
    await t.context.db
      .insertInto('gdsn_message')
      .values({
        company_id: ids.pubsub!,
        catalog_item_id: item!,
        message_type: 'CIN',
        direction: 'out',
        instance_id: 'matrix-cin',
        xml: '<catalogueItemNotificationMessage/>',
        status: 'sent',
        created_time: now,
        receiver_gln: HARBOR_EAST,
        counterpart_company_id: ids.subscriber!,
      })
      .execute();
    seeded.set(t, item!);
  }
  return seeded.get(t)!;
}

/** Greenfield's admin, who published the item, and Northwind's, who must not see it. */
const LOGINS = { owner: 'pubsub.admin', outsider: 'pub.admin' };

const call =
  <T>(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  (token: string) =>
    t.call<T>({ method, url: `${BASE}${url}`, token, payload });

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
        await expectOwnerSees(t, LOGINS, call<Page<SubscriberSummaryRow>>(t, 'POST', '/summary', {}), ({ body }) =>
          body.data!.results.some((r) => r.reviewCount > 0),
        );
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
        await expectOwnerSees(t, LOGINS, call<{ name: string }[]>(t, 'GET', ''), ({ body }) =>
          body.data!.some((s) => s.name === 'Greenfield only'),
        );
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
        await expectOwnerSees(
          t,
          LOGINS,
          call<Page<SubscriberItemRow>>(t, 'POST', '/items/published/search', { catalogItemId: [item] }),
          ({ body }) => body.data!.totalRows > 0,
        );
      },
    },
  },
  [`POST ${BASE}/all/items/published/search`]: {
    request: { method: 'POST', url: `${BASE}/all/items/published/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          call<Page<PublishedItemRow>>(t, 'POST', '/all/items/published/search', { id: item }),
          ({ body }) => body.data!.totalRows > 0,
        );
      },
    },
  },
  [`POST ${BASE}/items/unpublished/search`]: {
    request: { method: 'POST', url: `${BASE}/items/unpublished/search`, payload: {} },
    crossTenant: {
      async check(t, ids) {
        const [item] = await insertTestItems(t.context.db, ids.pubsub!, 1, { gln: '0893076000018', firstSerial: 962 });
        await expectOwnerSees(
          t,
          LOGINS,
          call<Page<UnpublishedItemRow>>(t, 'POST', '/items/unpublished/search', { id: item }),
          ({ body }) => body.data!.totalRows > 0,
        );
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
        await expectOwnerSees(
          t,
          LOGINS,
          call(t, 'GET', `/${HARBOR_EAST}/cichistory/${item}`),
          ({ status }) => status === 200,
        );
      },
    },
  },
  [`GET ${BASE}/:subscriberGLN/gs1Message/:catalogItemId`]: {
    request: { method: 'GET', url: `${BASE}/${HARBOR_EAST}/gs1Message/1` },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          call(t, 'GET', `/${HARBOR_EAST}/gs1Message/${item}`),
          ({ status }) => status === 200,
        );
      },
    },
  },
  [`POST ${BASE}/all/items/published/download/gtin/:gtins/includecichistory/true`]: {
    request: { method: 'POST', url: `${BASE}/all/items/published/download/gtin/00614141000012/includecichistory/true` },
    crossTenant: {
      async check(t, ids) {
        const item = await greenfieldPublication(t, ids);
        const { gtin } = await t.context.db
          .selectFrom('catalog_item')
          .select('gtin')
          .where('id', '=', item)
          .executeTakeFirstOrThrow();
        await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, {
            method: 'POST',
            url: `${BASE}/all/items/published/download/gtin/${gtin}/includecichistory/true`,
          }),
          (status) => status === 200,
        );
      },
    },
  },
};
