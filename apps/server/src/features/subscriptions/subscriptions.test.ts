import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_STATE,
  SERVER_ERRORS,
  SUBSCRIPTION_SORT_KEYS,
  SUBSCRIPTION_STATUS,
  type GpcItem,
  type Page,
  type PublisherSuggestion,
  type SubscriptionCancelResponse,
  type SubscriptionResponse,
  type SubscriptionRow,
  type SubscriptionSuggestion,
  type TargetMarket,
} from '@tradepool/domain';
import { parseCis } from '../../gdsn/messages/cis.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/gdsn/subscriptions';
const HARBOR_WEST = '0843912000023';
const NORTHWIND_GLN = '0761305000019';
/** A valid GLN no Tradepool company holds: a publisher of another data pool. */
const OUTSIDE_GLN = '4000001000005';

let t: TestApp;
let sub: string;
let west: number;
let northwind: number;
/** Northwind's registered items, published to Harbor West, waiting for a subscription. */
let waitingItems: number[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db;
  const companyOf = async (gln: string) =>
    (await db.selectFrom('company_gln').select('company_id').where('gln', '=', gln).executeTakeFirstOrThrow())
      .company_id;
  [west, northwind] = await Promise.all([companyOf(HARBOR_WEST), companyOf(NORTHWIND_GLN)]);
  waitingItems = await insertTestItems(db, northwind, 3, { firstSerial: 7001 });
  await db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', waitingItems)
    .execute();
  const published = await t.call<{ error_count: number }>({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: await t.signIn('pub.admin'),
    payload: { catalogItemId: waitingItems, gln: [HARBOR_WEST] },
  });
  expect(published.body.data!.error_count).toBe(0);
  await t.worker.drain();
  sub = await t.signIn('sub.admin');
  await t.call({ method: 'GET', url: `/mds/app/users/company/${west}/select`, token: sub });
});
afterAll(async () => t.close());

const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token = sub) =>
  t.call<T>({ method, url: `${BASE}${url}`, payload, token });

const subscribe = (payload: object) =>
  call<SubscriptionResponse>('POST', '', { subscriberGLN: HARBOR_WEST, ...payload });

const search = async (payload: object = {}, token = sub) => {
  const res = await call<Page<SubscriptionRow>>('POST', '/search', payload, token);
  expect(res.status, res.body.error?.message).toBe(200);
  return res.body.data!;
};

const deliveries = () =>
  t.context.db
    .selectFrom('publication')
    .select('delivery_status')
    .where('catalog_item_id', 'in', waitingItems)
    .where('subscriber_gln', '=', HARBOR_WEST)
    .execute();

const cisMessages = () =>
  t.context.db
    .selectFrom('gdsn_message')
    .selectAll()
    .where('message_type', '=', 'CIS')
    .where('company_id', '=', west)
    .orderBy('id')
    .execute();

describe('subscriptions: create, list, cancel, download', () => {
  it('subscribes to a publisher by GLN: a Valid subscription, a CIS valid against its XSD, the waiting items arrive', async () => {
    expect((await deliveries()).map((d) => d.delivery_status)).toEqual(['waiting', 'waiting', 'waiting']);
    const res = await subscribe({ publisherGLN: NORTHWIND_GLN });
    expect(res.status, res.body.error?.message).toBe(200);
    expect(res.body.data).toEqual({
      errorCount: 0,
      results: [
        {
          error: null,
          publisherGLN: NORTHWIND_GLN,
          gtin: null,
          gpcCode: null,
          tm: '840',
          catalogItemSubscriptionId: expect.any(Number),
        },
      ],
    });
    const [cis] = await cisMessages();
    expect(cis).toMatchObject({ direction: 'out', status: 'processed', sender_gln: HARBOR_WEST });
    expect((await validateAgainstXsd(cis!.xml, 'CatalogueItemSubscription')).errors).toEqual([]);
    expect(parseCis(cis!.xml).items[0]).toMatchObject({
      command: 'ADD',
      dataRecipient: HARBOR_WEST,
      dataSource: NORTHWIND_GLN,
      targetMarket: '840',
    });
    await t.worker.drain();
    expect((await deliveries()).map((d) => d.delivery_status)).toEqual(['delivered', 'delivered', 'delivered']);
    const received = await t.context.db
      .selectFrom('received_item')
      .select('gtin')
      .where('company_id', '=', west)
      .execute();
    expect(received.map((r) => r.gtin).sort()).toEqual([7001, 7002, 7003].map((s) => testGtin(northwind, s)));
  });

  it('reports a duplicate Valid subscription as an error and writes nothing for it', async () => {
    const before = (await cisMessages()).length;
    const res = await subscribe({ publisherGLN: NORTHWIND_GLN, tms: [840] });
    expect(res.body.data).toMatchObject({ errorCount: 1, results: [{ error: SERVER_ERRORS.subscriptionExists }] });
    expect((await cisMessages()).length).toBe(before);
    expect((await search({ status: SUBSCRIPTION_STATUS.valid })).totalRows).toBe(1);
  });

  it('makes one subscription per GTIN and target market; an invalid GTIN fails alone', async () => {
    const gtin = testGtin(northwind, 7001);
    const res = await subscribe({ publisherGLN: NORTHWIND_GLN, gtins: [gtin, '12345'], tms: [840, '124'] });
    const results = res.body.data!.results;
    expect(res.body.data!.errorCount).toBe(2);
    expect(results.map((r) => [r.gtin, r.tm, r.error === null])).toEqual([
      [gtin, '840', true],
      [gtin, '124', true],
      ['12345', '840', false],
      ['12345', '124', false],
    ]);
    expect(results[2]!.error).toBe('GTIN 12345 is not a valid GTIN.');
    expect((await search({ keyword: gtin })).totalRows).toBe(2);
  });

  it('subscribes by GPC brick, refusing a code that is not a brick; GTINs and GPCs exclude each other', async () => {
    const res = await subscribe({ publisherGLN: NORTHWIND_GLN, gpcs: [10000025, 12345678] });
    expect(res.body.data!.results.map((r) => [r.gpcCode, r.error])).toEqual([
      ['10000025', null],
      ['12345678', SERVER_ERRORS.gpcUnknown('12345678')],
    ]);
    const both = await subscribe({ publisherGLN: NORTHWIND_GLN, gpcs: [10000025], gtins: [testGtin(northwind, 7001)] });
    expect(both.status).toBe(400);
    const row = (await search({ keyword: '10000025' })).results[0]!;
    expect(row).toMatchObject({ gpcCode: '10000025', publisherName: 'Northwind Foods', status: 1, tm: '840' });
    expect(row.gpcName).toBeTruthy();
  });

  it('queues the CIS of a subscription to a publisher outside Tradepool for the GDSN network', async () => {
    const res = await subscribe({ publisherGLN: OUTSIDE_GLN });
    expect(res.body.data!.errorCount).toBe(0);
    const last = (await cisMessages()).at(-1)!;
    expect(last.status).toBe('queued');
    expect((await validateAgainstXsd(last.xml, 'CatalogueItemSubscription')).errors).toEqual([]);
    expect((await search({ keyword: OUTSIDE_GLN })).results[0]!.publisherName).toBeNull();
  });

  it('refuses a subscriber GLN of another company, and GTINs alone to a user without auto-subscription', async () => {
    const foreign = await call('POST', '', { subscriberGLN: '0843912000016', publisherGLN: NORTHWIND_GLN });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error!.message).toBe(SERVER_ERRORS.subscriptionNotYours('0843912000016'));
    const gtinsOnly = await subscribe({ gtins: [testGtin(northwind, 7002)] });
    expect(gtinsOnly.body.error!.message).toBe(SERVER_ERRORS.subscriptionNeedsPublisher);
    await t.context.db.updateTable('app_user').set({ auto_subscription: 1 }).where('login', '=', 'sub.admin').execute();
    try {
      expect((await subscribe({ gtins: [testGtin(northwind, 7002)] })).body.data!.errorCount).toBe(0);
    } finally {
      await t.context.db
        .updateTable('app_user')
        .set({ auto_subscription: 0 })
        .where('login', '=', 'sub.admin')
        .execute();
    }
  });

  it('sorts on every column server-side, latest update first by default, and pages', async () => {
    const all = await search();
    expect(all.totalRows).toBe(6);
    const times = all.results.map((r) => r.lastUpdate);
    expect([...times].sort().reverse()).toEqual(times);
    for (const sortBy of SUBSCRIPTION_SORT_KEYS) {
      const page = await search({ sortBy, sortDesc: false });
      expect(page.totalRows, sortBy).toBe(6);
    }
    const byTm = (await search({ sortBy: 'tm', sortDesc: true })).results.map((r) => r.tm);
    expect(byTm[0]).toBe('840');
    expect(byTm.at(-1)).toBe('124');
    const second = await search({ rowCount: 4, pageNumber: 2 });
    expect(second.results.map((r) => r.catalogItemSubscriptionId)).toEqual(
      all.results.slice(4).map((r) => r.catalogItemSubscriptionId),
    );
  });

  it('offers typeahead: the caller’s subscriptions, Tradepool publishers, GPC bricks, target markets', async () => {
    const partial = await call<SubscriptionSuggestion[]>('GET', '/searchPartial?keyword=northwind');
    expect(partial.body.data!.length).toBe(4);
    expect(partial.body.data!.every((s) => s.publisherName === 'Northwind Foods')).toBe(true);
    expect((await call('GET', '/searchPartial?keyword=no')).status).toBe(400);
    const byName = await call<PublisherSuggestion[]>('GET', '/publishers/north');
    expect(byName.body.data).toEqual(expect.arrayContaining([{ value: NORTHWIND_GLN, name: 'Northwind Foods' }]));
    const byGln = await call<PublisherSuggestion[]>('GET', '/publishers/0761305');
    expect(byGln.body.data!.map((p) => p.value)).toEqual(['0761305000019', '0761305000026']);
    expect((await call('GET', '/publishers/nor-th')).status).toBe(400);
    const gpcs = await call<GpcItem[]>('GET', '/gpcs?keyword=10000025');
    expect(gpcs.body.data![0]!.classCategoryCode).toBe(10000025);
    const tms = await call<TargetMarket[]>('GET', '/targetmarkets');
    expect(tms.body.data!.slice(0, 2).map((m) => m.countryIsoNumericCode)).toEqual(['840', '124']);
  });

  it('cancels Valid subscriptions with a CIS DELETE; another one or a cancelled one is refused; items stay', async () => {
    const [target] = (await search({ keyword: '10000025' })).results;
    const res = await call<SubscriptionCancelResponse>('POST', '/cancel', {
      itemSubscriptionId: [target!.catalogItemSubscriptionId, 999999],
    });
    expect(res.body.data!.results).toEqual([
      { catalogItemSubscriptionId: target!.catalogItemSubscriptionId, success: true, error: null },
      { catalogItemSubscriptionId: 999999, success: false, error: SERVER_ERRORS.subscriptionNotCancellable },
    ]);
    const again = await call<SubscriptionCancelResponse>('POST', '/cancel', {
      itemSubscriptionId: [target!.catalogItemSubscriptionId],
    });
    expect(again.body.data!.results[0]!.success).toBe(false);
    const last = (await cisMessages()).at(-1)!;
    expect(parseCis(last.xml).items[0]).toMatchObject({ command: 'DELETE', gpcCategoryCode: '10000025' });
    expect((await validateAgainstXsd(last.xml, 'CatalogueItemSubscription')).errors).toEqual([]);
    // Spec point 4's two readings of Cancelled: 4, and 0 in the other list.
    expect((await search({ status: 4 })).results.map((r) => r.catalogItemSubscriptionId)).toEqual([
      target!.catalogItemSubscriptionId,
    ]);
    expect((await search({ status: 0 })).totalRows).toBe(1);
    expect((await search({ statuses: [1] })).totalRows).toBe(5);
    const received = await t.context.db
      .selectFrom('received_item')
      .select('id')
      .where('company_id', '=', west)
      .execute();
    expect(received).toHaveLength(3);
  });

  it('answers the CIC history of a received item to its subscriber only', async () => {
    const received = await t.context.db
      .selectFrom('received_item')
      .select('id')
      .where('company_id', '=', west)
      .executeTakeFirstOrThrow();
    const own = await call('GET', `/${NORTHWIND_GLN}/cichistory/${received.id}`);
    expect(own.status).toBe(200);
    expect(own.body.data).toEqual([]);
    expect((await call('GET', `/${OUTSIDE_GLN}/cichistory/${received.id}`)).status).toBe(404);
    const other = await t.signIn('pubsub.admin');
    expect((await call('GET', `/${NORTHWIND_GLN}/cichistory/${received.id}`, undefined, other)).status).toBe(404);
    expect((await search({}, other)).totalRows).toBe(0);
  });

  it('downloads the subscribed items sheet, and schedules it above the direct-download limit', async () => {
    const ids = (await search({ status: 1 })).results.map((r) => r.catalogItemSubscriptionId);
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/download/subscribedItemSheet`,
      headers: { authorization: `Bearer ${sub}` },
      payload: { itemSubscriptionId: ids },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\d{2}-\d{2}-\d{4}_subscribed_Item\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    // The GLN subscription meets the three items, the GTIN ones (in 840, and any publisher's) one each.
    expect(sheet.rowCount - 1).toBe(5);
    expect(sheet.getRow(1).getCell(1).value).toBe('GTIN');
    const limit = t.config.downloadDirectMaxRows;
    t.config.downloadDirectMaxRows = 1;
    try {
      const scheduled = await call<string>('POST', '/download/subscribedItemSheet', { itemSubscriptionId: ids });
      expect(scheduled.body.data).toBe('success');
      const duplicate = await call<string>('POST', '/download/subscribedItemSheet', { itemSubscriptionId: ids });
      expect(duplicate.body.data).toBe('duplicate');
    } finally {
      t.config.downloadDirectMaxRows = limit;
    }
    await t.worker.drain();
    const report = await t.context.db
      .selectFrom('download_request')
      .selectAll()
      .where('company_id', '=', west)
      .executeTakeFirstOrThrow();
    expect(report).toMatchObject({ status: 'done', row_count: 5 });
    expect(report.file_name).toMatch(/_subscribed_Item\.xlsx$/);
  });
});
