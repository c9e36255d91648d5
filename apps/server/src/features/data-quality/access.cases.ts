import { expect } from 'vitest';
import type {
  DmsCicResponse,
  DmsItemCounts,
  DmsItemRow,
  DmsSummaryRow,
  MatchingRun,
  OmsTransaction,
  Page,
  PossibleMatchPair,
  UnmatchedItem,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { omsLine } from '../../test/oms-transactions.js';
import { insertReceivedItems } from '../../test/received-items.js';
import type { TestApp } from '../../test/test-app.js';

const HARBOR_EAST_GLN = '0843912000016';
const PUBLISHER_GLN = '0761305000019';

const seeded = new WeakMap<TestApp, number[]>();

/**
 * Items Harbor East received, the first matched to its own item, on hold, and holding the second as its child;
 * for Greenfield's admin to reach for.
 */
async function harborItems(t: TestApp, ids: MatrixIds): Promise<number[]> {
  if (!seeded.has(t)) {
    const db = t.context.db;
    const received = await insertReceivedItems(db, ids.subscriber!, 2, {
      subscriberGln: HARBOR_EAST_GLN,
      brand: 'Harbor DQ Brand',
      firstSerial: 901,
    });
    const { id: own } = await db
      .insertInto('subscriber_item')
      .values({ company_id: ids.subscriber!, product_code: 'HE-DQ-1', last_updated: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('dms_match')
      .values({
        company_id: ids.subscriber!,
        subscriber_item_id: own,
        received_item_id: received[0]!,
        kind: 'gtin',
        created_time: nowIso(),
      })
      .execute();
    const child = await db
      .selectFrom('received_item')
      .select('gtin')
      .where('id', '=', received[1]!)
      .executeTakeFirstOrThrow();
    await db
      .updateTable('received_item')
      .set({
        matched_count: 1,
        on_hold: 1,
        follow_up_message: 'Harbor only',
        children: JSON.stringify([{ gtin: child.gtin, quantity: 12 }]),
      })
      .where('id', '=', received[0]!)
      .execute();
    seeded.set(t, received);
  }
  return seeded.get(t)!;
}

/** Greenfield Provisions' admin: a publisher-subscriber, allowed data quality, of another company. */
const greenfield = (t: TestApp) => t.signIn('pubsub.admin');

/** Harbor East's admin, who received the items, and Greenfield's, who must not see them. */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

const call =
  <T>(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) =>
  (token: string) =>
    t.call<T>({ method, url, token, payload });

/** Harbor East's admin is answered the row (200), Greenfield's 404. */
async function onlyOwnerReaches(t: TestApp, method: 'GET' | 'POST', url: string, payload?: object) {
  const { status } = await expectOwnerSees(t, LOGINS, call(t, method, url, payload), (res) => res.status === 200);
  expect(status).toBe(404);
}

/** Harbor East's own item of `harborItems`. */
async function harborOwnItem(t: TestApp, ids: MatrixIds): Promise<number> {
  await harborItems(t, ids);
  const row = await t.context.db
    .selectFrom('subscriber_item')
    .select('id')
    .where('company_id', '=', ids.subscriber!)
    .where('product_code', '=', 'HE-DQ-1')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const accessCases: MatrixCases = {
  'POST /mds/app/dms/summary/search': {
    request: { method: 'POST', url: '/mds/app/dms/summary/search', payload: {} },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<Page<DmsSummaryRow>>(t, 'POST', '/mds/app/dms/summary/search', { keyword: PUBLISHER_GLN }),
          (res) => res.body.data!.totalRows > 0,
        );
        expect(body.data!.totalRows).toBe(0);
      },
    },
  },
  'GET /mds/app/dms/subscriber/summary/search': {
    request: { method: 'GET', url: '/mds/app/dms/subscriber/summary/search' },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<{ subscriberItemsCount: number }[]>(t, 'GET', '/mds/app/dms/subscriber/summary/search'),
          (res) => res.body.data![0]!.subscriberItemsCount > 0,
        );
        expect(body.data).toEqual([
          { subscriberItemsCount: 0, matchTotalCount: 0, unmatchTotalCount: 0, possibleMatchCount: 0 },
        ]);
      },
    },
  },
  'POST /mds/app/catalogs/publisherItemsList': {
    request: { method: 'POST', url: '/mds/app/catalogs/publisherItemsList', payload: { publisherGln: PUBLISHER_GLN } },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<Page<DmsItemRow>>(t, 'POST', '/mds/app/catalogs/publisherItemsList', {
            publisherGln: PUBLISHER_GLN,
            listView: 3,
            catalogItemId: theirs[0],
          }),
          (res) => res.body.data!.totalRows > 0,
        );
        expect(body.data).toEqual({ totalRows: 0, results: [] });
      },
    },
  },
  'POST /mds/app/catalogs/publisherItems': {
    request: { method: 'POST', url: '/mds/app/catalogs/publisherItems', payload: { publisherGln: PUBLISHER_GLN } },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<DmsItemCounts>(t, 'POST', '/mds/app/catalogs/publisherItems', { publisherGln: PUBLISHER_GLN }),
          (res) => res.body.data!.onHoldCount > 0,
        );
        expect(body.data).toMatchObject({ customCount: 0, matchTotalCount: 0, onHoldCount: 0 });
      },
    },
  },
  'GET /mds/app/catalogs/itemDetailsSummary': {
    request: { method: 'GET', url: `/mds/app/catalogs/itemDetailsSummary?publisherGln=${PUBLISHER_GLN}` },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<DmsItemCounts>(t, 'GET', `/mds/app/catalogs/itemDetailsSummary?publisherGln=${PUBLISHER_GLN}`),
          (res) => res.body.data!.customCount > 0,
        );
        expect(body.data).toMatchObject({ customCount: 0, actionNeededCount: 0 });
      },
    },
  },
  'GET /mds/app/catalogs/download/dmsDownload': {
    request: { method: 'GET', url: `/mds/app/catalogs/download/dmsDownload?publisherGln=${PUBLISHER_GLN}&matchType=1` },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const url = `/mds/app/catalogs/download/dmsDownload?publisherGln=${PUBLISHER_GLN}&matchType=1`;
        await expectOwnerSees(t, LOGINS, statusOf(t, { method: 'GET', url }), (status) => status === 200);
        const { status, body } = await t.call({ method: 'GET', url, token: await greenfield(t) });
        expect(status).toBe(404);
        expect(body.error?.message).toBe('No data available for download.');
      },
    },
  },
  ...Object.fromEntries(
    ['/mds/app/dms/gdsn/subscriptions/cic', '/mds/app/gdsn/subscriptions/cic'].map((url) => [
      `POST ${url}`,
      {
        request: { method: 'POST', url, payload: { catalogItemIds: [1], status: 'SYNCHRONISED' } },
        crossTenant: {
          async check(t: TestApp, ids: MatrixIds) {
            const theirs = await harborItems(t, ids);
            const { body } = await t.call<DmsCicResponse>({
              method: 'POST',
              url,
              token: await greenfield(t),
              payload: { catalogItemIds: theirs, status: 'REJECTED', confirmationStatusCode: 'CIC102' },
            });
            expect(body.data!.errorCount).toBe(2);
            const rows = await t.context.db
              .selectFrom('cic_history')
              .select('id')
              .where('subscriber_gln', '=', HARBOR_EAST_GLN)
              .execute();
            expect(rows).toEqual([]);
          },
        },
      },
    ]),
  ),
  'POST /mds/app/dms/itemmatching/items/followup': {
    request: {
      method: 'POST',
      url: '/mds/app/dms/itemmatching/items/followup',
      payload: { catalogItemIds: [1], message: 'x' },
    },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { body } = await t.call<{ catalogItemIds: number[] }>({
          method: 'POST',
          url: '/mds/app/dms/itemmatching/items/followup',
          token: await greenfield(t),
          payload: { catalogItemIds: theirs, message: 'Greenfield was here' },
        });
        expect(body.data!.catalogItemIds).toEqual([]);
        const row = await t.context.db
          .selectFrom('received_item')
          .select('follow_up_message')
          .where('id', '=', theirs[0]!)
          .executeTakeFirstOrThrow();
        expect(row.follow_up_message).toBe('Harbor only');
      },
    },
  },
  'GET /mds/app/dms/itemmatching/items/:catalogItemId/followup': {
    request: { method: 'GET', url: '/mds/app/dms/itemmatching/items/1/followup' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await onlyOwnerReaches(t, 'GET', `/mds/app/dms/itemmatching/items/${theirs[0]}/followup`);
      },
    },
  },
  'DELETE /mds/app/dms/itemmatching/items/:catalogItemId/followup': {
    request: { method: 'DELETE', url: '/mds/app/dms/itemmatching/items/1/followup' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { status } = await t.call({
          method: 'DELETE',
          url: `/mds/app/dms/itemmatching/items/${theirs[0]}/followup`,
          token: await greenfield(t),
        });
        expect(status).toBe(404);
        const row = await t.context.db
          .selectFrom('received_item')
          .select('on_hold')
          .where('id', '=', theirs[0]!)
          .executeTakeFirstOrThrow();
        expect(row.on_hold).toBe(1);
      },
    },
  },
  'GET /mds/app/dms/itemmatching/items/publisher/:catalogItemId/previous/:isPreviousItem/xml': {
    request: { method: 'GET', url: '/mds/app/dms/itemmatching/items/publisher/1/previous/false/xml' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await onlyOwnerReaches(t, 'GET', `/mds/app/dms/itemmatching/items/publisher/${theirs[0]}/previous/false/xml`);
      },
    },
  },
  ...Object.fromEntries(
    (['matched', 'unmatched'] as const).map((kind) => [
      `GET /mds/app/dms/itemmatching/items/${kind}/publisher/:catalogItemId/:attributesType`,
      {
        request: { method: 'GET', url: `/mds/app/dms/itemmatching/items/${kind}/publisher/1/core` },
        crossTenant: {
          async check(t: TestApp, ids: MatrixIds) {
            const theirs = await harborItems(t, ids);
            await onlyOwnerReaches(t, 'GET', `/mds/app/dms/itemmatching/items/${kind}/publisher/${theirs[0]}/core`);
          },
        },
      },
    ]),
  ),
  'GET /mds/app/dms/subscriber/items/:subCatalogItemId/publisher/:pubCatalogItemId/:attributesType': {
    request: { method: 'GET', url: '/mds/app/dms/subscriber/items/1/publisher/1/core' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const own = await harborOwnItem(t, ids);
        await onlyOwnerReaches(t, 'GET', `/mds/app/dms/subscriber/items/${own}/publisher/${theirs[0]}/core`);
      },
    },
  },
  'GET /mds/app/dms/publisher/items/:hierarchyCatalogItemId/matched/:matchedCatalogItemId/:attributesType': {
    request: { method: 'GET', url: '/mds/app/dms/publisher/items/1/matched/2/core' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await onlyOwnerReaches(t, 'GET', `/mds/app/dms/publisher/items/${theirs[1]}/matched/${theirs[0]}/core`);
      },
    },
  },
  'GET /mds/app/dms/matching': {
    request: { method: 'GET', url: '/mds/app/dms/matching' },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        await t.call({ method: 'POST', url: '/mds/app/dms/matching', token: await t.signIn('sub.admin') });
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<MatchingRun>(t, 'GET', '/mds/app/dms/matching'),
          (res) => res.body.data!.status !== 'none',
        );
        expect(body.data!.status).toBe('none');
      },
    },
  },
  'POST /mds/app/dms/matching': {
    request: { method: 'POST', url: '/mds/app/dms/matching' },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const db = t.context.db;
        const harborOwn = db.selectFrom('subscriber_item').where('company_id', '=', ids.subscriber!);
        await db
          .updateTable('subscriber_item')
          .set({ match_dirty: 0 })
          .where('company_id', '=', ids.subscriber!)
          .execute();
        await db.deleteFrom('job').where('type', '=', 'dms.match').where('company_id', '=', ids.subscriber!).execute();
        const { body } = await t.call<MatchingRun>({
          method: 'POST',
          url: '/mds/app/dms/matching',
          token: await greenfield(t),
        });
        expect(body.data!.status).toBe('queued');
        const jobs = await db.selectFrom('job').select('company_id').where('type', '=', 'dms.match').execute();
        expect(jobs.map((j) => j.company_id)).toEqual([ids.pubsub]);
        expect((await harborOwn.select('match_dirty').execute()).every((r) => r.match_dirty === 0)).toBe(true);
      },
    },
  },
  'GET /mds/app/dms/sodexo_dmsoti/:publisherCatalogId': {
    request: { method: 'GET', url: '/mds/app/dms/sodexo_dmsoti/1' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const queued = t.context.db.selectFrom('gdsn_message').select('id').where('instance_id', 'like', 'DMSOTI-%');
        const before = (await queued.execute()).length;
        const { status } = await t.call({
          method: 'GET',
          url: `/mds/app/dms/sodexo_dmsoti/${theirs[0]}`,
          token: await greenfield(t),
        });
        expect(status).toBe(404);
        expect((await queued.execute()).length).toBe(before);
      },
    },
  },
  'GET /mds/app/dms/oms/:publisherGLN/transaction/items/:publisherGTIN': {
    request: { method: 'GET', url: `/mds/app/dms/oms/${PUBLISHER_GLN}/transaction/items/00614141000036` },
    crossTenant: {
      async check(t, ids) {
        const gtin = '00614141000036';
        await t.context.db
          .insertInto('oms_transaction')
          .values(omsLine({ company_id: ids.subscriber!, gtin, order_number: 'HE-1', order_date: '2026-01-05' }))
          .execute();
        const { body } = await expectOwnerSees(
          t,
          LOGINS,
          call<OmsTransaction[]>(t, 'GET', `/mds/app/dms/oms/${PUBLISHER_GLN}/transaction/items/${gtin}`),
          (res) => res.body.data!.length > 0,
        );
        expect(body.data).toEqual([]);
      },
    },
  },
  'POST /mds/app/dms/subscriber/unmatched/items/search': {
    request: { method: 'POST', url: '/mds/app/dms/subscriber/unmatched/items/search', payload: {} },
    crossTenant: {
      async check(t, ids) {
        await harborItems(t, ids);
        const search = async (token: string) =>
          (
            await t.call<Page<UnmatchedItem>>({
              method: 'POST',
              url: '/mds/app/dms/subscriber/unmatched/items/search',
              token,
              payload: { keyword: 'HE-DQ' },
            })
          ).body.data!.totalRows;
        expect(await search(await t.signIn('sub.admin'))).toBe(1);
        expect(await search(await greenfield(t))).toBe(0);
      },
    },
  },
  'POST /mds/app/dms/subscriber/extrinsic/matched/publishers': {
    request: {
      method: 'POST',
      url: '/mds/app/dms/subscriber/extrinsic/matched/publishers',
      payload: { subCatalogItemId: 1 },
    },
    crossTenant: {
      async check(t, ids) {
        await onlyOwnerReaches(t, 'POST', '/mds/app/dms/subscriber/extrinsic/matched/publishers', {
          subCatalogItemId: await harborOwnItem(t, ids),
        });
      },
    },
  },
  'POST /mds/app/dms/subscriber/possible/matched/items': {
    request: {
      method: 'POST',
      url: '/mds/app/dms/subscriber/possible/matched/items',
      payload: { publisherGln: PUBLISHER_GLN },
    },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        await t.context.db
          .insertInto('dms_match')
          .values({
            company_id: ids.subscriber!,
            subscriber_item_id: await harborOwnItem(t, ids),
            received_item_id: theirs[1]!,
            kind: 'possible',
            score: 42,
            created_time: nowIso(),
          })
          .onConflict((oc) => oc.columns(['subscriber_item_id', 'received_item_id']).doNothing())
          .execute();
        const pairs = async (token: string) =>
          (
            await t.call<Page<PossibleMatchPair>>({
              method: 'POST',
              url: '/mds/app/dms/subscriber/possible/matched/items',
              token,
              payload: { publisherGln: PUBLISHER_GLN, catalogItemId: theirs[1] },
            })
          ).body.data!.totalRows;
        expect(await pairs(await t.signIn('sub.admin'))).toBe(1);
        expect(await pairs(await greenfield(t))).toBe(0);
      },
    },
  },
  'GET /mds/app/dms/broad/match/:pubCatalogItemId/:subCatalogItemId': {
    request: { method: 'GET', url: '/mds/app/dms/broad/match/1/1' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { status } = await t.call({
          method: 'GET',
          url: `/mds/app/dms/broad/match/${theirs[1]}/${await harborOwnItem(t, ids)}`,
          token: await greenfield(t),
        });
        expect(status).toBe(404);
        const rows = await t.context.db
          .selectFrom('dms_match')
          .select('id')
          .where('received_item_id', '=', theirs[1]!)
          .where('kind', '=', 'broad')
          .execute();
        expect(rows).toEqual([]);
      },
    },
  },
  'POST /mds/app/dms/possible/match/reject': {
    request: {
      method: 'POST',
      url: '/mds/app/dms/possible/match/reject',
      payload: { pubCatalogItemId: 1, subCatalogItemId: 1 },
    },
    crossTenant: {
      async check(t, ids) {
        const theirs = await harborItems(t, ids);
        const { status } = await t.call({
          method: 'POST',
          url: '/mds/app/dms/possible/match/reject',
          token: await greenfield(t),
          payload: { pubCatalogItemId: theirs[1], subCatalogItemId: await harborOwnItem(t, ids) },
        });
        expect(status).toBe(404);
        expect(await t.context.db.selectFrom('dms_rejected_pair').select('id').execute()).toEqual([]);
      },
    },
  },
};
