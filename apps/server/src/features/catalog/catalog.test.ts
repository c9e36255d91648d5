import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HIERARCHY_RULE_TEXTS,
  REQUIRED_ATTRIBUTE_CODES,
  type CatalogItemDetail,
  type CatalogRow,
  type CatalogSearch,
  type HierarchyNode,
  type ItemAttributes,
  type Page,
} from '@tradepool/domain';
import { nowIso } from '../../db/time.js';
import { catalogItemAttributes, itemKeys, uniqueGtin } from '../../test/catalog-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let pubAdmin: string;
let nonGdsn: string;

beforeAll(async () => {
  t = await createTestApp();
  [pubAdmin, nonGdsn] = await Promise.all([t.signIn('pub.admin'), t.signIn('pub.nongdsn')]);
});
afterAll(() => t.close());

const save = (payload: Record<string, unknown>, token = pubAdmin) =>
  t.call<string>({ method: 'POST', url: '/mds/app/catalogs', token, payload });

const search = (payload: CatalogSearch, token = pubAdmin, url = '/mds/app/catalogs/search') =>
  t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload });

const detail = async (id: number, token = pubAdmin) =>
  (await t.call<CatalogItemDetail>({ method: 'GET', url: `/mds/app/catalogs/getCatalogItemDetails/${id}`, token })).body
    .data!;

/** Saves an item and answers its id (found again by its GTIN, as the create dialog does). */
async function create(attributes: ItemAttributes, token = pubAdmin, children?: unknown[]): Promise<number> {
  const res = await save({ attributes, ...(children ? { children } : {}) }, token);
  expect(res.body).toEqual({ success: true, data: '1', error: null });
  const found = await search({ gtin: attributes.Coding1A as string }, token);
  return found.body.data!.results[0]!.catalogItemId;
}

describe('saving an item (spec point 4)', () => {
  it('creates from the 4 keys as Not Ready (1), with defaults derived from the owner, and writes version 1', async () => {
    const gtin = uniqueGtin();
    const id = await create(itemKeys(gtin));
    const item = await detail(id);
    expect(item).toMatchObject({ gtin, targetMarket: '840', status: 1, version: 1, infoProviderGln: '0761305000019' });
    expect(item.attributes.Parties1B).toBe('Northwind Foods');
    expect(item.missingRequired.length).toBeGreaterThan(20);
    expect(item.sections.ArrCoding?.map((e) => e.code)).toEqual(
      expect.arrayContaining(['Coding1A', 'Coding1AF', 'Coding1AD']),
    );
    const versions = await t.context.db
      .selectFrom('catalog_item_version')
      .selectAll()
      .where('catalog_item_id', '=', id)
      .execute();
    expect(versions).toHaveLength(1);
    expect(versions[0]).toMatchObject({ version: 1, change_type: 'create' });
    expect(JSON.parse(versions[0]!.changes).Coding1A).toEqual([null, gtin]);
  });

  it('turns Ready when all 32 required attributes are filled: 2 for a GDSN user, 5 for a non-GDSN user', async () => {
    expect(REQUIRED_ATTRIBUTE_CODES).toHaveLength(32);
    const gtin = uniqueGtin();
    const id = await create(itemKeys(gtin));
    expect(await save({ catalogItemId: id, attributes: catalogItemAttributes(gtin) })).toMatchObject({ status: 200 });
    const ready = await detail(id);
    expect(ready).toMatchObject({ status: 2, version: 2, missingRequired: [] });
    const versions = await t.context.db
      .selectFrom('catalog_item_version')
      .select(['version', 'changes', 'changed_by'])
      .where('catalog_item_id', '=', id)
      .orderBy('version')
      .execute();
    expect(versions.map((v) => v.version)).toEqual([1, 2]);
    expect(JSON.parse(versions[1]!.changes)).toHaveProperty('Measure1D', [null, { value: '1', unit: 'LBR' }]);

    const other = uniqueGtin();
    const nonGdsnId = await create(catalogItemAttributes(other), nonGdsn);
    expect((await detail(nonGdsnId)).status).toBe(5);

    const { Dates1A: _removed, ...incomplete } = catalogItemAttributes(gtin);
    await save({ catalogItemId: id, attributes: incomplete });
    expect(await detail(id)).toMatchObject({ status: 1, missingRequired: ['Dates1A'] });
  });

  it('normalises GTIN-13 input to 14 digits and refuses a wrong check digit', async () => {
    const gtin14 = uniqueGtin();
    const id = await create(itemKeys(gtin14.slice(1)));
    expect((await detail(id)).gtin).toBe(gtin14);
    const wrong = `${gtin14.slice(0, 13)}${(Number(gtin14[13]) + 1) % 10}`;
    const res = await save({ attributes: itemKeys(wrong) });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toMatch(/GTIN must be a GTIN of 8, 12, 13 or 14 digits/);
  });

  it('refuses text over its maximum, a date not written mm/dd/yyyy and an unknown code, writing nothing', async () => {
    const gtin = uniqueGtin();
    const tooLong = await save({ attributes: { ...itemKeys(gtin), Descriptions1B: 'x'.repeat(36) } });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error?.message).toContain('Functional Name is longer than 35 characters.');
    const badDate = await save({ attributes: { ...itemKeys(gtin), Dates1A: '2026-01-15' } });
    expect(badDate.body.error?.message).toContain('mm/dd/yyyy');
    const badCode = await save({ attributes: { ...itemKeys(gtin), Coding1AD: 'CRATE' } });
    expect(badCode.status).toBe(400);
    expect((await search({ gtin })).body.data!.totalRows).toBe(0);
  });

  it('needs the 4 create keys and keeps GTIN and target market fixed once created', async () => {
    const gtin = uniqueGtin();
    const { Descriptions1E: _d, ...noDescription } = itemKeys(gtin);
    const res = await save({ attributes: noDescription });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe('Fill the key fields first: Trade Item Description.');
    const id = await create(itemKeys(gtin));
    const moved = await save({ catalogItemId: id, attributes: { ...itemKeys(gtin), Coding1AF: '124' } });
    expect(moved.status).toBe(400);
  });

  it('answers 409 for a key that exists, and checkItemExists says so', async () => {
    const gtin = uniqueGtin();
    const id = await create(itemKeys(gtin));
    const again = await save({ attributes: itemKeys(gtin) });
    expect(again.status).toBe(409);
    const check = (payload: Record<string, unknown>) =>
      t.call<string>({ method: 'POST', url: '/mds/app/catalogs/checkItemExists', token: pubAdmin, payload });
    expect((await check({ gtin })).body.data).toBe('1');
    expect((await check({ gtin, targetMarket: '124' })).body.data).toBe('0');
    expect((await check({ gtin, excludeCatalogItemId: id })).body.data).toBe('0');
    // The same GTIN for another target market is another item.
    await create({ ...itemKeys(gtin), Coding1AF: '124' });
  });

  it("refuses an information provider GLN that is not the company's", async () => {
    const res = await save({ attributes: { ...itemKeys(uniqueGtin()), Parties1A: '0614141000012' } });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain("is not one of your company's GLNs");
  });
});

describe('searching the catalog', () => {
  const brand = `Searchbrand ${Date.now()}`;
  let ids: number[];

  beforeAll(async () => {
    ids = [];
    for (const [i, description] of ['Alpha oats', 'Bravo barley', 'Charlie corn'].entries()) {
      const gtin = uniqueGtin();
      const attributes =
        i === 0
          ? catalogItemAttributes(gtin, {
              Descriptions1E: description,
              Descriptions1A: brand,
              Allergen1A: 'Contains oats.',
            })
          : { ...itemKeys(gtin), Descriptions1E: description, Descriptions1A: brand };
      ids.push(await create(attributes));
    }
  });

  it('filters by brand and sorts by modifiedTime descending by default, with totalRows', async () => {
    const { body } = await search({ brands: [brand] });
    expect(body.data!.totalRows).toBe(3);
    expect(body.data!.results.map((r) => r.catalogItemId)).toEqual([...ids].reverse());
    expect(body.data!.results[0]).toMatchObject({
      brandName: brand,
      noOfSubscribers: 0,
      isTree: 0,
      authorName: 'Paul Publisher',
    });
  });

  it('sorts by description either way and pages', async () => {
    const asc = await search({ brands: [brand], sortBy: 'description', sortDesc: false, rowCount: 2 });
    expect(asc.body.data!.results.map((r) => r.description)).toEqual(['Alpha oats', 'Bravo barley']);
    expect(asc.body.data!.totalRows).toBe(3);
    const page2 = await search({ brands: [brand], sortBy: 'description', sortDesc: false, rowCount: 2, pageNumber: 2 });
    expect(page2.body.data!.results.map((r) => r.description)).toEqual(['Charlie corn']);
  });

  it('finds by keyword in description, by status (1 pairs with 2), by product data and by date', async () => {
    expect((await search({ keyword: 'bravo BARLEY' })).body.data!.results.map((r) => r.catalogItemId)).toEqual([
      ids[1],
    ]);
    const notReady = await search({ brands: [brand], registrationStatuses: [1] });
    expect(notReady.body.data!.totalRows).toBe(3);
    const validated = await search({ brands: [brand], registrationStatuses: [5] });
    expect(validated.body.data!.totalRows).toBe(0);
    const withAllergens = await search({ brands: [brand], productDataStatus: 1, nutritionals: ['allergens'] });
    expect(withAllergens.body.data!.results.map((r) => r.catalogItemId)).toEqual([ids[0]]);
    const without = await search({ brands: [brand], productDataStatus: 2, nutritionals: ['allergens'] });
    expect(without.body.data!.totalRows).toBe(2);
    expect((await search({ brands: [brand], lastDays: 15 })).body.data!.totalRows).toBe(3);
    const today = new Date();
    const us = `${String(today.getUTCMonth() + 1).padStart(2, '0')}/${String(today.getUTCDate()).padStart(2, '0')}/${today.getUTCFullYear()}`;
    expect((await search({ brands: [brand], lastUpdateDate: us })).body.data!.totalRows).toBe(3);
    expect((await search({ brands: [brand], toDate: '01/01/2020' })).body.data!.totalRows).toBe(0);
  });

  it('filters by publication and subscriber, and shows the subscribers of a row', async () => {
    const harbor = await t.context.db
      .selectFrom('company')
      .innerJoin('company_gln', 'company_gln.company_id', 'company.id')
      .select(['company.id', 'company.name', 'company.bu_name', 'company_gln.gln'])
      .where('company.bu_name', '=', 'East Region')
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const publisher = (
      await t.context.db
        .selectFrom('catalog_item')
        .select('company_id')
        .where('id', '=', ids[2]!)
        .executeTakeFirstOrThrow()
    ).company_id;
    await t.context.db
      .insertInto('publication')
      .values({
        company_id: publisher,
        catalog_item_id: ids[2]!,
        subscriber_gln: harbor.gln,
        subscriber_company_id: harbor.id,
        active: 1,
        cic_status: 'REVIEW',
        published_time: now,
        modified_time: now,
      })
      .execute();
    const published = await search({ brands: [brand], publicationStatus: 1 });
    expect(published.body.data!.results).toEqual([
      expect.objectContaining({
        catalogItemId: ids[2],
        noOfSubscribers: 1,
        subscriberNameList: `${harbor.name} - ${harbor.bu_name}`,
        isCicReview: 1,
      }),
    ]);
    expect((await search({ brands: [brand], publicationStatus: 2 })).body.data!.totalRows).toBe(2);
    expect((await search({ brands: [brand], subscriberGlns: [harbor.gln] })).body.data!.totalRows).toBe(1);
    expect((await search({ brands: [brand], notificationStatuses: ['REVIEW'] })).body.data!.totalRows).toBe(1);
    expect(
      (await search({ brands: [brand], sortBy: 'noOfSubscribers', sortDesc: true })).body.data!.results[0]!
        .catalogItemId,
    ).toBe(ids[2]);

    // A GDSN user cannot delete an item still published; a non-GDSN user may.
    const refused = await t.call({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${ids[2]}`, token: pubAdmin });
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toContain('unpublish them first');
    const allowed = await t.call<number>({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${ids[2]}`, token: nonGdsn });
    expect(allowed.body.data).toBe(1);
  });

  it('names a subscriber outside Tradepool as its publisher did, like the publication center', async () => {
    const gtin = uniqueGtin();
    const id = await create(itemKeys(gtin));
    const { company_id: publisher } = await t.context.db
      .selectFrom('catalog_item')
      .select('company_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const now = nowIso();
    const outside = '0614141999996';
    await t.context.db
      .insertInto('publication_subscriber')
      .values({ company_id: publisher, gln: outside, name: 'Outside Deli', created_time: now })
      .execute();
    await t.context.db
      .insertInto('publication')
      .values({
        company_id: publisher,
        catalog_item_id: id,
        subscriber_gln: outside,
        subscriber_company_id: null,
        active: 1,
        published_time: now,
        modified_time: now,
      })
      .execute();
    const found = await search({ gtin });
    expect(found.body.data!.results).toEqual([expect.objectContaining({ subscriberNameList: 'Outside Deli' })]);
  });

  it('suggests items from a GTIN fragment or a description, at most 20', async () => {
    const gtin = (await detail(ids[0]!)).gtin;
    const res = await t.call<{ catalogItemId: number }[]>({
      method: 'GET',
      url: `/mds/app/catalogs/partialCatalog?keyword=${gtin.slice(4, 12)}`,
      token: pubAdmin,
    });
    expect(res.body.data!.map((s) => s.catalogItemId)).toContain(ids[0]);
    const byText = await t.call<unknown[]>({
      method: 'GET',
      url: '/mds/app/catalogs/partialCatalog?keyword=alpha%20oat',
      token: pubAdmin,
    });
    expect(byText.body.data).toHaveLength(1);
  });

  it('lists brands and authors for the filter sidebar', async () => {
    const brands = await t.call<{ brands: string[] }>({
      method: 'GET',
      url: '/mds/app/catalogs/brands',
      token: pubAdmin,
    });
    expect(brands.body.data!.brands).toContain(brand);
    const authors = await t.call<{ authors: { name: string }[] }>({
      method: 'GET',
      url: '/mds/app/catalogs/authors',
      token: pubAdmin,
    });
    expect(authors.body.data!.authors.map((a) => a.name)).toContain('Paul Publisher');
  });
});

describe('deleting items', () => {
  it('moves them to the Deleted tab with actionTime, newest first, and the count answers', async () => {
    const a = await create(itemKeys(uniqueGtin()));
    const b = await create(itemKeys(uniqueGtin()));
    const res = await t.call<number>({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${a}.${b}`, token: pubAdmin });
    expect(res.body).toEqual({ success: true, data: 2, error: null });
    const active = await search({ id: a });
    expect(active.body.data!.totalRows).toBe(0);
    const deleted = await search(
      { rowCount: 200, sortBy: 'actionTime', sortDesc: true },
      pubAdmin,
      '/mds/app/catalogs/searchDeleted',
    );
    const row = deleted.body.data!.results.find((r) => r.catalogItemId === a)!;
    expect(row.actionTime).toBeTruthy();
    const suggestion = await t.call<{ catalogItemId: number }[]>({
      method: 'GET',
      url: `/mds/app/catalogs/searchPartialDeleted?keyword=${row.gtin.slice(3)}`,
      token: pubAdmin,
    });
    expect(suggestion.body.data!.map((s) => s.catalogItemId)).toContain(a);
    const edit = await save({ catalogItemId: a, attributes: itemKeys(row.gtin) });
    expect(edit.status).toBe(400);
    const twice = await t.call({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${a}`, token: pubAdmin });
    expect(twice.status).toBe(404);
  });

  it('refuses malformed ids', async () => {
    const res = await t.call({ method: 'DELETE', url: '/mds/app/catalogs?Ids=1,2', token: pubAdmin });
    expect(res.status).toBe(400);
  });
});

describe('hierarchies (GDSN rules 96, 202, 201, 98)', () => {
  const each = (gtin: string, netLb: string, overrides: ItemAttributes = {}) =>
    catalogItemAttributes(gtin, {
      Measure1E: { value: netLb, unit: 'LBR' },
      Measure1F: { value: netLb, unit: 'LBR' },
      ...overrides,
    });
  const caseOf = (gtin: string, netLb: string, overrides: ItemAttributes = {}) =>
    each(gtin, netLb, { Coding1AD: 'CASE', Coding1E: 'false', Coding1F: 'false', ...overrides });

  it('builds base unit → case → pallet and answers the tree, the parents and the components', async () => {
    const base = await create(each(uniqueGtin(), '1'));
    const caseGtin = uniqueGtin();
    const caseId = await create(caseOf(caseGtin, '12.5'), pubAdmin, [{ childCatalogItemId: base, quantity: 12 }]);
    const caseItem = await detail(caseId);
    expect(caseItem.attributes).toMatchObject({ Hierarchy1A: '12', Hierarchy1B: '1' });
    expect(caseItem.catalogItemHierarchies).toEqual([expect.objectContaining({ catalogItemId: base, quantity: 12 })]);
    expect((await detail(base)).parents).toEqual([expect.objectContaining({ catalogItemId: caseId, quantity: 12 })]);

    const palletId = await create(caseOf(uniqueGtin(), '600', { Coding1AD: 'PALLET' }), pubAdmin, [
      { childCatalogItemId: caseId, quantity: 40 },
    ]);
    const tree = await t.call<HierarchyNode>({
      method: 'GET',
      url: `/mds/app/catalogs/getHierarchy/${palletId}`,
      token: pubAdmin,
    });
    expect(tree.body.data!.catalogItemHierarchies[0]).toMatchObject({
      quantity: 40,
      childCatalogItem: {
        catalogItemId: caseId,
        catalogItemHierarchies: [{ quantity: 12, childCatalogItem: { catalogItemId: base } }],
      },
    });
    const roots = await t.call<Page<HierarchyNode>>({
      method: 'GET',
      url: `/mds/app/catalogs/getParentHierarchy?parentCatalogItemId=${base}`,
      token: pubAdmin,
    });
    expect(roots.body.data!.totalRows).toBe(1);
    expect(roots.body.data!.results[0]!.catalogItemId).toBe(palletId);
    const components = await t.call<{ ArrComponentsDetail: { catalogItemId: number; quantity: number }[] }>({
      method: 'GET',
      url: `/mds/app/catalogs/getComponent/${caseId}`,
      token: pubAdmin,
    });
    expect(components.body.data!.ArrComponentsDetail).toEqual([
      expect.objectContaining({ catalogItemId: base, quantity: 12 }),
    ]);
    const grid = await search({ id: caseId });
    expect(grid.body.data!.results[0]!.isTree).toBe(1);

    // A child inside a hierarchy cannot be deleted; a loop cannot be made.
    const del = await t.call({ method: 'DELETE', url: `/mds/app/catalogs?Ids=${base}`, token: pubAdmin });
    expect(del.status).toBe(400);
    expect(del.body.error?.message).toBe(
      `Item ${(await detail(base)).gtin} is a child of item ${caseGtin}: remove it from that hierarchy first.`,
    );
    const loop = await save({
      catalogItemId: base,
      attributes: (await detail(base)).attributes,
      children: [{ childCatalogItemId: palletId, quantity: 1 }],
    });
    expect(loop.status).toBe(400);
  });

  it('rule 96: a base unit has no child', async () => {
    const child = await create(each(uniqueGtin(), '1'));
    const res = await save({
      attributes: each(uniqueGtin(), '20'),
      children: [{ childCatalogItemId: child, quantity: 2 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain(`Rule 96: ${HIERARCHY_RULE_TEXTS[96]}`);
  });

  it('rule 202: child quantities add up to the stated total', async () => {
    const child = await create(each(uniqueGtin(), '1'));
    const res = await save({
      attributes: caseOf(uniqueGtin(), '20', { Hierarchy1A: '10' }),
      children: [{ childCatalogItemId: child, quantity: 12 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('Rule 202:');
  });

  it('rule 201: gross weight is at least the net weight, across units', async () => {
    const res = await save({
      attributes: each(uniqueGtin(), '1', {
        Measure1E: { value: '400', unit: 'GRM' },
        Measure1F: { value: '1', unit: 'LBR' },
      }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('Rule 201:');
    const fine = await save({
      attributes: each(uniqueGtin(), '1', {
        Measure1E: { value: '500', unit: 'GRM' },
        Measure1F: { value: '1', unit: 'LBR' },
      }),
    });
    expect(fine.status).toBe(200);
  });

  it("rule 98: a parent's net weight covers its children's, also when a child grows later", async () => {
    const child = await create(each(uniqueGtin(), '1'));
    const light = await save({
      attributes: caseOf(uniqueGtin(), '11'),
      children: [{ childCatalogItemId: child, quantity: 12 }],
    });
    expect(light.status).toBe(400);
    expect(light.body.error?.message).toContain('Rule 98:');
    const caseGtin = uniqueGtin();
    await create(caseOf(caseGtin, '12'), pubAdmin, [{ childCatalogItemId: child, quantity: 12 }]);
    const childGtin = (await detail(child)).gtin;
    const heavier = await save({ catalogItemId: child, attributes: each(childGtin, '2') });
    expect(heavier.status).toBe(400);
    expect(heavier.body.error?.message).toContain(`Parent ${caseGtin}: Rule 98:`);
    expect((await detail(child)).version).toBe(1);
  });

  it('refuses a child of another target market or another company', async () => {
    const canadian = await create({ ...each(uniqueGtin(), '1'), Coding1AF: '124' });
    const res = await save({
      attributes: caseOf(uniqueGtin(), '50'),
      children: [{ childCatalogItemId: canadian, quantity: 2 }],
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toContain('target market 124');
    const greenfield = await create(each(uniqueGtin(), '1'), await t.signIn('pubsub.admin'));
    const foreign = await save({
      attributes: caseOf(uniqueGtin(), '50'),
      children: [{ childCatalogItemId: greenfield, quantity: 2 }],
    });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error?.message).toContain('is not an item of your catalog');
  });
});
