import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
  SERVER_ERRORS,
  type CurrentUser,
  type Page,
  type ScheduledDownload,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';
import { NORTHWIND_GLN, supplyFromNorthwind } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveCic } from '../publication/service.js';

const HARBOR_EAST = '0843912000016';
const HARBOR_WEST = '0843912000023';
const SCHEDULE = `/mds/app/catalogs/download/schedule?downloadType=${PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE}`;
const LIST = '/mds/app/catalogs/download/scheduledrequests/pub';

let t: TestApp;
let northwind: number;
let greenfield: number;
let supplied: { items: number[]; gtins: string[] };
let unpublished: string[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  for (const login of ['pub.admin', 'pub.user', 'sub.admin', 'site.admin', 'pubsub.admin'])
    tokens[login] = await t.signIn(login);
  const companies = await t.context.db.selectFrom('company').select(['id', 'name']).execute();
  greenfield = companies.find((c) => c.name === 'Greenfield Provisions')!.id;
  const supply = await supplyFromNorthwind(t, {
    subscriberGln: HARBOR_EAST,
    count: 3,
    firstSerial: 1,
    subscriberToken: tokens['sub.admin']!,
  });
  northwind = supply.northwind;
  supplied = supply;
  // A second subscriber for one item: West has no subscription, so its CIN waits.
  const published = await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: tokens['pub.admin'],
    payload: { catalogItemId: [supplied.items[1]], gln: [HARBOR_WEST] },
  });
  expect(published.status, published.body.error?.message).toBe(200);
  await t.worker.drain();
  await insertTestItems(t.context.db, northwind, 2, { firstSerial: 50 });
  unpublished = [testGtin(northwind, 50), testGtin(northwind, 51)];
  await insertTestItems(t.context.db, greenfield, 2, { gln: '0614141000012', firstSerial: 60 });
  const harbor = await t.context.db
    .selectFrom('company_gln')
    .select('company_id')
    .where('gln', '=', HARBOR_EAST)
    .executeTakeFirstOrThrow();
  await receiveCic(t.context.db, t.context.receivedCopies, {
    instanceId: 'CIC-report-1',
    senderGln: HARBOR_EAST,
    receiverGln: NORTHWIND_GLN,
    subscriberCompanyId: harbor.company_id,
    items: [
      {
        subscriberGln: HARBOR_EAST,
        dataSource: NORTHWIND_GLN,
        gtin: supplied.gtins[0]!,
        targetMarket: '840',
        state: 'REJECTED',
        reasons: [
          {
            code: 'CIC102',
            description: 'Unable to Synchronise',
            correctiveActionCode: 'CONTACT_TRADING_PARTNER',
            correctiveActionDesc: null,
            correctiveActionNotes: null,
          },
        ],
      },
    ],
  });
});
afterAll(() => t.close());

const schedule = (login: string) => t.call<string>({ method: 'GET', url: SCHEDULE, token: tokens[login] });
const list = (login: string, payload: object = {}) =>
  t.call<Page<ScheduledDownload>>({ method: 'POST', url: LIST, token: tokens[login], payload });
const file = (login: string, id: number) =>
  t.app.inject({
    method: 'GET',
    url: `/mds/app/catalogs/download/file/${id}`,
    headers: { authorization: `Bearer ${tokens[login]}` },
  });

async function reportRequests(companyId: number) {
  return t.context.db
    .selectFrom('download_request')
    .selectAll()
    .where('company_id', '=', companyId)
    .where('download_type', '=', PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE)
    .orderBy('id')
    .execute();
}

/** The report's rows as header → cell text. */
async function reportRows(payload: Buffer): Promise<Record<string, string | null>[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('Publisher Items')!;
  const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
  const rows: Record<string, string | null>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    rows.push(
      Object.fromEntries(
        headers.map((header, i) => {
          const value = row.getCell(i + 1).value;
          return [header, value === null || value === undefined ? null : String(value)];
        }),
      ),
    );
  });
  return rows;
}

describe('who may use the publisher items report', () => {
  it("flags it on the current user of the configured company's publishers only", async () => {
    const flags: Record<string, number> = {};
    for (const login of Object.keys(tokens)) {
      const { body } = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token: tokens[login] });
      flags[login] = body.data!.hasPublisherItemsReport;
    }
    expect(flags).toEqual({ 'pub.admin': 1, 'pub.user': 1, 'sub.admin': 0, 'site.admin': 0, 'pubsub.admin': 0 });
  });

  it('refuses every other company with 403, support included, and schedules nothing for them', async () => {
    for (const login of ['sub.admin', 'site.admin', 'pubsub.admin']) {
      const scheduled = await schedule(login);
      expect({ login, status: scheduled.status, body: scheduled.body }).toEqual({
        login,
        status: 403,
        body: { success: false, data: null, error: { message: SERVER_ERRORS.forbidden } },
      });
      expect({ login, status: (await list(login)).status }).toEqual({ login, status: 403 });
    }
    const requests = await t.context.db
      .selectFrom('download_request')
      .select('id')
      .where('download_type', '=', PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE)
      .execute();
    expect(requests).toEqual([]);
  });

  it('keeps out a user of the configured company who may not see its publications, and everyone when it is off', async () => {
    const configured = t.config.publisherItemsReportGln;
    try {
      // The subscriber's GLN configured: its users hold no CATALOG_PUBLISH.
      t.config.publisherItemsReportGln = HARBOR_EAST;
      const me = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token: tokens['sub.admin'] });
      expect(me.body.data!.hasPublisherItemsReport).toBe(0);
      expect((await schedule('sub.admin')).status).toBe(403);
      expect((await list('sub.admin')).status).toBe(403);

      t.config.publisherItemsReportGln = null;
      expect((await schedule('pub.admin')).status).toBe(403);
      expect((await list('pub.admin')).status).toBe(403);
    } finally {
      t.config.publisherItemsReportGln = configured;
    }
    expect(await reportRequests(northwind)).toEqual([]);
  });
});

describe('the publisher items report', () => {
  let reportId: number;

  it('schedules once, refuses a duplicate and lists it waiting, apart from the catalog reports', async () => {
    expect((await schedule('pub.admin')).body.data).toBe('success');
    expect((await schedule('pub.admin')).body.data).toBe('duplicate');
    const { status, body } = await list('pub.admin', { rowCount: 10, pageNumber: 0 });
    expect(status).toBe(200);
    expect(body.data!.totalRows).toBe(1);
    const [report] = body.data!.results;
    expect(report).toMatchObject({
      downloadType: PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
      status: 'scheduled',
      progress: 0,
      createdByName: expect.stringMatching(/\S/),
      createdTime: expect.any(String),
      fileName: expect.stringMatching(/^\d{2}-\d{2}-\d{4}_publisher_items\.xlsx$/),
    });
    reportId = report!.catalogDownloadId;
    const drawer = await t.call<ScheduledDownload[]>({
      method: 'GET',
      url: '/mds/app/catalogs/download/scheduledrequests',
      token: tokens['pub.admin'],
    });
    expect(drawer.body.data!.map((r) => r.catalogDownloadId)).not.toContain(reportId);
    expect((await file('pub.admin', reportId)).statusCode).toBe(409);
  });

  it('writes every item of the company with its publication and CIC state, and serves the file', async () => {
    await t.worker.drain();
    const { body } = await list('pub.admin');
    const live = await t.context.db
      .selectFrom('catalog_item')
      .select('gtin')
      .where('company_id', '=', northwind)
      .where('deleted', '=', 0)
      .execute();
    // One row per item, and one more for the item published to a second subscriber.
    expect(body.data!.results[0]).toMatchObject({ status: 'done', progress: 100, rowCount: live.length + 1 });

    const response = await file('pub.admin', reportId);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('_publisher_items.xlsx');
    const rows = await reportRows(response.rawPayload);
    expect([...new Set(rows.map((r) => r.GTIN))].sort()).toEqual(live.map((r) => r.gtin).sort());
    expect(rows).toHaveLength(live.length + 1);
    expect(rows.map((r) => r.GTIN)).toEqual([...rows.map((r) => r.GTIN)].sort());
    for (const gtin of [testGtin(greenfield, 60), testGtin(greenfield, 61)]) {
      expect(rows.map((r) => r.GTIN)).not.toContain(gtin);
    }

    const byGtin = new Map(rows.map((r) => [r.GTIN, r]));
    expect(byGtin.get(supplied.gtins[0]!)).toMatchObject({
      'Target Market': '840',
      Subscriber: 'Harbor Foodservice - East Region',
      'Subscriber GLN': HARBOR_EAST,
      Publication: 'Published',
      Delivery: 'Delivered',
      'CIN Instance ID': expect.stringMatching(/\S/),
      'CIC Status': 'Rejected',
      'CIC Reasons': 'CIC102 Unable to Synchronise',
    });
    expect(byGtin.get(supplied.gtins[0]!)!['CIC Date (UTC)']).not.toBeNull();
    expect(rows.filter((r) => r.GTIN === supplied.gtins[1])).toEqual([
      expect.objectContaining({
        'Subscriber GLN': HARBOR_EAST,
        Publication: 'Published',
        Delivery: 'Delivered',
        'CIC Status': null,
        'CIC Reasons': null,
      }),
      expect.objectContaining({
        Subscriber: 'Harbor Foodservice - West Region',
        'Subscriber GLN': HARBOR_WEST,
        Publication: 'Published',
        Delivery: 'Waiting for a subscription',
        'CIN Instance ID': null,
        'CIN Sent (UTC)': null,
      }),
    ]);
    for (const gtin of unpublished) {
      expect(byGtin.get(gtin)).toMatchObject({
        Publication: 'Not published',
        Subscriber: null,
        'Subscriber GLN': null,
        Delivery: null,
        'CIN Instance ID': null,
      });
    }
  });

  it('gives the file to no one else: 404 to another company, 403 to support', async () => {
    expect((await file('pubsub.admin', reportId)).statusCode).toBe(404);
    expect((await file('sub.admin', reportId)).statusCode).toBe(404);
    const support = await file('site.admin', reportId);
    expect(support.statusCode).toBe(403);
    expect(support.json()).toEqual({ success: false, data: null, error: { message: SERVER_ERRORS.forbidden } });
  });

  it('pages from 0, 10 a page, newest first', async () => {
    const user = await t.context.db
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', 'pub.user')
      .executeTakeFirstOrThrow();
    const start = Date.parse(nowIso());
    for (let i = 1; i <= 11; i++) {
      await t.context.db
        .insertInto('download_request')
        .values({
          company_id: northwind,
          user_id: user.id,
          download_type: PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
          file_name: `report-${i}.xlsx`,
          status: 'failed',
          progress: 0,
          row_count: null,
          job_id: null,
          storage_path: null,
          last_error: 'test',
          created_time: new Date(start + i * 1000).toISOString(),
          completed_time: new Date(start + i * 1000).toISOString(),
        })
        .execute();
    }
    const first = await list('pub.user', { pageNumber: 0 });
    expect(first.body.data!.totalRows).toBe(12);
    expect(first.body.data!.results.map((r) => r.fileName)).toEqual(
      Array.from({ length: 10 }, (_, i) => `report-${11 - i}.xlsx`),
    );
    const second = await list('pub.user', { rowCount: 10, pageNumber: 1 });
    expect(second.body.data!.results.map((r) => r.fileName)).toEqual([
      'report-1.xlsx',
      expect.stringMatching(/_publisher_items\.xlsx$/),
    ]);
    expect((await list('pub.user', { pageNumber: -1 })).status).toBe(400);
  });

  it('fails the job with the reason when its requester may no longer use the report', async () => {
    expect((await schedule('pub.user')).body.data).toBe('success');
    const configured = t.config.publisherItemsReportGln;
    try {
      t.config.publisherItemsReportGln = HARBOR_EAST;
      await t.worker.drain();
    } finally {
      t.config.publisherItemsReportGln = configured;
    }
    const last = (await reportRequests(northwind)).at(-1)!;
    expect(last).toMatchObject({ status: 'failed', last_error: expect.stringMatching(/may no longer use it/) });
  });
});

describe('the publisher items report of the demo catalog', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ seedDemoCatalog: true });
  });
  afterAll(() => demo.close());

  it("gives a hierarchy's lower levels the CIC their top received", async () => {
    const token = await demo.signIn('pub.admin');
    expect((await demo.call({ method: 'GET', url: SCHEDULE, token })).body.data).toBe('success');
    await demo.worker.drain();
    const { body } = await demo.call<Page<ScheduledDownload>>({ method: 'POST', url: LIST, token, payload: {} });
    const [report] = body.data!.results;
    expect(report).toMatchObject({ status: 'done' });
    const response = await demo.app.inject({
      method: 'GET',
      url: `/mds/app/catalogs/download/file/${report!.catalogDownloadId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = await reportRows(response.rawPayload);
    expect(rows).toHaveLength(report!.rowCount!);

    // Lower levels published with their top, which a subscriber answered with reasons.
    const lower = await demo.context.db
      .selectFrom('publication as p')
      .innerJoin('catalog_item as c', 'c.id', 'p.catalog_item_id')
      .innerJoin('cic_history as h', (join) =>
        join.onRef('h.catalog_item_id', '=', 'p.root_item_id').onRef('h.subscriber_gln', '=', 'p.subscriber_gln'),
      )
      .select(['c.gtin', 'p.subscriber_gln', 'p.cic_status', 'h.reasons'])
      .whereRef('p.root_item_id', '<>', 'p.catalog_item_id')
      .where('h.reasons', '<>', '[]')
      .execute();
    expect(lower.length).toBeGreaterThan(0);
    for (const row of lower) {
      const line = rows.find((r) => r.GTIN === row.gtin && r['Subscriber GLN'] === row.subscriber_gln);
      const codes = (JSON.parse(row.reasons) as { code: string }[]).map((r) => r.code);
      expect({ gtin: row.gtin, reasons: line?.['CIC Reasons'] }).toEqual({
        gtin: row.gtin,
        reasons: expect.stringContaining(codes[0]!),
      });
    }
  });
});
