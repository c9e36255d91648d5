import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SCORE_BANDS,
  scoreItem,
  type ItemAttributes,
  type Page,
  type PublisherSuggestion,
  type ScorecardRow,
} from '@tradepool/domain';
import { NORTHWIND_GLN, companyOfGln, supplyFromNorthwind } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { queuePublicationRefresh } from '../publication/service.js';

const HARBOR_WEST = '0843912000023';
const SERIALS = [7001, 7002, 7003, 7004];

let t: TestApp;
let sub: string;
let pub: string;
let west: number;
let northwind: number;
let items: number[];

const call = <T>(method: 'GET' | 'POST', url: string, payload?: object, token = sub) =>
  t.call<T>({ method, url: `/mds/app/${url}`, payload, token });

async function northwindRow(): Promise<ScorecardRow> {
  const { status, body } = await call<Page<ScorecardRow>>('POST', 'scorecard/subscriberScore', {});
  expect(status, body.error?.message).toBe(200);
  return body.data!.results.find((r) => r.publisherGln === NORTHWIND_GLN)!;
}

/** The score card's definition applied to Harbor West's live copies directly: the average share, in percent. */
async function expectedAllAttribute(): Promise<number> {
  const copies = await t.context.db
    .selectFrom('received_item')
    .select(['attributes', 'exception_attributes', 'children'])
    .where('company_id', '=', west)
    .where('withdrawn', '=', 0)
    .execute();
  const shares = copies.map((c) => {
    const score = scoreItem(
      JSON.parse(c.attributes) as ItemAttributes,
      JSON.parse(c.exception_attributes ?? '[]') as string[],
      { hasChildren: (JSON.parse(c.children) as unknown[]).length > 0 },
    );
    return score.counts.all.filled / score.counts.all.expected;
  });
  return Math.round((shares.reduce((a, b) => a + b, 0) / shares.length) * 100);
}

beforeAll(async () => {
  t = await createTestApp();
  [pub, sub] = await Promise.all([t.signIn('pub.admin'), t.signIn('sub.admin')]);
  west = await companyOfGln(t, HARBOR_WEST);
  await call('GET', `users/company/${west}/select`);
  ({ northwind, items } = await supplyFromNorthwind(t, {
    subscriberGln: HARBOR_WEST,
    count: SERIALS.length,
    firstSerial: SERIALS[0]!,
    subscriberToken: sub,
  }));
});
afterAll(async () => t.close());

describe('the score card', () => {
  it('scores each publisher from what the deliveries counted, as the definition says', async () => {
    const row = await northwindRow();
    expect(row).toMatchObject({
      publisherName: 'Northwind Foods',
      publishedCount: SERIALS.length,
      synchCount: 0,
      scoredCount: SERIALS.length,
    });
    expect(row.allAttribute).toBe(await expectedAllAttribute());
    // Every test item carries allergens and nutrients but no files or marketing text.
    expect(row.allergenScore).toBe(50);
    expect(row.nutrientsSocre).toBe(25);
    expect(row.imageScore).toBe(0);
  });

  it('explains each score with the attributes its items lack most often', async () => {
    const row = await northwindRow();
    expect(row.explanations.imageScore.gaps).toEqual([
      { code: 'Descriptions1H', label: 'Additional Description', missing: 4, failing: 0 },
      { code: 'EFile1A', label: 'Files', missing: 4, failing: 0 },
    ]);
    expect(row.explanations.allergenScore.gaps).toEqual([
      { code: 'Allergen1A', label: 'Allergen Statement', missing: 4, failing: 0 },
    ]);
    expect(row.explanations.allAttribute.gaps).toHaveLength(3);
  });

  it('replaces what a newer CIN of an item counted instead of adding to it', async () => {
    const db = t.context.db;
    const before = await northwindRow();
    const item = await db
      .selectFrom('catalog_item')
      .select('attributes')
      .where('id', '=', items[0]!)
      .executeTakeFirstOrThrow();
    const attributes = JSON.parse(item.attributes) as ItemAttributes;
    attributes.Allergen1A = 'Contains: Milk.';
    attributes.EFile1A = [{ EFile1AA: 'PRODUCT_IMAGE', EFile1AB: 'https://example.com/soup.png' }];
    await db
      .updateTable('catalog_item')
      .set((eb) => ({ attributes: JSON.stringify(attributes), version: eb('version', '+', 1) }))
      .where('id', '=', items[0]!)
      .execute();
    await queuePublicationRefresh(db, northwind, [items[0]!]);
    await t.worker.drain();
    const after = await northwindRow();
    expect(after.publishedCount).toBe(before.publishedCount);
    expect(after.scoredCount).toBe(before.scoredCount);
    // One item of four now has both allergen attributes (100 %) and one of the two image attributes.
    expect(after.allergenScore).toBe(Math.round((100 + 50 * 3) / 4));
    expect(after.imageScore).toBe(Math.round(50 / 4));
    expect(after.allAttribute).toBe(await expectedAllAttribute());
    expect(after.explanations.allergenScore.gaps).toEqual([
      { code: 'Allergen1A', label: 'Allergen Statement', missing: 3, failing: 0 },
    ]);
  });

  it('leaves withdrawn items out', async () => {
    const withdrawn = await call(
      'POST',
      'gdsn/publications/subscribers/unpublish',
      { catalogItemId: [items[3]!], gln: [HARBOR_WEST] },
      pub,
    );
    expect(withdrawn.status, withdrawn.body.error?.message).toBe(200);
    const row = await northwindRow();
    expect(row).toMatchObject({ publishedCount: 3, scoredCount: 3 });
    expect(row.allAttribute).toBe(await expectedAllAttribute());
    expect(row.explanations.allergenScore.gaps[0]).toMatchObject({ code: 'Allergen1A', missing: 2 });
  });

  it('scores copies received before it on the next matching run', async () => {
    const db = t.context.db;
    const before = await northwindRow();
    await db.deleteFrom('scorecard_tally').where('company_id', '=', west).execute();
    await db.deleteFrom('scorecard_gap').where('company_id', '=', west).execute();
    await db.updateTable('received_item').set({ score_all_expected: null }).where('company_id', '=', west).execute();
    const unscored = await northwindRow();
    expect(unscored).toMatchObject({ publishedCount: 3, scoredCount: 0, allAttribute: null, imageScore: null });
    expect(unscored.explanations.allAttribute.gaps).toEqual([]);
    await call('POST', 'dms/matching');
    await t.worker.drain();
    expect(await northwindRow()).toEqual(before);
  });

  it('sorts by any score, filters by publisher, and pages', async () => {
    const { body } = await call<Page<ScorecardRow>>('POST', 'scorecard/subscriberScore', {
      publisherName: 'NORTHWIND',
      sortBy: 'imageScore',
      sortDesc: true,
      rowCount: 25,
    });
    expect(body.data!.results.map((r) => r.publisherGln)).toEqual([NORTHWIND_GLN]);
    const none = await call<Page<ScorecardRow>>('POST', 'scorecard/subscriberScore', { publisherGln: '0000000000000' });
    expect(none.body.data).toEqual({ totalRows: 0, results: [] });
    const bad = await call('POST', 'scorecard/subscriberScore', { sortBy: 'gtin' });
    expect(bad.status).toBe(400);
  });

  it('suggests publishers from 3 characters, and gives the colour bands', async () => {
    const { body } = await call<PublisherSuggestion[]>('GET', 'scorecard/search?keyword=wind');
    expect(body.data).toEqual([{ value: NORTHWIND_GLN, name: 'Northwind Foods' }]);
    expect((await call('GET', 'scorecard/search?keyword=no')).status).toBe(400);
    expect((await call<PublisherSuggestion[]>('GET', 'scorecard/search?keyword=zzz')).body.data).toEqual([]);
    const bands = await call('GET', 'scorecard/colorCodeRange');
    expect(bands.body.data).toEqual(SCORE_BANDS);
  });
});
