import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { ItemStatusCount, Page, RegistrationSummary, SubscriberSummaryRow, WeeklySync } from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { expectOwnerSees, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';
import { insertReceivedItems } from '../../test/received-items.js';
import type { TestApp } from '../../test/test-app.js';

/** Harbor's West unit: no other case reads its rows, so these stay out of their counts. */
const HARBOR_WEST = '0843912000023';
const NORTHWIND_GLN = '0761305000019';
const SERIALS = [941, 942];
const seeded = new WeakSet<TestApp>();

/**
 * Northwind's activity for Greenfield Provisions' admin (a publisher and subscriber of another company) to
 * reach for: two items with every product data flag (Not Ready, so the registration cases still find
 * Northwind with nothing to register), one published to Harbor West and synchronised there, and Harbor
 * West's copy of it with a subscription.
 */
async function northwindActivity(t: TestApp, ids: MatrixIds): Promise<void> {
  if (seeded.has(t)) return;
  seeded.add(t);
  const db = t.context.db;
  const items = await insertTestItems(db, ids.publisher!, SERIALS.length, { firstSerial: SERIALS[0] });
  await db.updateTable('catalog_item').set({ has_marketing: 1 }).where('id', 'in', items).execute();
  const now = nowIso();
  const { id: publication } = await db
    .insertInto('publication')
    .values({
      company_id: ids.publisher!,
      catalog_item_id: items[0]!,
      subscriber_gln: HARBOR_WEST,
      subscriber_company_id: ids.subscriberWest!,
      active: 1,
      cic_status: 'SYNCHRONISED',
      published_time: now,
      modified_time: now,
      root_item_id: items[0]!,
      delivery_status: 'delivered',
      cic_status_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('cic_history')
    .values({
      company_id: ids.publisher!,
      subscriber_company_id: ids.subscriberWest!,
      publication_id: publication,
      catalog_item_id: items[0]!,
      subscriber_gln: HARBOR_WEST,
      state: 'SYNCHRONISED',
      reasons: '[]',
      message_id: null,
      instance_id: 'matrix-dashboard-cic',
      created_time: now,
    })
    .execute();
  const [copy] = await insertReceivedItems(db, ids.subscriberWest!, 1, {
    subscriberGln: HARBOR_WEST,
    brand: 'Harbor dashboard',
    firstSerial: SERIALS[0],
  });
  await db
    .updateTable('received_item')
    .set({ source_item_id: items[0]!, matched_count: 1 })
    .where('id', '=', copy!)
    .execute();
  await db
    .insertInto('subscription')
    .values({
      company_id: ids.subscriberWest!,
      subscriber_gln: HARBOR_WEST,
      publisher_gln: NORTHWIND_GLN,
      gtin: null,
      gpc_code: null,
      target_market: null,
      status: 1,
      instance_id: 'matrix-dashboard-cis',
      created_by: null,
      created_time: now,
      modified_time: now,
    })
    .execute();
}

/** Greenfield's own active items, which are all its answers may count (other cases add some). */
async function greenfieldItemCount(t: TestApp, ids: MatrixIds): Promise<number> {
  const row = await t.context.db
    .selectFrom('catalog_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', ids.pubsub!)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Northwind's admin, whose activity it is, and Greenfield's, who must not count it. */
const NORTHWIND_OWNS = { owner: 'pub.admin', outsider: 'pubsub.admin' };

/**
 * Harbor West's answer, by Harbor's admin switched to its West unit, against Greenfield's admin's: the switch
 * is refused to Greenfield's (404), whose session stays its own.
 */
const HARBOR_WEST_OWNS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

const call =
  <T>(t: TestApp, ids: MatrixIds, url: string, unit?: number) =>
  async (token: string) => {
    await northwindActivity(t, ids);
    if (unit) await t.call({ method: 'GET', url: `/mds/app/users/company/${unit}/select`, token });
    return t.call<T>({ method: 'GET', url: `/mds/app${url}`, token });
  };

export const accessCases: MatrixCases = {
  'GET /mds/app/catalogs/getItemStatusesCount': {
    request: { method: 'GET', url: '/mds/app/catalogs/getItemStatusesCount' },
    crossTenant: {
      async check(t, ids) {
        const statusCounts = call<ItemStatusCount[]>(t, ids, '/catalogs/getItemStatusesCount');
        const counted = async (login: string) =>
          (await statusCounts(await t.signIn(login))).body.data!.reduce((sum, row) => sum + row.count, 0);
        // Greenfield's count may hold items of other cases: Northwind's must count at least its own two.
        expect(await counted('pub.admin')).toBeGreaterThanOrEqual(SERIALS.length);
        expect(await counted('pubsub.admin')).toBeLessThanOrEqual(await greenfieldItemCount(t, ids));
      },
    },
  },
  'GET /mds/app/catalogs/registrationSummary': {
    request: { method: 'GET', url: '/mds/app/catalogs/registrationSummary' },
    crossTenant: {
      async check(t, ids) {
        const { body } = await expectOwnerSees(
          t,
          NORTHWIND_OWNS,
          call<RegistrationSummary>(t, ids, '/catalogs/registrationSummary'),
          (res) => res.body.data!.imagesMarketingCount > 0 && res.body.data!.syncronizedCount > 0,
        );
        expect(body.data!.catalogItemCount).toBe(await greenfieldItemCount(t, ids));
        expect(body.data).toMatchObject({ imagesMarketingCount: 0, syncronizedCount: 0 });
      },
    },
  },
  'GET /mds/app/catalogs/subscriberSummary': {
    request: { method: 'GET', url: '/mds/app/catalogs/subscriberSummary' },
    crossTenant: {
      async check(t, ids) {
        const { body } = await expectOwnerSees(
          t,
          NORTHWIND_OWNS,
          call<Page<SubscriberSummaryRow>>(t, ids, '/catalogs/subscriberSummary'),
          (res) => res.body.data!.results.some((row) => row.syncronizedCount > 0),
        );
        expect(body.data!.results.filter((row) => row.syncronizedCount > 0)).toEqual([]);
      },
    },
  },
  'GET /mds/app/dms/lastweeksynchitem': {
    request: { method: 'GET', url: '/mds/app/dms/lastweeksynchitem' },
    crossTenant: {
      async check(t, ids) {
        const { body } = await expectOwnerSees(
          t,
          HARBOR_WEST_OWNS,
          call<WeeklySync>(t, ids, '/dms/lastweeksynchitem', ids.subscriberWest),
          (res) => res.body.data!.matchTotalCount > 0 && res.body.data!.subscriptionCount > 0,
        );
        expect(body.data).toMatchObject({ matchSyncCount: 0, matchTotalCount: 0, subscriptionCount: 0 });
      },
    },
  },
  'GET /mds/app/dms/weeklysubscription': {
    request: { method: 'GET', url: '/mds/app/dms/weeklysubscription' },
    crossTenant: {
      async check(t, ids) {
        const { body } = await expectOwnerSees(
          t,
          HARBOR_WEST_OWNS,
          call<WeeklySync[]>(t, ids, '/dms/weeklysubscription', ids.subscriberWest),
          (res) => res.body.data!.some((week) => week.matchTotalCount + week.subscriptionCount > 0),
        );
        expect(body.data!.filter((week) => week.matchTotalCount + week.subscriptionCount > 0)).toEqual([]);
      },
    },
  },
  'GET /mds/app/catalogs/download/publisherActivities': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/publisherActivities' },
    crossTenant: {
      async check(t, ids) {
        await northwindActivity(t, ids);
        const activities = async (token: string) => {
          const response = await t.app.inject({
            method: 'GET',
            url: '/mds/app/catalogs/download/publisherActivities?lastDays=0',
            headers: { authorization: `Bearer ${token}` },
          });
          const cells: string[] = [];
          if (response.statusCode === 200) {
            const workbook = new ExcelJS.Workbook();
            await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
            workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
          }
          return { status: response.statusCode, cells };
        };
        const gtins = SERIALS.map((serial) => testGtin(ids.publisher!, serial));
        const { status, cells } = await expectOwnerSees(t, NORTHWIND_OWNS, activities, (answer) =>
          gtins.some((gtin) => answer.cells.includes(gtin)),
        );
        if (status === 404) return;
        expect(status).toBe(200);
        for (const gtin of gtins) expect(cells).not.toContain(gtin);
      },
    },
  },
};
