import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MATCH_ACTION_SUCCESS,
  type DmsItemRow,
  type ExtrinsicMatch,
  type Page,
  type PossibleMatchPair,
  type SubscriberDqSummary,
  type UnmatchedItem,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import {
  HARBOR_WEST_GLN,
  NORTHWIND_GLN,
  publishToBuyer,
  soupItemMaster,
  uploadItemMaster,
  type DmsExchange,
} from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queueMatching } from './matching-queue.js';

const DESCRIBE = (serial: number) =>
  ({
    7001: 'Creamy tomato basil soup 12 x 10.75 oz',
    7002: 'Chicken noodle soup low sodium 12 x 10.5 oz',
    7003: 'Roasted red pepper bisque 6 x 32 oz',
    7004: 'New England clam chowder 12 x 15 oz',
    7005: 'Hearty minestrone vegetable soup 12 x 19 oz',
  })[serial] ?? `Soup ${serial}`;

let t: TestApp;
let buyer: DmsExchange;
/** Harbor West's own items by product code. */
const own = new Map<string, number>();

const dms = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = buyer.sub) =>
  t.call<T>({ method, url: `/mds/app/${url}`, payload, token });

async function unmatched(payload: object = {}): Promise<Page<UnmatchedItem>> {
  const { status, body } = await dms<Page<UnmatchedItem>>('POST', 'dms/subscriber/unmatched/items/search', payload);
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

async function extrinsic(productCode: string, page: object = {}): Promise<Page<ExtrinsicMatch>> {
  const { status, body } = await dms<Page<ExtrinsicMatch>>('POST', 'dms/subscriber/extrinsic/matched/publishers', {
    subCatalogItemId: own.get(productCode),
    ...page,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

async function possible(payload: object = {}): Promise<Page<PossibleMatchPair>> {
  const { status, body } = await dms<Page<PossibleMatchPair>>('POST', 'dms/subscriber/possible/matched/items', {
    publisherGln: NORTHWIND_GLN,
    ...payload,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

const broad = (copy: number, productCode: string, token = buyer.sub) =>
  dms<string>('GET', `dms/broad/match/${copy}/${own.get(productCode)}`, undefined, token);

const reject = (copy: number, productCode: string) =>
  dms<string>('POST', 'dms/possible/match/reject', { pubCatalogItemId: copy, subCatalogItemId: own.get(productCode) });

/** A matching run of Harbor West, as a delivery or a cross-reference file queues it. */
async function runMatching() {
  await queueMatching(t.context.db, buyer.buyer);
  await t.worker.drain();
}

/** Another copy of a received item, as a CIN for another target market brings it: same GLN and GTIN, a new id. */
async function copyForTargetMarket(copy: number, targetMarket: string): Promise<number> {
  const db = t.context.db;
  const { id: _id, ...row } = await db
    .selectFrom('received_item')
    .selectAll()
    .where('id', '=', copy)
    .executeTakeFirstOrThrow();
  const { id } = await db
    .insertInto('received_item')
    .values({
      ...row,
      target_market: targetMarket,
      match_dirty: 1,
      matched_count: 0,
      possible_count: 0,
      modified_time: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await publishToBuyer(t, { subscriberGln: HARBOR_WEST_GLN, firstSerial: 7001, count: 5, describe: DESCRIBE });
  await uploadItemMaster(t, buyer, soupItemMaster(buyer.gtins[0]!));
  const rows = await t.context.db
    .selectFrom('subscriber_item')
    .select(['id', 'product_code'])
    .where('company_id', '=', buyer.buyer)
    .execute();
  for (const row of rows) own.set(row.product_code, row.id);
});
afterAll(async () => t.close());

describe('the unmatched buyer items', () => {
  it("lists the buyer's items no publisher's item is matched to, paged and sorted", async () => {
    const all = await unmatched({ sortBy: 'productCode' });
    expect(all.totalRows).toBe(4);
    expect(all.results.map((r) => r.productCode)).toEqual(['HW-200', 'HW-300', 'HW-400', 'HW-500']);
    // By default the decisions order the list: whatever is proposed first, the paper towels (no match) last.
    const byDecision = await unmatched();
    expect(byDecision.results.at(-1)).toMatchObject({ productCode: 'HW-300', matchDecision: 'none', proposals: [] });
    expect(all.results[0]).toMatchObject({
      id: own.get('HW-200'),
      gtin: null,
      description: 'chicken noodle soup low sodium 12/10.5oz',
      brandName: null,
      mpc: null,
      unitDescriptor: 'BASE_UNIT_OR_EACH',
      lastUpdated: expect.any(String),
    });
    expect(all.results[0]!.possibleCount).toBeGreaterThan(0);
    const page = await unmatched({ sortBy: 'description', sortDesc: true, rowCount: 2, pageNumber: 2 });
    expect(page).toMatchObject({ totalRows: 4 });
    expect(page.results.map((r) => r.productCode)).toEqual(['HW-500', 'HW-200']);
  });

  it('finds by product code, description or brand; an empty keyword is none', async () => {
    expect((await unmatched({ keyword: 'BISQUE' })).results.map((r) => r.productCode)).toEqual(['HW-400']);
    expect((await unmatched({ keyword: 'acme' })).results.map((r) => r.productCode)).toEqual(['HW-300']);
    expect((await unmatched({ keyword: 'hw-5' })).results.map((r) => r.productCode)).toEqual(['HW-500']);
    expect((await unmatched({ keyword: 'tomato' })).totalRows).toBe(0);
    expect((await unmatched({ keyword: '  ' })).totalRows).toBe(4);
    expect((await dms('POST', 'dms/subscriber/unmatched/items/search', { sortBy: 'score' })).status).toBe(400);
  });
});

describe('the extrinsic matches of a buyer item', () => {
  it("scores the buyer's received items against it, best first, each with its reasons", async () => {
    const found = await extrinsic('HW-200');
    expect(found.totalRows).toBeGreaterThan(1);
    expect(found.results.length).toBe(found.totalRows);
    const scores = found.results.map((r) => r.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    expect(scores.every((s) => s >= 0 && s <= 100)).toBe(true);
    expect(found.results[0]).toMatchObject({
      catalogItemId: buyer.copies[1],
      publisherName: 'Northwind Foods',
      publisherGln: NORTHWIND_GLN,
      gtin: buyer.gtins[1],
      productCode: 'NW-07002',
      functionalName: 'Soup',
      tradeItemDescription: DESCRIBE(7002),
      brandName: 'Northwind',
      tm: '840',
      unitDescriptor: 'BASE_UNIT_OR_EACH',
    });
    expect(found.results[0]!.score).toBeGreaterThanOrEqual(30);
    expect(found.results[0]!.reasons).toContainEqual(expect.objectContaining({ factor: 'description', effect: 'for' }));
  });

  it('pages through the same order', async () => {
    const all = await extrinsic('HW-200');
    const second = await extrinsic('HW-200', { pageNumber: 2, rowCount: 1 });
    expect(second.totalRows).toBe(all.totalRows);
    expect(second.results.map((r) => r.catalogItemId)).toEqual([all.results[1]!.catalogItemId]);
    expect((await extrinsic('HW-200', { pageNumber: 9, rowCount: 25 })).results).toEqual([]);
  });

  it('follows new, withdrawn and returning copies before and after the matching run', async () => {
    const db = t.context.db;
    const chowder = buyer.copies[3]!;
    expect((await extrinsic('HW-500')).results[0]!.catalogItemId).toBe(chowder);
    const withdraw = (withdrawn: number) =>
      db
        .updateTable('received_item')
        .set({ withdrawn, match_dirty: 1, modified_time: nowIso() })
        .where('id', '=', chowder)
        .execute();
    await withdraw(1);
    const ids = async () => (await extrinsic('HW-500')).results.map((r) => r.catalogItemId);
    expect(await ids()).not.toContain(chowder);
    await runMatching();
    expect(await ids()).not.toContain(chowder);
    await withdraw(0);
    expect((await ids())[0]).toBe(chowder);
    await runMatching();
    expect((await ids())[0]).toBe(chowder);
    const canadian = await copyForTargetMarket(chowder, '124');
    expect(await ids()).toContain(canadian);
    await runMatching();
    expect(await ids()).toContain(canadian);
  });

  it("answers 404 for an item that is not the caller's", async () => {
    const other = await t.signIn('pubsub.admin');
    const theirs = await dms(
      'POST',
      'dms/subscriber/extrinsic/matched/publishers',
      { subCatalogItemId: own.get('HW-200') },
      other,
    );
    expect(theirs.status).toBe(404);
    const none = await dms('POST', 'dms/subscriber/extrinsic/matched/publishers', { subCatalogItemId: 999_999 });
    expect(none.status).toBe(404);
  });
});

describe('the possible match list and the broad match', () => {
  it("lists one publisher's proposed pairs, best score first, or one item's", async () => {
    const pairs = await possible();
    expect(pairs.totalRows).toBeGreaterThanOrEqual(3);
    const scores = pairs.results.map((p) => p.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
    const chicken = await possible({ catalogItemId: buyer.copies[1] });
    expect(chicken.results[0]).toMatchObject({
      catalogItemId: buyer.copies[1],
      subCatalogItemId: own.get('HW-200'),
      publisherItem: { gtin: buyer.gtins[1], productCode: 'NW-07002', targetMarket: '840', status: 11 },
      subscriberItem: { buyerProductCode: 'HW-200', gtin: null },
    });
    expect(chicken.results[0]!.reasons.length).toBeGreaterThan(0);
    const bisque = await possible({ keyword: 'bisque' });
    expect(bisque.totalRows).toBeGreaterThan(0);
    expect(bisque.results.every((p) => p.catalogItemId === buyer.copies[2])).toBe(true);
  });

  it('matches a pair the buyer confirms, and moves both items out of the unmatched lists', async () => {
    const summaryBefore = (await dms<SubscriberDqSummary[]>('GET', 'dms/subscriber/summary/search')).body.data![0]!;
    const { status, body } = await broad(buyer.copies[1]!, 'HW-200');
    expect(status, body.error?.message).toBe(200);
    expect(body).toEqual({ success: true, data: MATCH_ACTION_SUCCESS, error: null });

    const check = async () => {
      expect((await unmatched()).results.map((r) => r.productCode)).not.toContain('HW-200');
      expect((await possible({ catalogItemId: buyer.copies[1] })).totalRows).toBe(0);
      const matched = await dms<Page<DmsItemRow>>('POST', 'catalogs/publisherItemsList', {
        publisherGln: NORTHWIND_GLN,
        listView: 1,
        catalogItemId: buyer.copies[1],
      });
      expect(matched.body.data!.results[0]).toMatchObject({ matchedCount: 1, partialMatchedCount: 0 });
      expect(matched.body.data!.results[0]!.matches).toEqual([
        expect.objectContaining({ kind: 'broad', productCode: 'HW-200', score: null }),
      ]);
      const summary = (await dms<SubscriberDqSummary[]>('GET', 'dms/subscriber/summary/search')).body.data![0]!;
      expect(summary.matchTotalCount).toBe(summaryBefore.matchTotalCount + 1);
    };
    await check();
    // The run the broad match queued keeps it.
    await t.worker.drain();
    await check();
    const lessons = await t.context.db
      .selectFrom('dms_confirmed_code')
      .select(['publisher_gln', 'gtin', 'product_code'])
      .where('subscriber_item_id', '=', own.get('HW-200')!)
      .execute();
    expect(lessons).toEqual([{ publisher_gln: NORTHWIND_GLN, gtin: buyer.gtins[1], product_code: 'NW-07002' }]);
  });

  it("refuses another company's pair (404, nothing written) and a withdrawn item", async () => {
    const other = await t.signIn('pubsub.admin');
    expect((await broad(buyer.copies[2]!, 'HW-400', other)).status).toBe(404);
    expect((await broad(999_999, 'HW-400')).status).toBe(404);
    const rows = await t.context.db
      .selectFrom('dms_match')
      .select('id')
      .where('received_item_id', '=', buyer.copies[2]!)
      .where('kind', '=', 'broad')
      .execute();
    expect(rows).toEqual([]);
    expect((await dms('GET', 'dms/broad/match/x/1')).status).toBe(400);

    await t.context.db.updateTable('received_item').set({ withdrawn: 1 }).where('id', '=', buyer.copies[4]!).execute();
    expect((await broad(buyer.copies[4]!, 'HW-300')).status).toBe(400);
    await t.context.db.updateTable('received_item').set({ withdrawn: 0 }).where('id', '=', buyer.copies[4]!).execute();
  });
});

describe('learning from the buyer', () => {
  it('never proposes a rejected pair again, for any copy of the item', async () => {
    const bisque = buyer.copies[2]!;
    expect((await possible({ catalogItemId: bisque })).results.map((p) => p.subCatalogItemId)).toContain(
      own.get('HW-400'),
    );
    const { status, body } = await reject(bisque, 'HW-400');
    expect(status, body.error?.message).toBe(200);
    expect(body.data).toBe(MATCH_ACTION_SUCCESS);
    const proposedFor400 = async () =>
      (await possible()).results.filter((p) => p.subCatalogItemId === own.get('HW-400')).map((p) => p.catalogItemId);
    expect(await proposedFor400()).not.toContain(bisque);
    expect((await extrinsic('HW-400')).results.map((r) => r.catalogItemId)).not.toContain(bisque);

    // The run rescoring the buyer item, and a copy of the same item for another target market, stay rejected.
    const canadian = await copyForTargetMarket(bisque, '124');
    await runMatching();
    expect(await proposedFor400()).not.toContain(bisque);
    expect(await proposedFor400()).not.toContain(canadian);
    expect((await extrinsic('HW-400')).results.map((r) => r.catalogItemId)).not.toContain(canadian);
  });

  it('refuses to reject a matched pair', async () => {
    const { status } = await reject(buyer.copies[1]!, 'HW-200');
    expect(status).toBe(409);
  });

  it('proposes a confirmed code first, at 100, when the item comes again under another received id', async () => {
    const canadian = await copyForTargetMarket(buyer.copies[1]!, '124');
    await runMatching();
    const pairs = await possible({ catalogItemId: canadian });
    expect(pairs.results[0]).toMatchObject({ subCatalogItemId: own.get('HW-200'), score: 100 });
    expect(pairs.results[0]!.reasons).toEqual([expect.objectContaining({ factor: 'confirmed', effect: 'for' })]);
    const found = await extrinsic('HW-200');
    expect(found.results[0]).toMatchObject({ catalogItemId: canadian, score: 100, tm: '124' });
    // The copy already matched is not proposed again.
    expect((await possible({ catalogItemId: buyer.copies[1] })).totalRows).toBe(0);
  });
});
