import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_STATE,
  type ItemAttributes,
  type Page,
  type PublicationResponse,
  type PublishedItemRow,
  type UnpublishedItemRow,
} from '@tradepool/domain';
import { catalogItemAttributes, saveItem, uniqueGtin } from '../../test/catalog-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/gdsn/publications/subscribers';
const HARBOR_EAST = '0843912000016';
const HARBOR_WEST = '0843912000023';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(async () => t.close());

const search = async <T>(path: string, payload: object) => {
  const res = await t.call<Page<T>>({ method: 'POST', url: `${BASE}${path}`, payload, token: pub });
  expect(res.status, res.body.error?.message).toBe(200);
  return res.body.data!;
};
/** The publish wizard's item step: items not yet published to Harbor East, every date, hierarchies folded. */
const unpublished = (payload: object) =>
  search<UnpublishedItemRow>('/items/unpublished/search', {
    subscriberGln: [HARBOR_EAST],
    lastDays: 0,
    includeHierarchy: true,
    ...payload,
  });
/** The publication center's GTINs tab. */
const published = (payload: object) =>
  search<PublishedItemRow>('/all/items/published/search', { lastDays: 0, includeHierarchy: true, ...payload });
const shape = (rows: readonly (UnpublishedItemRow | PublishedItemRow)[]) =>
  rows.map((r) => [r.gtin, r.level, r.keywordMatch]);

const create = (gtin: string, description: string, level: ItemAttributes, children: number[] = []) =>
  saveItem(
    t,
    pub,
    catalogItemAttributes(gtin, { Descriptions1E: description, ...level }),
    children.map((childCatalogItemId) => ({ childCatalogItemId, quantity: 12 })),
  );

/** Each level holds 12 of the one below, and weighs at least what they do (GDSN rule 98). */
const level = (descriptor: string, pounds: number): ItemAttributes => ({
  Coding1AD: descriptor,
  Coding1E: 'false',
  Coding1F: 'false',
  Measure1E: { value: String(pounds * 1.1), unit: 'LBR' },
  Measure1F: { value: String(pounds), unit: 'LBR' },
});
const CASE = level('CASE', 12);
const PALLET = level('PALLET', 144);

describe('the publication searches find a GTIN at any level of its hierarchy', () => {
  const gtin = {
    each: uniqueGtin(),
    case: uniqueGtin(),
    pallet: uniqueGtin(),
    otherEach: uniqueGtin(),
    otherCase: uniqueGtin(),
    sharedEach: uniqueGtin(),
    firstCase: uniqueGtin(),
    secondCase: uniqueGtin(),
  };
  let pallet: number;

  beforeAll(async () => {
    // Pallet > case > each, all three "Zephyrine"; a second hierarchy, case > each, also "Zephyrine"; an each
    // held by two cases.
    const each = await create(gtin.each, 'Zephyrine oat bar', {});
    const inner = await create(gtin.case, 'Zephyrine oat bar, case of 12', CASE, [each]);
    pallet = await create(gtin.pallet, 'Zephyrine oat bar, pallet', PALLET, [inner]);
    const otherEach = await create(gtin.otherEach, 'Zephyrine rice cake', {});
    const otherCase = await create(gtin.otherCase, 'Rice cake, case of 12', CASE, [otherEach]);
    const shared = await create(gtin.sharedEach, 'Quokkanut crisps', {});
    const firstCase = await create(gtin.firstCase, 'Crisps, case A', CASE, [shared]);
    const secondCase = await create(gtin.secondCase, 'Crisps, case B', CASE, [shared]);
    await t.worker.drain();
    await t.context.db
      .updateTable('catalog_item')
      .set({ status: 5, reg_status: REGISTRY_STATE.registered })
      .where('id', 'in', [each, inner, pallet, otherEach, otherCase, shared, firstCase, secondCase])
      .execute();
  });

  it("the publish wizard's item step finds the hierarchy holding an each or a case by its GTIN, that level marked", async () => {
    const byEach = await unpublished({ keyword: gtin.each });
    expect(byEach.totalRows).toBe(1);
    expect(shape(byEach.results)).toEqual([
      [gtin.pallet, 0, false],
      [gtin.case, 1, false],
      [gtin.each, 2, true],
    ]);
    const byCase = await unpublished({ keyword: gtin.case });
    expect(byCase.totalRows).toBe(1);
    expect(shape(byCase.results)).toEqual([
      [gtin.pallet, 0, false],
      [gtin.case, 1, true],
      [gtin.each, 2, false],
    ]);
    const byTop = await unpublished({ keyword: gtin.pallet });
    expect(shape(byTop.results)).toEqual([
      [gtin.pallet, 0, true],
      [gtin.case, 1, false],
      [gtin.each, 2, false],
    ]);
  });

  it('lists a hierarchy once however many of its levels match, and pages by hierarchy', async () => {
    const all = await unpublished({ keyword: 'zephyrine', sortBy: 'gtin', sortDesc: false });
    expect(all.totalRows).toBe(2);
    const tops = all.results.filter((r) => r.level === 0).map((r) => r.gtin);
    expect(tops).toEqual([gtin.pallet, gtin.otherCase].sort());
    expect(all.results.filter((r) => r.keywordMatch).map((r) => r.gtin)).toEqual(
      expect.arrayContaining([gtin.pallet, gtin.case, gtin.each, gtin.otherEach]),
    );
    expect(all.results.find((r) => r.gtin === gtin.otherCase)?.keywordMatch).toBe(false);

    const pages = await Promise.all(
      [1, 2, 3].map((pageNumber) =>
        unpublished({ keyword: 'zephyrine', sortBy: 'gtin', sortDesc: false, rowCount: 1, pageNumber }),
      ),
    );
    expect(pages.map((p) => p.totalRows)).toEqual([2, 2, 2]);
    expect(pages.map((p) => p.results.filter((r) => r.level === 0).map((r) => r.gtin))).toEqual([
      [tops[0]],
      [tops[1]],
      [],
    ]);
  });

  it('an each held by two cases finds both', async () => {
    const found = await unpublished({ keyword: gtin.sharedEach, sortBy: 'gtin', sortDesc: false });
    expect(found.totalRows).toBe(2);
    expect(shape(found.results)).toEqual(
      [gtin.firstCase, gtin.secondCase].sort().flatMap((top) => [
        [top, 0, false],
        [gtin.sharedEach, 1, true],
      ]),
    );
  });

  it('without the hierarchy the keyword still finds the item itself', async () => {
    const found = await unpublished({ keyword: gtin.each, includeHierarchy: false });
    expect(found.totalRows).toBe(1);
    expect(shape(found.results)).toEqual([[gtin.each, 0, true]]);
  });

  it("the GTINs tab finds a published hierarchy by a lower level's GTIN, to anyone or to the subscriber asked", async () => {
    const res = await t.call<PublicationResponse>({
      method: 'POST',
      url: `${BASE}/publish`,
      payload: { catalogItemId: [pallet], gln: [HARBOR_EAST], load: true },
      token: pub,
    });
    expect(res.body.data?.error_count).toBe(0);

    for (const subscriberGln of [undefined, [HARBOR_EAST]]) {
      const found = await published({ keyword: gtin.each, ...(subscriberGln ? { subscriberGln } : {}) });
      expect(found.totalRows).toBe(1);
      expect(shape(found.results)).toEqual([
        [gtin.pallet, 0, false],
        [gtin.case, 1, false],
        [gtin.each, 2, true],
      ]);
    }
    expect((await published({ keyword: gtin.each, subscriberGln: [HARBOR_WEST] })).totalRows).toBe(0);
    // Not published: the other hierarchy is not on the tab, whichever of its GTINs is asked.
    expect((await published({ keyword: gtin.otherEach })).totalRows).toBe(0);
    // Published to Harbor East now: the publish wizard no longer offers it there.
    expect((await unpublished({ keyword: gtin.each })).totalRows).toBe(0);
  });
});
