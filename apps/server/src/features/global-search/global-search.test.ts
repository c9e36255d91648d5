import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CicState, GlobalSearchFilter, GlobalSearchPage, ItemAttributes } from '@tradepool/domain';
import { testGtin } from '../../test/catalog-bulk-items.js';
import { NORTHWIND_GLN, companyOfGln, supplyFromNorthwind } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveCic } from '../publication/cic-service.js';
import { queuePublicationRefresh } from '../publication/service.js';
import { POSTING_STATE_CODES } from './search-index.js';

const HARBOR_EAST = '0843912000016';
const ITEMS = [
  { serial: 8001, description: 'Excellence dark chocolate 70% cocoa', brand: 'Lindt' },
  { serial: 8002, description: 'Creamy tomato basil soup', brand: 'Northwind' },
  { serial: 8003, description: 'Chicken noodle soup, low sodium', brand: 'Northwind' },
  { serial: 8004, description: 'Balsamic vinaigrette dressing', brand: 'Best Dressed' },
  { serial: 8005, description: 'Crème brûlée dessert cups', brand: 'Pâtisserie Fine' },
];

let t: TestApp;
let sub: string;
let pub: string;
let northwind: number;
let harbor: number;
let items: number[];
const gtinOf = (serial: number) => testGtin(northwind, serial);

async function search(filter: GlobalSearchFilter, token = sub): Promise<GlobalSearchPage> {
  const { status, body } = await t.call<GlobalSearchPage>({
    method: 'POST',
    url: '/mds/app/catalogs/globalsearch/publisherItemsList',
    payload: filter,
    token,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}
const gtinsOf = (page: GlobalSearchPage) => page.results.map((r) => r.gtin);

/** Rewrites an item's description and brand in the publisher's catalog. */
async function describeItem(id: number, description: string, brand: string) {
  const db = t.context.db;
  const row = await db.selectFrom('catalog_item').select('attributes').where('id', '=', id).executeTakeFirstOrThrow();
  const attributes: ItemAttributes = {
    ...(JSON.parse(row.attributes) as ItemAttributes),
    Descriptions1E: description,
    Descriptions1A: brand,
  };
  await db
    .updateTable('catalog_item')
    .set((eb) => ({
      attributes: JSON.stringify(attributes),
      description,
      brand_name: brand,
      version: eb('version', '+', 1),
    }))
    .where('id', '=', id)
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  [pub, sub] = await Promise.all([t.signIn('pub.admin'), t.signIn('sub.admin')]);
  harbor = await companyOfGln(t, HARBOR_EAST);
  ({ northwind, items } = await supplyFromNorthwind(t, {
    subscriberGln: HARBOR_EAST,
    count: ITEMS.length,
    firstSerial: ITEMS[0]!.serial,
    subscriberToken: sub,
    prepare: async (ids) => {
      for (const [i, item] of ITEMS.entries()) await describeItem(ids[i]!, item.description, item.brand);
    },
  }));
});
afterAll(async () => t.close());

describe('the global search', () => {
  it('lists every received item, GTIN descending and 25 rows by default, with its publisher and status', async () => {
    const page = await search({});
    expect(page.totalRows).toBe(ITEMS.length);
    expect(gtinsOf(page)).toEqual(ITEMS.map((i) => gtinOf(i.serial)).reverse());
    expect(page.results[0]).toMatchObject({
      publisherName: 'Northwind Foods',
      publisherGln: NORTHWIND_GLN,
      description: 'Crème brûlée dessert cups',
      status: 11,
      cicStatus: null,
      onHold: false,
    });
    expect(page.spellings).toEqual([]);
  });

  it('finds a misspelt brand with the brand spell check on, and says what it read', async () => {
    expect((await search({ brandName: 'Lidnt' })).totalRows).toBe(0);
    const page = await search({ brandName: 'Lidnt', brandSpellChk: true });
    expect(gtinsOf(page)).toEqual([gtinOf(8001)]);
    expect(page.spellings).toEqual([{ typed: 'lidnt', readAs: ['lindt'] }]);
    expect(gtinsOf(await search({ brandName: 'lindt' }))).toEqual([gtinOf(8001)]);
  });

  it('finds a misspelt description, every word typed, in any order, accents or not', async () => {
    expect((await search({ description: 'choclate' })).totalRows).toBe(0);
    expect(gtinsOf(await search({ description: 'choclate', descSpellCheck: true }))).toEqual([gtinOf(8001)]);
    expect(gtinsOf(await search({ description: 'vinagrette balsamic', descSpellCheck: true }))).toEqual([gtinOf(8004)]);
    expect(gtinsOf(await search({ description: 'soup creamy' }))).toEqual([gtinOf(8002)]);
    expect(gtinsOf(await search({ description: 'creme brulee' }))).toEqual([gtinOf(8005)]);
    expect((await search({ description: 'soup sodium tomato' })).totalRows).toBe(0);
    // Short words and numbers are never read as others.
    expect((await search({ description: 'sop', descSpellCheck: true })).totalRows).toBe(0);
    expect((await search({ description: '71', descSpellCheck: true })).totalRows).toBe(0);
  });

  it('spell-checks the words of a keyword in any column as the description and brand flags say', async () => {
    expect((await search({ keyword: 'choclate' })).totalRows).toBe(0);
    const misspelt = await search({ keyword: 'choclate', descSpellCheck: true, brandSpellChk: true });
    expect(gtinsOf(misspelt)).toEqual([gtinOf(8001)]);
    expect(misspelt.spellings).toEqual([{ typed: 'choclate', readAs: ['chocolate'] }]);
    expect(gtinsOf(await search({ keyword: 'Lidnt', brandSpellChk: true }))).toEqual([gtinOf(8001)]);
    expect((await search({ keyword: 'Lidnt', descSpellCheck: true })).totalRows).toBe(0);
    expect(gtinsOf(await search({ keyword: 'lidnt choclate', descSpellCheck: true, brandSpellChk: true }))).toEqual([
      gtinOf(8001),
    ]);
    // A GTIN or product code is still found as it is, the spell check on.
    expect(gtinsOf(await search({ keyword: gtinOf(8003), descSpellCheck: true, brandSpellChk: true }))).toEqual([
      gtinOf(8003),
    ]);
    expect(gtinsOf(await search({ keyword: 'NW-08004', descSpellCheck: true, brandSpellChk: true }))).toEqual([
      gtinOf(8004),
    ]);
  });

  it('matches parts of words and GTINs with the contains criteria, whole ones when exact', async () => {
    expect((await search({ description: 'choc' })).totalRows).toBe(0);
    expect(gtinsOf(await search({ description: 'choc', searchCriteria: 'contains' }))).toEqual([gtinOf(8001)]);
    expect((await search({ brandName: 'dress', searchCriteria: 'contains' })).totalRows).toBe(1);
    const gtin = gtinOf(8003);
    expect(gtinsOf(await search({ gtin }))).toEqual([gtin]);
    expect((await search({ gtin: gtin.slice(3, 10) })).totalRows).toBe(0);
    expect(gtinsOf(await search({ gtin: gtin.slice(3, 10), searchCriteria: 'contains' }))).toContain(gtin);
  });

  it('finds by GTIN, product code or description, and filters by publisher, status, notification and date', async () => {
    expect(gtinsOf(await search({ findBy: 'gtin', keyword: gtinOf(8002) }))).toEqual([gtinOf(8002)]);
    expect(gtinsOf(await search({ findBy: 'productCode', keyword: 'nw-08004' }))).toEqual([gtinOf(8004)]);
    expect((await search({ findBy: 'productCode', keyword: '0800', searchCriteria: 'contains' })).totalRows).toBe(5);
    expect(gtinsOf(await search({ findBy: 'description', keyword: 'noodle' }))).toEqual([gtinOf(8003)]);
    expect((await search({ keyword: 'basil' })).totalRows).toBe(1);
    // No Find by: the keyword is a GTIN, a product code, or words of the description and brand together.
    expect(gtinsOf(await search({ keyword: gtinOf(8003) }))).toEqual([gtinOf(8003)]);
    expect(gtinsOf(await search({ keyword: 'NW-08004' }))).toEqual([gtinOf(8004)]);
    expect(gtinsOf(await search({ keyword: 'northwind soup', sortDesc: false }))).toEqual([gtinOf(8002), gtinOf(8003)]);
    expect((await search({ keyword: 'northwind soup', dmsStatuses: [11], rowCount: 1 })).totalRows).toBe(2);
    expect((await search({ keyword: 'nood' })).totalRows).toBe(0);
    expect(gtinsOf(await search({ keyword: 'nood', searchCriteria: 'contains' }))).toEqual([gtinOf(8003)]);
    expect((await search({ keyword: '0800', searchCriteria: 'contains' })).totalRows).toBe(5);
    expect((await search({ keyword: 'lindt', brandName: 'northwind' })).totalRows).toBe(0);
    expect((await search({ publisherName: 'northwind' })).totalRows).toBe(5);
    expect((await search({ publisherName: 'greenfield' })).totalRows).toBe(0);
    expect((await search({ publisherGln: NORTHWIND_GLN, dmsStatuses: [11] })).totalRows).toBe(5);
    expect((await search({ description: 'soup', dmsStatuses: [11, 10] })).totalRows).toBe(2);
    expect((await search({ brandName: 'lindt', publisherName: 'northwind' })).totalRows).toBe(1);
    expect((await search({ brandName: 'lindt', publisherGln: '0893076000018' })).totalRows).toBe(0);
    expect((await search({ dmsStatuses: [12] })).totalRows).toBe(0);
    expect((await search({ notifications: [1] })).totalRows).toBe(0);
    expect((await search({ lastDays: 15 })).totalRows).toBe(5);
    expect((await search({ toDate: '01/01/2020' })).totalRows).toBe(0);
    const page = await search({ sortBy: 'description', sortDesc: false, rowCount: 2, pageNumber: 2 });
    expect(page.totalRows).toBe(5);
    expect(page.results.map((r) => r.description)).toEqual(['Creamy tomato basil soup', 'Crème brûlée dessert cups']);
  });

  it('counts a word and a status from the word index, which follows each CIC', async () => {
    const confirm = (serial: number, state: 'SYNCHRONISED' | 'REVIEW', n: number) =>
      receiveCic(t.context.db, t.context.receivedCopies, {
        instanceId: `CIC-search-${serial}-${n}`,
        senderGln: HARBOR_EAST,
        receiverGln: NORTHWIND_GLN,
        subscriberCompanyId: harbor,
        items: [
          {
            subscriberGln: HARBOR_EAST,
            dataSource: NORTHWIND_GLN,
            gtin: gtinOf(serial),
            targetMarket: '840',
            state,
            reasons: [],
          },
        ],
      });
    await confirm(8002, 'SYNCHRONISED', 1);
    await confirm(8003, 'REVIEW', 1);
    expect(gtinsOf(await search({ description: 'soup', dmsStatuses: [12] }))).toEqual([gtinOf(8002)]);
    expect(gtinsOf(await search({ brandName: 'northwind', dmsStatuses: [10] }))).toEqual([gtinOf(8003)]);
    expect((await search({ brandName: 'northwind', dmsStatuses: [11] })).totalRows).toBe(0);
    expect((await search({ description: 'soup creamy', dmsStatuses: [12, 10] })).totalRows).toBe(1);
    // The postings carry each copy's state: none is left behind by a change.
    await confirm(8002, 'REVIEW', 2);
    expect((await search({ description: 'soup', dmsStatuses: [12] })).totalRows).toBe(0);
    expect(gtinsOf(await search({ description: 'soup', dmsStatuses: [10] }))).toEqual([gtinOf(8003), gtinOf(8002)]);
    const postings = await t.context.db
      .selectFrom('received_item_term as t')
      .innerJoin('received_item as r', 'r.id', 't.received_item_id')
      .select(['t.cic_code', 'r.cic_status'])
      .execute();
    expect(postings.length).toBeGreaterThan(0);
    for (const posting of postings) {
      expect(posting.cic_code).toBe(posting.cic_status ? POSTING_STATE_CODES[posting.cic_status as CicState] : 0);
    }
  });

  it('follows a new CIN of an item, and leaves withdrawn items out', async () => {
    await describeItem(items[1]!, 'Roasted red pepper bisque', 'Northwind');
    await queuePublicationRefresh(t.context.db, northwind, [items[1]!]);
    await t.worker.drain();
    expect((await search({ description: 'tomato' })).totalRows).toBe(0);
    expect(gtinsOf(await search({ description: 'bisque' }))).toEqual([gtinOf(8002)]);

    const withdrawn = await t.call({
      method: 'POST',
      url: '/mds/app/gdsn/publications/subscribers/unpublish',
      token: pub,
      payload: { catalogItemId: [items[2]!], gln: [HARBOR_EAST] },
    });
    expect(withdrawn.status, withdrawn.body.error?.message).toBe(200);
    expect((await search({ description: 'noodle' })).totalRows).toBe(0);
    expect((await search({})).totalRows).toBe(4);
    const postings = await t.context.db
      .selectFrom('received_item_term')
      .innerJoin('received_item', 'received_item.id', 'received_item_term.received_item_id')
      .select('received_item.withdrawn')
      .where('received_item.withdrawn', '=', 1)
      .execute();
    expect(postings).toEqual([]);
  });

  it('indexes copies received before it on the next matching run', async () => {
    const db = t.context.db;
    await db.deleteFrom('received_item_term').execute();
    await db.updateTable('received_item').set({ search_terms: null }).where('company_id', '=', harbor).execute();
    expect((await search({ brandName: 'lindt' })).totalRows).toBe(0);
    await t.call({ method: 'POST', url: '/mds/app/dms/matching', token: sub });
    await t.worker.drain();
    expect(gtinsOf(await search({ brandName: 'lindt' }))).toEqual([gtinOf(8001)]);
    expect((await search({ description: 'noodle' })).totalRows).toBe(0);
  });

  it('gives OMS-only users the rows without the columns from GTIN through the date published', async () => {
    await t.context.db.updateTable('app_user').set({ user_type: 'OMS_ONLY' }).where('login', '=', 'sub.user').execute();
    const page = await search({ brandName: 'lindt' }, await t.signIn('sub.user'));
    expect(page.results[0]).toMatchObject({
      publisherName: 'Northwind Foods',
      gtin: null,
      productCode: null,
      description: null,
      brandName: null,
      unitDescriptor: null,
      targetMarket: null,
      datePublished: null,
      status: 11,
    });
  });

  it('refuses a malformed filter', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/mds/app/catalogs/globalsearch/publisherItemsList',
      payload: { gtin: 'abc' },
      token: sub,
    });
    expect(status).toBe(400);
  });
});
