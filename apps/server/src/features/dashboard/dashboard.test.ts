import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemStatusCount, Page, RegistrationSummary, SubscriberSummaryRow, WeeklySync } from '@tradepool/domain';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';
import { insertReceivedItems } from '../../test/received-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { weekStarts } from './weekly-sync.js';

const HARBOR_EAST = '0843912000016';
const OUTSIDE_GLN = '4000001000005';
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

let t: TestApp;
let pub: string;
const companies: Record<'northwind' | 'harbor' | 'greenfield', number> = { northwind: 0, harbor: 0, greenfield: 0 };
/** Northwind's items by what the fixture makes of them. */
let items: Record<'ready' | 'inProcess' | 'validated' | 'failed' | 'registered' | 'notReady' | 'deleted', number>;

async function companyOf(gln: string): Promise<number> {
  const row = await t.context.db
    .selectFrom('company_gln')
    .select('company_id')
    .where('gln', '=', gln)
    .executeTakeFirstOrThrow();
  return row.company_id;
}

async function publish(item: number, gln: string, cic: string | null, options: { active?: 0 | 1; at?: string } = {}) {
  const at = options.at ?? daysAgo(3);
  const { id } = await t.context.db
    .insertInto('publication')
    .values({
      company_id: companies.northwind,
      catalog_item_id: item,
      subscriber_gln: gln,
      subscriber_company_id: gln === HARBOR_EAST ? companies.harbor : null,
      active: options.active ?? 1,
      cic_status: cic,
      published_time: at,
      modified_time: at,
      root_item_id: item,
      delivery_status: 'delivered',
      cic_status_time: cic ? at : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (cic) {
    await t.context.db
      .insertInto('cic_history')
      .values({
        company_id: companies.northwind,
        subscriber_company_id: companies.harbor,
        publication_id: id,
        catalog_item_id: item,
        subscriber_gln: gln,
        state: cic,
        reasons: '[]',
        message_id: null,
        instance_id: `dashboard-cic-${id}`,
        created_time: at,
      })
      .execute();
  }
}

async function message(type: GdsnMessageType, item: number, correlation: string, at: string) {
  await t.context.db
    .insertInto('gdsn_message')
    .values({
      company_id: companies.northwind,
      catalog_item_id: item,
      message_type: type,
      direction: type === 'RCI' ? 'out' : 'in',
      instance_id: `${type}-${correlation}`,
      correlation_id: type === 'RCI' ? null : correlation,
      xml: '<x/>',
      status: 'processed',
      error: null,
      created_time: at,
      processed_time: at,
      sender_gln: null,
      receiver_gln: null,
      counterpart_company_id: null,
    })
    .execute();
}

/**
 * Northwind: seven items, one in each catalog status, two registered (one with marketing data), one deleted;
 * three active publications (Harbor East synchronised one and reviews another, an outside subscriber has not
 * answered) and a withdrawn one; a registration sent and rejected. Greenfield: an item in review at Harbor
 * East. Harbor East: four copies received over the weeks (one withdrawn), one synchronised today, and a
 * subscription ten days old.
 */
beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
  companies.northwind = await companyOf('0761305000019');
  companies.harbor = await companyOf(HARBOR_EAST);
  companies.greenfield = await companyOf('0893076000018');
  const db = t.context.db;
  const ids = await insertTestItems(db, companies.northwind, 7, { firstSerial: 501 });
  items = {
    ready: ids[0]!,
    inProcess: ids[1]!,
    validated: ids[2]!,
    failed: ids[3]!,
    registered: ids[4]!,
    notReady: ids[5]!,
    deleted: ids[6]!,
  };
  const set = (id: number, values: { status: number; reg_status?: string; has_marketing?: number }) =>
    db.updateTable('catalog_item').set(values).where('id', '=', id).execute();
  await set(items.ready, { status: 2 });
  await set(items.inProcess, { status: 3 });
  await set(items.validated, { status: 5, reg_status: 'Registered' });
  await set(items.failed, { status: 9 });
  await set(items.registered, { status: 5, reg_status: 'Registered', has_marketing: 1 });
  await db
    .updateTable('catalog_item')
    .set({ deleted: 1, action_time: daysAgo(1) })
    .where('id', '=', items.deleted)
    .execute();
  await publish(items.validated, HARBOR_EAST, 'SYNCHRONISED');
  await publish(items.registered, HARBOR_EAST, 'REVIEW');
  await publish(items.registered, OUTSIDE_GLN, null);
  await publish(items.validated, OUTSIDE_GLN, null, { active: 0, at: daysAgo(2) });
  await message('RCI', items.failed, 'rci-1', daysAgo(5));
  await message('CIRR', items.failed, 'rci-1', daysAgo(4));
  await message('GS1Response', items.failed, 'rci-1', daysAgo(4));

  const [greenfieldItem] = await insertTestItems(db, companies.greenfield, 1, {
    gln: '0893076000018',
    firstSerial: 601,
  });
  await db
    .insertInto('publication')
    .values({
      company_id: companies.greenfield,
      catalog_item_id: greenfieldItem!,
      subscriber_gln: HARBOR_EAST,
      subscriber_company_id: companies.harbor,
      active: 1,
      cic_status: 'REVIEW',
      published_time: daysAgo(1),
      modified_time: daysAgo(1),
      root_item_id: greenfieldItem!,
      delivery_status: 'delivered',
      cic_status_time: daysAgo(1),
    })
    .execute();

  const copies = await insertReceivedItems(db, companies.harbor, 4, {
    subscriberGln: HARBOR_EAST,
    brand: 'Northwind',
    firstSerial: 701,
  });
  const receive = (id: number, values: { received_time: string; matched_count?: number; withdrawn?: number }) =>
    db
      .updateTable('received_item')
      .set({ ...values, modified_time: values.received_time })
      .where('id', '=', id)
      .execute();
  await receive(copies[0]!, { received_time: daysAgo(20), matched_count: 1 });
  await receive(copies[1]!, { received_time: daysAgo(2) });
  await receive(copies[2]!, { received_time: daysAgo(0), matched_count: 1 });
  await receive(copies[3]!, { received_time: daysAgo(2), withdrawn: 1 });
  await db.updateTable('received_item').set({ source_item_id: items.validated }).where('id', '=', copies[0]!).execute();
  await db
    .insertInto('cic_history')
    .values({
      company_id: companies.northwind,
      subscriber_company_id: companies.harbor,
      publication_id: null,
      catalog_item_id: items.validated,
      subscriber_gln: HARBOR_EAST,
      state: 'SYNCHRONISED',
      reasons: '[]',
      message_id: null,
      instance_id: 'dashboard-sync-today',
      created_time: daysAgo(0),
    })
    .execute();
  await db
    .insertInto('subscription')
    .values({
      company_id: companies.harbor,
      subscriber_gln: HARBOR_EAST,
      publisher_gln: '0761305000019',
      gtin: null,
      gpc_code: null,
      target_market: null,
      status: 1,
      instance_id: null,
      created_by: null,
      created_time: daysAgo(10),
      modified_time: daysAgo(10),
    })
    .execute();
});
afterAll(async () => t.close());

const get = async <T>(url: string, token = pub) => {
  const { status, body } = await t.call<T>({ method: 'GET', url: `/mds/app${url}`, token });
  expect(status).toBe(200);
  return body.data!;
};
const post = async <T>(url: string, payload: object) => {
  const { status, body } = await t.call<T>({ method: 'POST', url: `/mds/app${url}`, payload, token: pub });
  expect(status).toBe(200);
  return body.data!;
};
const catalogTotal = async (search: object) => (await post<Page<unknown>>('/catalogs/search', search)).totalRows;

describe('catalog status chart', () => {
  it('counts the active items per status, Ready to validate with Not Ready, as the catalog filter does', async () => {
    const counts = await get<ItemStatusCount[]>('/catalogs/getItemStatusesCount');
    expect(counts).toEqual([
      { status: 3, label: 'In Process', count: 1 },
      { status: 5, label: 'Validated', count: 2 },
      { status: 9, label: 'Failed', count: 1 },
      { status: 1, label: 'Not Ready', count: 2 },
    ]);
    for (const { status, count } of counts) expect(await catalogTotal({ registrationStatuses: [status] })).toBe(count);
  });

  it('gives a non-GDSN user the reduced set', async () => {
    const counts = await get<ItemStatusCount[]>('/catalogs/getItemStatusesCount', await t.signIn('pub.nongdsn'));
    expect(counts.map((c) => [c.label, c.count])).toEqual([
      ['Validated', 2],
      ['Not Ready', 2],
    ]);
  });
});

describe('registration and publication summary', () => {
  it('counts what the lists its numbers open count', async () => {
    const summary = await get<RegistrationSummary>('/catalogs/registrationSummary');
    expect(summary).toEqual({
      catalogItemCount: 6,
      registrationCount: 2,
      failedCount: 1,
      publishedCount: 2,
      acceptedCount: 0,
      reviewCount: 1,
      rejectedCount: 0,
      syncronizedCount: 1,
      allergensCount: 6,
      imagesMarketingCount: 1,
      nutritionalsCount: 6,
      lastActivity: expect.any(String),
    });
    expect(summary.lastActivity! > daysAgo(1.01)).toBe(true);
    expect(await catalogTotal({})).toBe(summary.catalogItemCount);
    expect(await catalogTotal({ publicationStatus: 1 })).toBe(summary.publishedCount);
    expect(await catalogTotal({ productDataStatus: 1, nutritionals: ['marketing'] })).toBe(
      summary.imagesMarketingCount,
    );
    expect(await catalogTotal({ productDataStatus: 1, nutritionals: ['allergens'] })).toBe(summary.allergensCount);
    const registered = await post<Page<unknown>>('/gdsn/tradeitems/registration', { status: 3, lastDays: 0 });
    expect(registered.totalRows).toBe(summary.registrationCount);
    const rejected = await post<Page<unknown>>('/gdsn/tradeitems/registration', { status: 4, lastDays: 0 });
    expect(rejected.totalRows).toBe(summary.failedCount);
    const review = await post<Page<unknown>>('/gdsn/publications/subscribers/items/published/search', {
      status: 'REVIEW',
    });
    expect(review.totalRows).toBe(summary.reviewCount);
  });

  it('is refused to a read-only subscriber (spec point 6)', async () => {
    const { status } = await t.call({
      method: 'GET',
      url: '/mds/app/catalogs/registrationSummary',
      token: await t.signIn('sub.readonly'),
    });
    expect(status).toBe(403);
  });
});

describe('subscriber summary', () => {
  it('answers the publication center summary as a query, 10 rows by lower(name)', async () => {
    const page = await get<Page<SubscriberSummaryRow>>('/catalogs/subscriberSummary');
    expect(page.totalRows).toBe(2);
    expect(page.results.map((r) => [r.name, r.publishedCount, r.reviewCount, r.syncronizedCount])).toEqual([
      ['Harbor Foodservice - East Region', 2, 1, 1],
      ['Name Unknown', 1, 0, 0],
    ]);
    const second = await get<Page<SubscriberSummaryRow>>('/catalogs/subscriberSummary?rowCount=1&pageNumber=2');
    expect(second.results.map((r) => r.gln)).toEqual([OUTSIDE_GLN]);
    const { status } = await t.call({
      method: 'GET',
      url: '/mds/app/catalogs/subscriberSummary?sortDesc=yes',
      token: pub,
    });
    expect(status).toBe(400);
  });
});

describe('weekly synchronisation', () => {
  it('cuts 7-day windows ending today, oldest first', () => {
    expect(weekStarts(2, new Date('2026-03-10T15:00:00Z'))).toEqual(['2026-02-25', '2026-03-04']);
  });

  it('counts a buyer’s weeks: items received and matched by each week’s end, synchronised, subscriptions', async () => {
    const sub = await t.signIn('sub.admin');
    const weeks = await get<WeeklySync[]>('/dms/weeklysubscription?weeks=4', sub);
    expect(weeks.map((w) => w.weekOfDate)).toEqual(weekStarts(4, new Date()));
    expect(
      weeks.map((w) => [
        w.matchTotalCount,
        w.unmatchTotalCount,
        w.publishedItemsCount,
        w.supplierPulishedCount,
        w.matchSyncCount,
        w.unmatchSyncCount,
        w.subscriptionCount,
      ]),
    ).toEqual([
      [0, 0, 0, 0, 0, 0, 0],
      [1, 0, 1, 1, 0, 0, 0],
      [1, 0, 0, 0, 0, 0, 1],
      [2, 1, 2, 1, 1, 0, 0],
    ]);
    const last = await get<WeeklySync>('/dms/lastweeksynchitem', sub);
    expect(last).toEqual(weeks[3]);
  });

  it('is data quality’s: a publisher without CATALOG_SUBSCRIBE is refused', async () => {
    const { status } = await t.call({ method: 'GET', url: '/mds/app/dms/weeklysubscription', token: pub });
    expect(status).toBe(403);
  });
});

describe('publisher activities', () => {
  async function activities(token: string, query = '') {
    const response = await t.app.inject({
      method: 'GET',
      url: `/mds/app/catalogs/download/publisherActivities${query}`,
      headers: { authorization: `Bearer ${token}` },
    });
    if (response.statusCode !== 200) return { status: response.statusCode, rows: [] as string[][] };
    expect(response.headers['content-disposition']).toMatch(/_publisher_activities\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    workbook.worksheets[0]!.eachRow((row) => {
      const values = row.values as unknown[];
      rows.push(
        Array.from({ length: 9 }, (_, i) => values[i + 1]).map((v) =>
          v instanceof Date ? v.toISOString() : String(v ?? ''),
        ),
      );
    });
    return { status: 200, rows };
  }

  it('lists the publications, CICs and registrations of the last days, newest first', async () => {
    const { rows } = await activities(pub);
    expect(rows[0]).toEqual([
      'GTIN',
      'Product Code',
      'Description',
      'Target Market',
      'Activity',
      'Date (UTC)',
      'Subscriber',
      'Subscriber GLN',
      'CIC Status',
    ]);
    const lines = rows.slice(1);
    const gtin = (id: keyof typeof items) => testGtin(companies.northwind, 501 + Object.keys(items).indexOf(id));
    const summary = lines.map((l) => [l[0], l[4], l[6], l[8]]);
    expect(summary).toEqual(
      expect.arrayContaining([
        [gtin('validated'), 'Unpublished', 'Name Unknown', ''],
        [gtin('validated'), 'CIC received', 'Harbor Foodservice - East Region', 'Synchronised'],
        [gtin('registered'), 'CIC received', 'Harbor Foodservice - East Region', 'Review'],
        [gtin('registered'), 'Published', 'Name Unknown', ''],
        [gtin('failed'), 'Sent for registration', '', ''],
        [gtin('failed'), 'Registration rejected', '', ''],
      ]),
    );
    // Four publications (one withdrawn since), three CICs, the RCI and the rejection.
    expect(lines.length).toBe(10);
    expect(summary.filter((l) => l[1] === 'Registered')).toEqual([]);
    const dates = lines.map((l) => l[5]!);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(lines.flat()).not.toContain(testGtin(companies.greenfield, 601));
  });

  it('keeps to the days asked for and to the caller’s company', async () => {
    const { rows } = await activities(pub, '?lastDays=15');
    expect(rows.length).toBe(11);
    const greenfield = await activities(await t.signIn('pubsub.admin'), '?lastDays=15');
    expect(greenfield.rows.flat()).not.toContain(testGtin(companies.northwind, 503));
    const { status } = await activities(pub, '?lastDays=7');
    expect(status).toBe(400);
  });
});
