import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type DmsCicResponse,
  type DmsItemCounts,
  type DmsItemDetail,
  type DmsItemRow,
  type DmsSummaryRow,
  type FollowUp,
  type MatchingRun,
  type Page,
  type SubscriberDqSummary,
  type SubscriberItemRow,
} from '@tradepool/domain';
import {
  HARBOR_WEST_GLN as HARBOR_WEST,
  NORTHWIND_GLN,
  publishToBuyer,
  uploadItemMaster,
} from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queuePublicationRefresh } from '../publication/service.js';
import { changedAttributeCounts } from './item-changes.js';

const DESCRIBE = (serial: number) =>
  ({
    9001: 'Creamy tomato basil soup 12 x 10.75 oz',
    9002: 'Chicken noodle soup low sodium 12 x 10.5 oz',
    9003: 'Roasted red pepper bisque 6 x 32 oz',
  })[serial] ?? `Soup ${serial}`;

let t: TestApp;
let sub: string;
let pub: string;
let west: number;
let northwind: number;
/** Northwind's three items published to Harbor West, which subscribed to Northwind. */
let items: number[];
let gtins: string[];
/** Harbor West's copies of them, in the same order. */
let copies: number[];

const dms = <T>(method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, token = sub) =>
  t.call<T>({ method, url: `/mds/app/${url}`, payload, token });

async function list(payload: object): Promise<Page<DmsItemRow>> {
  const { status, body } = await dms<Page<DmsItemRow>>('POST', 'catalogs/publisherItemsList', {
    publisherGln: NORTHWIND_GLN,
    ...payload,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

beforeAll(async () => {
  t = await createTestApp();
  ({
    sub,
    pub,
    buyer: west,
    northwind,
    items,
    gtins,
    copies,
  } = await publishToBuyer(t, {
    subscriberGln: HARBOR_WEST,
    firstSerial: 9001,
    count: 3,
    describe: DESCRIBE,
  }));
  // The buyer's item master: one item keyed by the first GTIN (as GTIN-13 would be normalised too), one only
  // described as a buyer would key in the second, and one of nothing Northwind sends.
  await uploadItemMaster(
    t,
    { sub, buyer: west },
    'productCode,gtin,description,brandName,unitDescriptor\n' +
      `HW-100,${gtins[0]},Tomato basil soup,Northwind,CASE\n` +
      'HW-200,,chicken noodle soup low sodium 12/10.5oz,Northwind,EACH\n' +
      'HW-300,,Paper towels 2 ply,Acme,CASE\n',
  );
});
afterAll(async () => t.close());

describe('matching as jobs', () => {
  it('matches by GTIN, lists a scored possible match with its reasons, and leaves the rest unmatched', async () => {
    const matched = await list({ listView: 1 });
    expect(matched.results.map((r) => r.catalogItemId)).toEqual([copies[0]]);
    expect(matched.results[0]!.matches).toEqual([
      expect.objectContaining({ kind: 'gtin', productCode: 'HW-100', score: null }),
    ]);
    const unmatched = await list({ listView: 2, sortBy: 'gtin' });
    expect(unmatched.results.map((r) => r.catalogItemId).sort()).toEqual([copies[1], copies[2]].sort());
    const chicken = unmatched.results.find((r) => r.catalogItemId === copies[1])!;
    expect(chicken.partialMatchedCount).toBe(1);
    expect(chicken.matches[0]).toMatchObject({ kind: 'possible', productCode: 'HW-200' });
    expect(chicken.matches[0]!.score).toBeGreaterThanOrEqual(30);
    expect(chicken.matches[0]!.reasons.length).toBeGreaterThan(0);
    expect(unmatched.results.find((r) => r.catalogItemId === copies[2])!.matches).toEqual([]);
  });

  it('counts per publisher in the summary, and the buyer side in the subscriber summary', async () => {
    const { body } = await dms<Page<DmsSummaryRow>>('POST', 'dms/summary/search', {});
    const northwindRow = body.data!.results.find((r) => r.publisherGln === NORTHWIND_GLN)!;
    expect(northwindRow).toMatchObject({
      publisherName: 'Northwind Foods',
      publishedItemsCount: 3,
      matchTotalCount: 1,
      matchNewCount: 1,
      unmatchTotalCount: 2,
      unmatchNewCount: 2,
      possibleMatchCount: 1,
      actionNeededCount: 3,
    });
    const keyword = await dms<Page<DmsSummaryRow>>('POST', 'dms/summary/search', { keyword: 'northw' });
    expect(keyword.body.data!.results.map((r) => r.publisherGln)).toEqual([NORTHWIND_GLN]);
    const none = await dms<Page<DmsSummaryRow>>('POST', 'dms/summary/search', { keyword: 'no such publisher' });
    expect(none.body.data!.totalRows).toBe(0);

    const buyer = await dms<SubscriberDqSummary[]>('GET', 'dms/subscriber/summary/search');
    expect(buyer.body.data).toEqual([
      { subscriberItemsCount: 3, matchTotalCount: 1, unmatchTotalCount: 2, possibleMatchCount: 1 },
    ]);
  });

  it('rescores only what a new cross-reference file changed, and runs again on demand', async () => {
    await uploadItemMaster(
      t,
      { sub, buyer: west },
      `productCode,gtin,description\nHW-400,${gtins[2]},Red pepper bisque\n`,
    );
    const run = await t.context.db
      .selectFrom('job')
      .select(['result', 'status'])
      .where('type', '=', 'dms.match')
      .where('company_id', '=', west)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(run.status).toBe('done');
    expect(JSON.parse(run.result!)).toMatchObject({ full: false, buyerItems: 4 });
    expect(JSON.parse(run.result!).rescored).toBeLessThan(4);
    expect((await list({ listView: 1 })).results.map((r) => r.catalogItemId).sort()).toEqual(
      [copies[0], copies[2]].sort(),
    );

    const asked = await dms<MatchingRun>('POST', 'dms/matching');
    expect(asked.body.data!.status).toBe('queued');
    await t.worker.drain();
    const done = await dms<MatchingRun>('GET', 'dms/matching');
    expect(done.body.data).toMatchObject({ status: 'done', progress: 100 });
    expect((await list({ listView: 1 })).totalRows).toBe(2);
  });
});

describe('the DMS download', () => {
  async function download(matchType: number, publisherGln = NORTHWIND_GLN) {
    return t.app.inject({
      method: 'GET',
      url: `/mds/app/catalogs/download/dmsDownload?publisherGln=${publisherGln}&matchType=${matchType}`,
      headers: { authorization: `Bearer ${sub}` },
    });
  }

  async function sheetRows(raw: Buffer): Promise<Record<string, unknown>[]> {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(raw as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const headers = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    const rows: Record<string, unknown>[] = [];
    sheet.eachRow((row, number) => {
      if (number > 1) rows.push(Object.fromEntries(headers.map((h, i) => [h, row.getCell(i + 1).value])));
    });
    return rows;
  }

  it('downloads the matched items with their buyer items, and the unmatched with their best possible match', async () => {
    const matched = await download(1);
    expect(matched.statusCode).toBe(200);
    expect(matched.headers['content-disposition']).toMatch(
      /filename="MATCHED_Northwind Foods_\d{2}-\d{2}-\d{4}\.xlsx"/,
    );
    const matchedRows = await sheetRows(matched.rawPayload);
    expect(matchedRows.map((r) => [r['GTIN'], r['Match Type'], r['Item Code']]).sort()).toEqual(
      [
        [gtins[0], 'GTIN', 'HW-100'],
        [gtins[2], 'GTIN', 'HW-400'],
      ].sort(),
    );

    const unmatched = await download(2);
    expect(unmatched.headers['content-disposition']).toMatch(/filename="UNMATCHED_Northwind Foods_/);
    const [chicken, ...rest] = await sheetRows(unmatched.rawPayload);
    expect(rest).toEqual([]);
    expect(chicken).toMatchObject({ GTIN: gtins[1], 'Possible Matches': 1, 'Item Code': 'HW-200', Status: 'New' });
    expect(chicken!['Best Score']).toBeGreaterThanOrEqual(30);
  });

  it('downloads the matched pairs compared, a line per attribute where they differ', async () => {
    const compare = await download(3);
    expect(compare.headers['content-disposition']).toMatch(/filename="MATCHED_COMPARE_Northwind Foods_/);
    const rows = await sheetRows(compare.rawPayload);
    // HW-100 was keyed in as 'Tomato basil soup' with no brand; Northwind says 'Creamy tomato basil soup …'.
    expect(rows).toContainEqual(
      expect.objectContaining({
        GTIN: gtins[0],
        'Item Code': 'HW-100',
        Attribute: 'Trade Item Description',
        'Publisher Value': DESCRIBE(9001),
        'Item Value': 'Tomato basil soup',
      }),
    );
    expect(rows.every((r) => r['Publisher Value'] !== r['Item Value'])).toBe(true);
  });

  it("answers the spec's text when there is nothing to download, and refuses an unknown match type", async () => {
    const none = await download(1, '0000000000017');
    expect(none.statusCode).toBe(404);
    expect(none.json().error.message).toBe('No data available for download.');
    expect((await download(4)).statusCode).toBe(400);
  });
});

describe('the work list', () => {
  it('counts the views and the filters', async () => {
    const { body } = await dms<DmsItemCounts>('GET', `catalogs/itemDetailsSummary?publisherGln=${NORTHWIND_GLN}`);
    expect(body.data).toMatchObject({
      actionNeededCount: 3,
      matchTotalCount: 2,
      unmatchTotalCount: 1,
      customCount: 3,
      oneMatch: 3,
      newCount: 3,
    });
    const filtered = await dms<DmsItemCounts>('POST', 'catalogs/publisherItems', {
      publisherGln: NORTHWIND_GLN,
      listView: 3,
      keyword: 'bisque',
      findBy: 'description',
    });
    expect(filtered.body.data).toMatchObject({ filterMatchCount: 1, filterUnmatchCount: 0 });
    // The panels count within the list's view: the matched item is not among the unmatched ones.
    const unmatchedView = await dms<DmsItemCounts>('POST', 'catalogs/publisherItems', {
      publisherGln: NORTHWIND_GLN,
      listView: 2,
      keyword: 'bisque',
      findBy: 'description',
    });
    expect(unmatchedView.body.data).toMatchObject({ customCount: 0, filterMatchCount: 0 });
  });

  it('finds by GTIN, product code or description', async () => {
    expect((await list({ listView: 3, keyword: gtins[1]!.slice(-6), findBy: 'gtin' })).results).toHaveLength(1);
    expect((await list({ listView: 3, keyword: 'NW-09003', findBy: 'productCode' })).results).toHaveLength(1);
    expect((await list({ listView: 3, keyword: 'noodle', findBy: 'gtin' })).results).toHaveLength(0);
  });

  it('synchronises and rejects through CICs the publisher sees', async () => {
    const synced = await dms<DmsCicResponse>('POST', 'gdsn/subscriptions/cic', {
      catalogItemIds: [copies[0], copies[2]],
      publisherGln: NORTHWIND_GLN,
      status: 'SYNCHRONISED',
    });
    expect(synced.status, synced.body.error?.message).toBe(200);
    expect(synced.body.data).toMatchObject({ status: 'SYNCHRONISED', errorCount: 0 });
    const rejected = await dms<DmsCicResponse>('POST', 'dms/gdsn/subscriptions/cic', {
      catalogItemIds: [copies[1]],
      status: 'REJECTED',
      confirmationStatusCode: 'CIC104',
      correctiveActionCode: 'CORRECTION_MESSAGE',
    });
    expect(rejected.body.data!.results).toEqual([
      { catalogItemId: copies[1], gtin: gtins[1], success: true, error: null },
    ]);

    const rows = (await list({ listView: 3 })).results;
    expect(Object.fromEntries(rows.map((r) => [r.catalogItemId, r.status]))).toEqual({
      [copies[0]!]: 12,
      [copies[1]!]: 4,
      [copies[2]!]: 12,
    });
    expect((await list({ listView: 4 })).totalRows).toBe(0);
    expect((await list({ listView: 3, statuses: [4] })).results.map((r) => r.catalogItemId)).toEqual([copies[1]]);

    const seen = await t.call<Page<SubscriberItemRow>>({
      method: 'POST',
      url: '/mds/app/gdsn/publications/subscribers/items/published/search',
      token: pub,
      payload: { subscriberGln: [HARBOR_WEST], catalogItemId: items },
    });
    expect(Object.fromEntries(seen.body.data!.results.map((r) => [r.gtin, r.cicStatus]))).toEqual({
      [gtins[0]!]: 'SYNCHRONISED',
      [gtins[1]!]: 'REJECTED',
      [gtins[2]!]: 'SYNCHRONISED',
    });
    const history = await t.context.db
      .selectFrom('cic_history')
      .select(['state', 'reasons'])
      .where('catalog_item_id', '=', items[1]!)
      .execute();
    expect(history).toHaveLength(1);
    expect(JSON.parse(history[0]!.reasons)).toEqual([expect.objectContaining({ code: 'CIC104' })]);
  });

  it('refuses a reject without its code, CIC999 without its reason, and nothing selected', async () => {
    const refused = [
      { catalogItemIds: [copies[1]], status: 'REJECTED' },
      { catalogItemIds: [copies[1]], status: 'REVIEW', confirmationStatusCode: 'CIC999' },
      { catalogItemIds: [], status: 'SYNCHRONISED' },
    ];
    for (const payload of refused) {
      const { status } = await dms('POST', 'gdsn/subscriptions/cic', payload);
      expect(status).toBe(400);
    }
    const { body } = await dms('POST', 'gdsn/subscriptions/cic', { catalogItemIds: [], status: 'SYNCHRONISED' });
    expect(body.error!.message).toContain('Select the Item.');
  });

  it('puts items on hold with a follow-up, and takes them off', async () => {
    const added = await dms<{ catalogItemIds: number[] }>('POST', 'dms/itemmatching/items/followup', {
      catalogItemIds: [copies[1], 999_999],
      message: 'Ask Northwind for the sodium figures',
    });
    expect(added.body.data!.catalogItemIds).toEqual([copies[1]]);
    const held = await dms<FollowUp>('GET', `dms/itemmatching/items/${copies[1]}/followup`);
    expect(held.body.data).toMatchObject({ onHold: 1, message: 'Ask Northwind for the sodium figures' });
    expect((await list({ listView: 3, notifications: [1] })).results.map((r) => r.catalogItemId)).toEqual([copies[1]]);
    await dms('DELETE', `dms/itemmatching/items/${copies[1]}/followup`);
    expect((await dms<FollowUp>('GET', `dms/itemmatching/items/${copies[1]}/followup`)).body.data).toMatchObject({
      onHold: 0,
      message: null,
    });
  });

  it('flags a synchronised item Changed when a new version comes, with its changes per tab and both CINs', async () => {
    const db = t.context.db;
    const item = await db
      .selectFrom('catalog_item')
      .select('attributes')
      .where('id', '=', items[0]!)
      .executeTakeFirstOrThrow();
    const attributes = JSON.parse(item.attributes) as Record<string, unknown>;
    attributes.Descriptions1E = 'Creamy tomato basil soup, new recipe';
    attributes.Nutrient1D = [{ Nutrient1DA: 'FAT', Nutrient1DB: '5', Nutrient1DD: 'GRM' }];
    await db
      .updateTable('catalog_item')
      .set((eb) => ({ attributes: JSON.stringify(attributes), version: eb('version', '+', 1) }))
      .where('id', '=', items[0]!)
      .execute();
    await queuePublicationRefresh(db, northwind, [items[0]!]);
    await t.worker.drain();

    const changed = await list({ listView: 4 });
    expect(changed.results.map((r) => r.catalogItemId)).toEqual([copies[0]]);
    expect(changed.results[0]).toMatchObject({
      changed: 1,
      coreChangesCount: 1,
      nutritionalChangesCount: 1,
      marketingChangesCount: 0,
      hasPrevious: true,
    });
    expect((await list({ listView: 3, tabCount: ['nutritional'] })).totalRows).toBe(1);
    const current = await dms<{ tradeItemXml: string }>(
      'GET',
      `dms/itemmatching/items/publisher/${copies[0]}/previous/false/xml`,
    );
    const previous = await dms<{ tradeItemXml: string }>(
      'GET',
      `dms/itemmatching/items/publisher/${copies[0]}/previous/true/xml`,
    );
    expect(current.body.data!.tradeItemXml).toContain('new recipe');
    expect(previous.body.data!.tradeItemXml).not.toContain('new recipe');
    expect(previous.body.data!.tradeItemXml).toContain(gtins[0]);

    await dms('POST', 'gdsn/subscriptions/cic', { catalogItemIds: [copies[0]], status: 'SYNCHRONISED' });
    expect((await list({ listView: 4 })).totalRows).toBe(0);
  });
});

describe('the item detail', () => {
  const detail = (path: string) => dms<DmsItemDetail>('GET', path);

  it('shows a matched item by tab beside the buyer item, with the version before', async () => {
    const { status, body } = await detail(`dms/itemmatching/items/matched/publisher/${copies[0]}/core`);
    expect(status, body.error?.message).toBe(200);
    const item = body.data!;
    expect(item).toMatchObject({ catalogItemId: copies[0], gtin: gtins[0], publisherName: 'Northwind Foods' });
    expect(item.dmsCatalogItem.core).toMatchObject({
      Coding1A: gtins[0],
      Descriptions1E: 'Creamy tomato basil soup, new recipe',
    });
    // Only the tab asked for: the nutrients the new version added are on the nutritional tab.
    expect(item.dmsCatalogItem.nutritional).toEqual({});
    expect(item.dmsCatalogItem.previousDmsCatalogItem!.core.Descriptions1E).toBe(DESCRIBE(9001));
    expect(item.dmsCatalogItem.thresholdExceptionAttributes).toContain('Dates1B');
    expect(item.subscriberMatchedItem).toMatchObject({
      kind: 'gtin',
      dmsCatalogItem: { core: { gtin: gtins[0], buyerProductCode: 'HW-100', description: 'Tomato basil soup' } },
      additionalMatchedSubscriberCatalogItems: [],
    });
    const all = await detail(`dms/itemmatching/items/matched/publisher/${copies[0]}/all`);
    expect(all.body.data!.dmsCatalogItem.nutritional.Nutrient1D).toEqual([
      { Nutrient1DA: 'FAT', Nutrient1DB: '5', Nutrient1DD: 'GRM' },
    ]);
  });

  it('shows an unmatched item beside its possible matches, and any buyer item in the subscriber view', async () => {
    const unmatched = await detail(`dms/itemmatching/items/unmatched/publisher/${copies[1]}/core`);
    expect(unmatched.body.data!.subscriberMatchedItem).toMatchObject({
      kind: 'possible',
      dmsCatalogItem: { core: { buyerProductCode: 'HW-200' } },
    });
    expect(unmatched.body.data!.subscriberMatchedItem!.score).toBeGreaterThanOrEqual(30);

    const paper = await t.context.db
      .selectFrom('subscriber_item')
      .select('id')
      .where('company_id', '=', west)
      .where('product_code', '=', 'HW-300')
      .executeTakeFirstOrThrow();
    const side = await detail(`dms/subscriber/items/${paper.id}/publisher/${copies[1]}/marketing`);
    expect(side.body.data!.subscriberMatchedItem).toMatchObject({
      catalogItemId: paper.id,
      kind: null,
      dmsCatalogItem: { core: { buyerProductCode: 'HW-300', brandName: 'Acme' } },
    });
    expect(side.body.data!.dmsCatalogItem.core).toEqual({});
  });

  it('lists the levels of the hierarchy and opens one beside the item, but not an unrelated item', async () => {
    await t.context.db
      .updateTable('received_item')
      .set({ children: JSON.stringify([{ gtin: gtins[2], quantity: 6 }]) })
      .where('id', '=', copies[1]!)
      .execute();
    const each = await detail(`dms/itemmatching/items/matched/publisher/${copies[2]}/core`);
    expect(each.body.data!.hierarchyItems).toEqual([
      expect.objectContaining({ catalogItemId: copies[1], relation: 'parent', quantity: 6 }),
    ]);
    const level = await detail(`dms/publisher/items/${copies[1]}/matched/${copies[2]}/core`);
    expect(level.status).toBe(200);
    expect(level.body.data!.hierarchyItems).toEqual([
      expect.objectContaining({ catalogItemId: copies[2], relation: 'child', quantity: 6 }),
    ]);
    expect((await detail(`dms/publisher/items/${copies[0]}/matched/${copies[2]}/core`)).status).toBe(404);
    expect((await detail(`dms/itemmatching/items/matched/publisher/${copies[0]}/everything`)).status).toBe(400);
  });
});

describe('changed attribute counts', () => {
  it('counts each differing attribute once, in its tab', () => {
    expect(
      changedAttributeCounts(
        { Descriptions1E: 'a', Nutrient1D: [{ Nutrient1DA: 'FAT' }], Allergen1B: [] },
        { Descriptions1E: 'b', Nutrient1D: [{ Nutrient1DA: 'PRO-' }], Allergen1B: [], Coding1B: 'X' },
      ),
    ).toEqual({ core: 2, nutritional: 1, marketing: 0 });
  });
});

describe('exceptions', () => {
  it('keeps the attributes with missing or inconsistent data of each copy, and filters on them', async () => {
    // The test items hold a few attributes only: their copies lack required ones (Dates1B, the measures …).
    const all = await list({ listView: 3 });
    expect(all.results.length).toBe(3);
    for (const row of all.results)
      expect(row.thresholdExceptionAttributes).toEqual(expect.arrayContaining(['Dates1B']));
    // A copy the delivery wrote before exceptions were kept gets them on the next matching run.
    await t.context.db
      .updateTable('received_item')
      .set({ exception_attributes: null, exception_count: 0 })
      .where('id', '=', copies[0]!)
      .execute();
    const counted = (n: number) => expect.objectContaining({ exceptionCount: n });
    const counts = () =>
      dms<DmsItemCounts>('POST', 'catalogs/publisherItems', { publisherGln: NORTHWIND_GLN, listView: 3 });
    expect((await counts()).body.data).toEqual(counted(2));
    expect((await list({ listView: 3, notifications: [3] })).totalRows).toBe(2);
    await dms('POST', 'dms/matching');
    await t.worker.drain();
    expect((await counts()).body.data).toEqual(counted(3));
    expect((await list({ listView: 3, notifications: [3] })).results.map((r) => r.catalogItemId).sort()).toEqual(
      [...copies].sort(),
    );
  });
});
