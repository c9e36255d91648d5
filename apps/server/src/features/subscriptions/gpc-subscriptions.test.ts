import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  REGISTRY_STATE,
  SERVER_ERRORS,
  type GpcItem,
  type ItemAttributes,
  type Page,
  type SubscriptionResponse,
  type SubscriptionRow,
} from '@tradepool/domain';
import { parseCis } from '../../gdsn/messages/cis.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';
import { HARBOR_WEST_GLN, NORTHWIND_GLN } from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const BASE = '/mds/app/gdsn/subscriptions';
/** Milk (Perishable), in class Milk/milk substitute, family 50130000, segment Food/beverage/tobacco. */
const MILK_BRICK = '10000025';
const MILK_CLASS = 50131700;
/** Fruit – Unprepared/Unprocessed (Frozen): another class and family of the same segment. */
const FRUIT_BRICK = '10000002';
const FOOD_SEGMENT = 50000000;

let t: TestApp;
let sub: string;
let west: number;
let northwind: number;
/** Northwind's milk item and fruit item, published to Harbor West, waiting for a subscription. */
let milk: number;
let fruit: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.context.db;
  const companyOf = async (gln: string) =>
    (await db.selectFrom('company_gln').select('company_id').where('gln', '=', gln).executeTakeFirstOrThrow())
      .company_id;
  [west, northwind] = await Promise.all([companyOf(HARBOR_WEST_GLN), companyOf(NORTHWIND_GLN)]);
  [milk, fruit] = (await insertTestItems(db, northwind, 2, { firstSerial: 8001 })) as [number, number];
  const fruitItem = await db
    .selectFrom('catalog_item')
    .select('attributes')
    .where('id', '=', fruit)
    .executeTakeFirstOrThrow();
  const attributes = { ...(JSON.parse(fruitItem.attributes) as ItemAttributes), Coding1C: FRUIT_BRICK };
  await db
    .updateTable('catalog_item')
    .set({ gpc_code: FRUIT_BRICK, attributes: JSON.stringify(attributes) })
    .where('id', '=', fruit)
    .execute();
  await db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', [milk, fruit])
    .execute();
  const published = await t.call<{ error_count: number }>({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: await t.signIn('pub.admin'),
    payload: { catalogItemId: [milk, fruit], gln: [HARBOR_WEST_GLN] },
  });
  expect(published.body.data!.error_count).toBe(0);
  await t.worker.drain();
  sub = await t.signIn('sub.admin');
  await t.call({ method: 'GET', url: `/mds/app/users/company/${west}/select`, token: sub });
});
afterAll(async () => t.close());

const subscribe = (gpcs: number[]) =>
  t.call<SubscriptionResponse>({
    method: 'POST',
    url: BASE,
    token: sub,
    payload: { subscriberGLN: HARBOR_WEST_GLN, publisherGLN: NORTHWIND_GLN, gpcs },
  });

const deliveryOf = async (itemId: number) =>
  (
    await t.context.db
      .selectFrom('publication')
      .select('delivery_status')
      .where('catalog_item_id', '=', itemId)
      .where('subscriber_gln', '=', HARBOR_WEST_GLN)
      .executeTakeFirstOrThrow()
  ).delivery_status;

const receivedGtins = async () =>
  (await t.context.db.selectFrom('received_item').select('gtin').where('company_id', '=', west).execute())
    .map((r) => r.gtin)
    .sort();

describe('subscriptions by a GPC class, family or segment', () => {
  it('offers classes and the other levels, marked, beside bricks, each with the levels above it', async () => {
    const { status, body } = await t.call<GpcItem[]>({
      method: 'GET',
      url: `${BASE}/gpcs?keyword=${encodeURIComponent('milk/milk substitute')}`,
      token: sub,
    });
    expect(status).toBe(200);
    expect(body.data![0]).toEqual({
      classCategoryCode: MILK_CLASS,
      classCategoryName: 'Milk/milk substitute',
      level: 'class',
      ancestors: [
        { level: 'family', code: 50130000, title: 'Milk/butter/cream/yogurts/cheese/eggs/substitute' },
        { level: 'segment', code: FOOD_SEGMENT, title: 'Food/beverage/tobacco' },
      ],
    });
    const food = await t.call<GpcItem[]>({ method: 'GET', url: `${BASE}/gpcs?keyword=food/bev`, token: sub });
    expect(food.body.data![0]).toMatchObject({ classCategoryCode: FOOD_SEGMENT, level: 'segment', ancestors: [] });
    const brick = await t.call<GpcItem[]>({ method: 'GET', url: `${BASE}/gpcs?keyword=${MILK_BRICK}`, token: sub });
    expect(brick.body.data![0]).toMatchObject({ classCategoryCode: Number(MILK_BRICK), level: 'brick' });
    expect(brick.body.data![0]!.ancestors.map((a) => a.code)).toEqual([MILK_CLASS, 50130000, FOOD_SEGMENT]);
  });

  it('refuses a code GPC does not have, at any level, with the existing text', async () => {
    const { body } = await subscribe([12345678, 50131799]);
    expect(body.data!.results.map((r) => [r.gpcCode, r.error])).toEqual([
      ['12345678', SERVER_ERRORS.gpcUnknown('12345678')],
      ['50131799', SERVER_ERRORS.gpcUnknown('50131799')],
    ]);
  });

  it('meets the item whose brick lies in the class and not the one outside it: published, subscribed, delivered', async () => {
    expect([await deliveryOf(milk), await deliveryOf(fruit)]).toEqual(['waiting', 'waiting']);
    const { status, body } = await subscribe([MILK_CLASS]);
    expect(status, body.error?.message).toBe(200);
    expect(body.data!.results).toMatchObject([{ gpcCode: String(MILK_CLASS), error: null }]);
    await t.worker.drain();
    expect([await deliveryOf(milk), await deliveryOf(fruit)]).toEqual(['delivered', 'waiting']);
    expect(await receivedGtins()).toEqual([testGtin(northwind, 8001)]);

    // The CIS names the class as its gpcCategoryCode, valid against GS1's schema.
    const cis = await t.context.db
      .selectFrom('gdsn_message')
      .select('xml')
      .where('message_type', '=', 'CIS')
      .where('company_id', '=', west)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(parseCis(cis.xml).items[0]).toMatchObject({ command: 'ADD', gpcCategoryCode: String(MILK_CLASS) });
    expect((await validateAgainstXsd(cis.xml, 'CatalogueItemSubscription')).errors).toEqual([]);

    const list = await t.call<Page<SubscriptionRow>>({
      method: 'POST',
      url: `${BASE}/search`,
      token: sub,
      payload: {},
    });
    expect(list.body.data!.results[0]).toMatchObject({
      gpcCode: String(MILK_CLASS),
      gpcName: 'Milk/milk substitute',
      gpcLevel: 'class',
    });
  });

  it("lists in the subscribed items sheet only the items under the subscription's class", async () => {
    const [row] = (
      await t.call<Page<SubscriptionRow>>({ method: 'POST', url: `${BASE}/search`, token: sub, payload: {} })
    ).body.data!.results;
    const res = await t.app.inject({
      method: 'POST',
      url: `${BASE}/download/subscribedItemSheet`,
      headers: { authorization: `Bearer ${sub}` },
      payload: { itemSubscriptionId: [row!.catalogItemSubscriptionId] },
    });
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount - 1).toBe(1);
    expect(sheet.getRow(2).getCell(1).value).toBe(testGtin(northwind, 8001));
  });

  it('meets the rest of the segment with a subscription by the segment', async () => {
    const { body } = await subscribe([FOOD_SEGMENT]);
    expect(body.data!.errorCount).toBe(0);
    await t.worker.drain();
    expect(await deliveryOf(fruit)).toBe('delivered');
    expect(await receivedGtins()).toEqual([testGtin(northwind, 8001), testGtin(northwind, 8002)]);
  });
});
