import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogSuggestion,
  Page,
  ReceivedItemDetail,
  ScheduledDownload,
  SubscriberCatalogRow,
  SubscriberCatalogSearch,
} from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/catalogs/subscriber';
const HARBOR_EAST = '0843912000016';
const NORTHWIND_GLN = '0761305000019';

let t: TestApp;
let sub: string;
let harborId: number;

// The demo exchange: Harbor East received Northwind's published items (three hierarchies and single items)
// and confirmed them in every CIC state.
beforeAll(async () => {
  t = await createTestApp({ seedDemoCatalog: true });
  sub = await t.signIn('sub.admin');
  harborId = (
    await t.context.db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', HARBOR_EAST)
      .executeTakeFirstOrThrow()
  ).company_id;
});
afterAll(() => t.close());

async function search(payload: SubscriberCatalogSearch = {}, token = sub) {
  const { status, body } = await t.call<Page<SubscriberCatalogRow>>({
    method: 'POST',
    url: `${BASE}/search`,
    payload,
    token,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

async function receivedCount(where: { withdrawn?: number } = {}) {
  let query = t.context.db
    .selectFrom('received_item')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('company_id', '=', harborId);
  if (where.withdrawn !== undefined) query = query.where('withdrawn', '=', where.withdrawn);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

describe('the subscriber catalog search', () => {
  it("lists the company's received items, latest CIN first, with publisher and CIC state", async () => {
    const page = await search({ rowCount: 200 });
    expect(page.totalRows).toBe(await receivedCount({ withdrawn: 0 }));
    expect(page.totalRows).toBeGreaterThan(5);
    expect(page.results.every((r) => r.subscriberGln === HARBOR_EAST)).toBe(true);
    // The demo's Harbor East receives from Northwind and Greenfield.
    expect(new Set(page.results.map((r) => r.publisherName))).toEqual(
      new Set(['Northwind Foods', 'Greenfield Provisions']),
    );
    const times = page.results.map((r) => r.modifiedTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(page.results.some((r) => r.cicStatus !== null)).toBe(true);
    expect(page.results.some((r) => r.isTree === 1)).toBe(true);
  });

  it('filters by publisher, brand, CIC state, product data and date, and pages and sorts', async () => {
    const all = (await search({ rowCount: 200 })).results;
    expect((await search({ publisherGlns: [NORTHWIND_GLN] })).totalRows).toBe(
      all.filter((r) => r.publisherGln === NORTHWIND_GLN).length,
    );
    expect((await search({ publisherGlns: ['0614141000012'] })).totalRows).toBe(0);

    const brand = all.find((r) => r.brandName)!.brandName!;
    const byBrand = await search({ brands: [brand], rowCount: 200 });
    expect(byBrand.totalRows).toBe(all.filter((r) => r.brandName === brand).length);

    const state = all.find((r) => r.cicStatus)!.cicStatus!;
    const byState = await search({ cicStatuses: [state], rowCount: 200 });
    expect(byState.results.map((r) => r.receivedItemId).sort()).toEqual(
      all
        .filter((r) => r.cicStatus === state)
        .map((r) => r.receivedItemId)
        .sort(),
    );
    const unconfirmed = await search({ cicStatuses: ['NONE'], rowCount: 200 });
    expect(unconfirmed.totalRows).toBe(all.filter((r) => r.cicStatus === null).length);

    const flags = await t.context.db
      .selectFrom('received_item')
      .select(['id', 'has_nutrients'])
      .where('company_id', '=', harborId)
      .where('withdrawn', '=', 0)
      .execute();
    const withNutrients = await search({ productDataStatus: 1, nutritionals: ['nutritional'], rowCount: 200 });
    expect(withNutrients.totalRows).toBe(flags.filter((f) => f.has_nutrients === 1).length);
    const without = await search({ productDataStatus: 2, nutritionals: ['nutritional'], rowCount: 200 });
    expect(withNutrients.totalRows + without.totalRows).toBe(all.length);

    // The demo's copies came when their items were published, over the last months.
    const since = Date.now() - 30 * 86_400_000;
    const recent = all.filter((r) => Date.parse(r.modifiedTime) >= since).length;
    expect(recent).toBeLessThan(all.length);
    expect((await search({ lastDays: 30 })).totalRows).toBe(recent);
    expect((await search({ toDate: '01/01/2020' })).totalRows).toBe(0);

    const byGtin = await search({ sortBy: 'gtin', sortDesc: false, rowCount: 3, pageNumber: 2 });
    const gtins = all.map((r) => r.gtin).sort();
    expect(byGtin.results.map((r) => r.gtin)).toEqual(gtins.slice(3, 6));
    expect((await search({ sortBy: 'publisherName' })).totalRows).toBe(all.length);
    expect((await search({ sortBy: 'cicStatus' })).totalRows).toBe(all.length);
  });

  it("keeps each copy's CIC state with its publication's, as CICs come and copies arrive", async () => {
    const db = t.context.db;
    const pairs = () =>
      db
        .selectFrom('received_item as r')
        .innerJoin('publication as p', (join) =>
          join.onRef('p.catalog_item_id', '=', 'r.source_item_id').onRef('p.subscriber_gln', '=', 'r.subscriber_gln'),
        )
        .select(['r.id', 'r.cic_status as copy', 'p.cic_status as publication', 'p.id as publicationId'])
        .where('r.company_id', '=', harborId)
        .execute();
    const before = await pairs();
    expect(before.length).toBeGreaterThan(5);
    expect(before.every((p) => p.copy === p.publication)).toBe(true);

    const [first] = before;
    const restore = { cic_status: first!.publication };
    await db
      .updateTable('publication')
      .set({ cic_status: 'REJECTED' })
      .where('id', '=', first!.publicationId)
      .execute();
    const rejected = await search({ cicStatuses: ['REJECTED'], rowCount: 200 });
    expect(rejected.results.map((r) => r.receivedItemId)).toContain(first!.id);

    // A copy stored again (deleted, then delivered anew) takes the state its publication holds.
    const copy = await db.selectFrom('received_item').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow();
    await db.deleteFrom('received_item').where('id', '=', copy.id).execute();
    const { id: _id, cic_status: _state, ...values } = copy;
    const { id } = await db.insertInto('received_item').values(values).returning('id').executeTakeFirstOrThrow();
    const stored = await db
      .selectFrom('received_item')
      .select('cic_status')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(stored.cic_status).toBe('REJECTED');

    await db.updateTable('publication').set(restore).where('id', '=', first!.publicationId).execute();
    expect((await pairs()).every((p) => p.copy === p.publication)).toBe(true);
  });

  it('keeps withdrawn items out unless asked for, and finds by keyword, GTIN or id', async () => {
    const [first] = (await search({ rowCount: 1 })).results;
    await t.context.db
      .updateTable('received_item')
      .set({ withdrawn: 1 })
      .where('id', '=', first!.receivedItemId)
      .execute();
    try {
      const hidden = await search({ id: first!.receivedItemId });
      expect(hidden.totalRows).toBe(0);
      const shown = await search({ id: first!.receivedItemId, includeWithdrawn: true });
      expect(shown.results[0]).toMatchObject({ receivedItemId: first!.receivedItemId, withdrawn: 1 });
    } finally {
      await t.context.db
        .updateTable('received_item')
        .set({ withdrawn: 0 })
        .where('id', '=', first!.receivedItemId)
        .execute();
    }
    expect((await search({ gtin: first!.gtin })).results.map((r) => r.receivedItemId)).toEqual([first!.receivedItemId]);
    const word = first!.description!.split(/\s+/).find((w) => w.length > 3)!;
    expect((await search({ keyword: word, rowCount: 200 })).results.map((r) => r.receivedItemId)).toContain(
      first!.receivedItemId,
    );
  });

  it('suggests received items and offers the publishers and brands it holds', async () => {
    const [first] = (await search({ rowCount: 1 })).results;
    const { body } = await t.call<CatalogSuggestion[]>({
      method: 'GET',
      url: `${BASE}/partial?keyword=${first!.gtin.slice(-6)}`,
      token: sub,
    });
    expect(body.data!.map((s) => s.catalogItemId)).toContain(first!.receivedItemId);
    const publishers = await t.call<{ publishers: { gln: string; name: string | null }[] }>({
      method: 'GET',
      url: `${BASE}/publishers`,
      token: sub,
    });
    expect(publishers.body.data!.publishers).toContainEqual({ gln: NORTHWIND_GLN, name: 'Northwind Foods' });
    const brands = await t.call<{ brands: string[] }>({ method: 'GET', url: `${BASE}/brands`, token: sub });
    expect(brands.body.data!.brands).toContain(first!.brandName ?? brands.body.data!.brands[0]);
  });

  it('writes the product data flags of the item the CIN carried', async () => {
    const rows = await t.context.db
      .selectFrom('received_item as r')
      .innerJoin('catalog_item as c', 'c.id', 'r.source_item_id')
      .select(['r.has_allergens', 'r.has_nutrients', 'r.has_marketing', 'c.has_allergens as a', 'c.has_nutrients as n'])
      .select('c.has_marketing as m')
      .where('r.company_id', '=', harborId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect([row.has_allergens, row.has_nutrients, row.has_marketing]).toEqual([row.a, row.n, row.m]);
  });
});

describe('a received item', () => {
  async function detail(id: number, token = sub) {
    return t.call<ReceivedItemDetail>({ method: 'GET', url: `${BASE}/${id}`, token });
  }

  it('shows its attributes, the levels below it, the items holding it and its CICs', async () => {
    const all = (await search({ rowCount: 200 })).results;
    const top = all.find((r) => r.isTree === 1 && r.cicStatus)!;
    const { status, body } = await detail(top.receivedItemId);
    expect(status).toBe(200);
    const item = body.data!;
    expect(item).toMatchObject({ gtin: top.gtin, publisherGln: NORTHWIND_GLN, cicStatus: top.cicStatus });
    expect(item.attributes.Coding1A).toBe(top.gtin);
    expect(item.sections.ArrCoding?.length).toBeGreaterThan(0);
    expect(item.hierarchy.catalogItemHierarchies.length).toBeGreaterThan(0);
    expect(item.cicHistory[0]).toMatchObject({ status: top.cicStatus });

    const child = item.hierarchy.catalogItemHierarchies[0]!;
    const below = (await detail(child.childCatalogItem.receivedItemId)).body.data!;
    expect(below.parents).toContainEqual(
      expect.objectContaining({ receivedItemId: top.receivedItemId, quantity: child.quantity }),
    );
    // The CIC about the top answers for its levels: the child shows the top's history.
    expect(below.cicHistory.map((h) => h.id)).toEqual(item.cicHistory.map((h) => h.id));
  });

  it("is another company's 404", async () => {
    const [first] = (await search({ rowCount: 1 })).results;
    expect((await detail(first!.receivedItemId, await t.signIn('pubsub.admin'))).status).toBe(404);
    expect((await detail(first!.receivedItemId, await t.signIn('pub.admin'))).status).toBe(403);
  });
});

describe('other companies', () => {
  it("see none of Harbor East's received items", async () => {
    expect((await search({ includeWithdrawn: true }, await t.signIn('pubsub.admin'))).totalRows).toBe(0);
    const northwind = await t.call({
      method: 'POST',
      url: `${BASE}/search`,
      payload: {},
      token: await t.signIn('pub.admin'),
    });
    expect(northwind.status).toBe(403);
  });
});

describe('the _catalog_subscriber.xlsm', () => {
  async function rowsOf(raw: Buffer): Promise<string[]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw as unknown as ArrayBuffer);
    const gtins: string[] = [];
    const sheet = workbook.worksheets[0]!;
    const codes = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1).map(String);
    const gtinColumn = codes.indexOf('Coding1A') + 1;
    sheet.eachRow((row, number) => {
      if (number >= 3) gtins.push(String(row.getCell(gtinColumn).value));
    });
    return gtins;
  }

  it('downloads the picked items, or those a search finds, in the catalog layout', async () => {
    const rows = (await search({ rowCount: 3 })).results;
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/download/spreadsheet?ids=${rows.map((r) => r.receivedItemId).join('.')}`,
      headers: { authorization: `Bearer ${sub}` },
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="\d{2}-\d{2}-\d{4}_catalog_subscriber\.xlsm"/);
    expect(await rowsOf(res.rawPayload)).toEqual(rows.map((r) => r.gtin));

    const brand = rows[0]!.brandName!;
    const bySearch = await t.app.inject({
      method: 'POST',
      url: `${BASE}/download/spreadsheet`,
      headers: { authorization: `Bearer ${sub}` },
      payload: { brands: [brand] },
    });
    expect(bySearch.statusCode).toBe(200);
    expect((await rowsOf(bySearch.rawPayload)).length).toBe((await search({ brands: [brand] })).totalRows);
  });

  it('is scheduled as a report, listed with the catalog reports and fetched when done', async () => {
    const schedule = () =>
      t.call<string>({ method: 'POST', url: `${BASE}/download/schedule`, payload: {}, token: sub });
    expect((await schedule()).body.data).toBe('success');
    expect((await schedule()).body.data).toBe('duplicate');
    await t.worker.drain();
    const { body } = await t.call<ScheduledDownload[]>({
      method: 'GET',
      url: '/mds/app/catalogs/download/completedrequests',
      token: sub,
    });
    const report = body.data!.find((r) => r.downloadType === 3)!;
    expect(report).toMatchObject({ status: 'done', rowCount: (await search()).totalRows });
    expect(report.fileName).toMatch(/^\d{2}-\d{2}-\d{4}_catalog_subscriber\.xlsm$/);
    const file = await t.app.inject({
      method: 'GET',
      url: `/mds/app/catalogs/download/file/${report.catalogDownloadId}`,
      headers: { authorization: `Bearer ${sub}` },
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('macroEnabled');
    expect((await rowsOf(file.rawPayload)).length).toBe(report.rowCount);
  });
});
