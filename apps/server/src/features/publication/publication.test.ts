import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGES,
  REGISTRY_STATE,
  SERVER_ERRORS,
  SUBSCRIPTION_STATUS,
  type CicHistoryRow,
  type Gs1Message,
  type ItemAttributes,
  type Page,
  type PublicationResponse,
  type PublishedItemRow,
  type Subscriber,
  type SubscriberItemRow,
  type SubscriberSummaryRow,
  type UnpublishedItemRow,
} from '@tradepool/domain';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import { parseCin } from '../../gdsn/messages/cin.js';
import { validateAgainstXsd } from '../../gdsn/xsd-validate.js';
import { catalogItemAttributes, saveItem, uniqueGtin } from '../../test/catalog-items.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { receiveCic, releaseForSubscription } from './service.js';

const BASE = '/mds/app/gdsn/publications/subscribers';
const HARBOR_EAST = '0843912000016';
/** Harbor's other business unit: in Tradepool, with no subscription of its own. */
const HARBOR_WEST = '0843912000023';
const NORTHWIND_GLN = '0761305000019';
/** A valid GLN no Tradepool company holds: a subscriber of another data pool. */
const OUTSIDE_GLN = '4000001000005';

let t: TestApp;
let pub: string;
let harborId: number;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
  harborId = (
    await t.context.db
      .selectFrom('company_gln')
      .select('company_id')
      .where('gln', '=', HARBOR_EAST)
      .executeTakeFirstOrThrow()
  ).company_id;
});
afterAll(async () => t.close());

const call = async <T>(method: 'GET' | 'POST', url: string, payload?: object, token = pub) =>
  t.call<T>({ method, url: `${BASE}${url}`, payload, token });

const create = (attributes: ItemAttributes, children?: { childCatalogItemId: number; quantity: number }[]) =>
  saveItem(t, pub, attributes, children);

async function markRegistered(...ids: number[]) {
  await t.worker.drain();
  await t.context.db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', ids)
    .execute();
}

/** A registered case of 12 registered eaches. */
async function registeredCase() {
  const eachGtin = uniqueGtin();
  const caseGtin = uniqueGtin();
  const each = await create(catalogItemAttributes(eachGtin));
  const top = await create(
    catalogItemAttributes(caseGtin, {
      Coding1AD: 'CASE',
      Coding1E: 'false',
      Coding1F: 'false',
      Measure1E: { value: '13.2', unit: 'LBR' },
      Measure1F: { value: '12', unit: 'LBR' },
    }),
    [{ childCatalogItemId: each, quantity: 12 }],
  );
  await markRegistered(each, top);
  return { each, top, eachGtin, caseGtin };
}

async function subscribe(criteria: { publisher_gln?: string; gtin?: string }, gln = HARBOR_EAST) {
  return t.context.db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('subscription')
      .values({
        company_id: harborId,
        subscriber_gln: gln,
        publisher_gln: criteria.publisher_gln ?? null,
        gtin: criteria.gtin ?? null,
        gpc_code: null,
        target_market: null,
        status: SUBSCRIPTION_STATUS.valid,
        instance_id: null,
        created_by: null,
        created_time: nowIso(),
        modified_time: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return releaseForSubscription(trx, id);
  });
}

const publications = (itemId: number) =>
  t.context.db
    .selectFrom('publication')
    .selectAll()
    .where('catalog_item_id', '=', itemId)
    .orderBy('subscriber_gln')
    .execute();

const messages = (type: GdsnMessageType, itemId: number) =>
  t.context.db
    .selectFrom('gdsn_message')
    .selectAll()
    .where('message_type', '=', type)
    .where('catalog_item_id', '=', itemId)
    .orderBy('id')
    .execute();

describe('publication: publish, deliver where a subscription meets, refresh, confirm, withdraw', () => {
  let hierarchy: Awaited<ReturnType<typeof registeredCase>>;

  beforeAll(async () => {
    hierarchy = await registeredCase();
  });

  it('lists Tradepool subscribers and the GLNs the publisher adds', async () => {
    const added = await call<Subscriber>('POST', '', { gln: OUTSIDE_GLN, name: '' });
    expect(added.body.data).toEqual({ gln: OUTSIDE_GLN, name: 'Name Unknown', inTradepool: false });
    expect((await call('POST', '', { gln: '4000001000006' })).status).toBe(400);
    const list = (await call<Subscriber[]>('GET', '')).body.data!;
    expect(list).toContainEqual({ gln: HARBOR_EAST, name: 'Harbor Foodservice - East Region', inTradepool: true });
    expect(list).toContainEqual({ gln: OUTSIDE_GLN, name: 'Name Unknown', inTradepool: false });
    expect(list.some((s) => s.gln === NORTHWIND_GLN)).toBe(false);
  });

  it('adds no subscriber by GLN for a non-GDSN user (spec point 6: no Add New), with 403', async () => {
    const nonGdsn = await t.signIn('pub.nongdsn');
    const refused = await call('POST', '', { gln: '4000001000012', name: 'Outside' }, nonGdsn);
    expect(refused).toMatchObject({ status: 403, body: { error: { message: SERVER_ERRORS.gdsnUsersOnly } } });
    const list = (await call<Subscriber[]>('GET', '', undefined, nonGdsn)).body.data!;
    expect(list.some((s) => s.gln === '4000001000012')).toBe(false);
  });

  it('publishes for a non-GDSN user only to subscribers in Tradepool, not to a GLN of another pool', async () => {
    const nonGdsn = await t.signIn('pub.nongdsn');
    const res = await call<PublicationResponse>(
      'POST',
      '/publish',
      { catalogItemId: [hierarchy.each], gln: [OUTSIDE_GLN], load: true },
      nonGdsn,
    );
    expect(res.body.data!.results).toEqual([
      {
        gtin: hierarchy.eachGtin,
        tm: '840',
        gln: OUTSIDE_GLN,
        success: false,
        error: SERVER_ERRORS.publishOutsideTradepool(OUTSIDE_GLN),
      },
    ]);
    expect(await publications(hierarchy.top)).toEqual([]);
  });

  it('publishes a case from its top when its each is asked for; the CIP is valid GS1 XML', async () => {
    const res = await call<PublicationResponse>('POST', '/publish', {
      catalogItemId: [hierarchy.each],
      gln: [HARBOR_EAST],
      load: true,
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ error_count: 0, publisher: 'Northwind Foods' });
    expect(res.body.data!.results).toEqual([
      { gtin: hierarchy.eachGtin, tm: '840', gln: HARBOR_EAST, success: true, error: null },
    ]);
    const [casePublication] = await publications(hierarchy.top);
    const [eachPublication] = await publications(hierarchy.each);
    expect(casePublication).toMatchObject({
      active: 1,
      root_item_id: hierarchy.top,
      subscriber_company_id: harborId,
      delivery_status: 'pending',
    });
    expect(eachPublication).toMatchObject({ active: 1, root_item_id: hierarchy.top });
    const [cip] = await messages('CIP', hierarchy.top);
    expect(cip).toMatchObject({ direction: 'out', sender_gln: NORTHWIND_GLN });
    const check = await validateAgainstXsd(cip!.xml, 'CatalogueItemPublication');
    expect(check.errors).toEqual([]);
  });

  it('waits for a subscription: no CIN goes where none meets the publication', async () => {
    await t.worker.drain();
    expect((await publications(hierarchy.top))[0]!.delivery_status).toBe('waiting');
    expect(await messages('CIN', hierarchy.top)).toEqual([]);
    const summary = await call<Page<SubscriberSummaryRow>>('POST', '/summary', {});
    expect(summary.body.error).toBeNull();
    expect(summary.body.data!.results).toContainEqual(
      expect.objectContaining({
        gln: HARBOR_EAST,
        name: 'Harbor Foodservice - East Region',
        publishedCount: 2,
        waitingCount: 2,
      }),
    );
    const grid = await call<Page<PublishedItemRow>>('POST', '/all/items/published/search', { includeHierarchy: true });
    const rows = grid.body.data!.results.filter((r) => r.rootItemId === hierarchy.top);
    expect(rows.map((r) => [r.gtin, r.level, r.parentId])).toEqual([
      [hierarchy.caseGtin, 0, null],
      [hierarchy.eachGtin, 1, hierarchy.top],
    ]);
    expect(rows[0]!.subscribers).toEqual([
      expect.objectContaining({ gln: HARBOR_EAST, deliveryStatus: 'waiting', cicStatus: null }),
    ]);
    expect(rows[0]!.subscriberDetails).toEqual([`Harbor Foodservice - East Region | ${HARBOR_EAST}`]);
  });

  it('a new subscription releases the CIN: the whole hierarchy, valid against the XSD, received by the subscriber', async () => {
    expect(await subscribe({ publisher_gln: NORTHWIND_GLN })).toBeGreaterThanOrEqual(1);
    await t.worker.drain();
    expect((await publications(hierarchy.top))[0]!.delivery_status).toBe('delivered');
    expect((await publications(hierarchy.each))[0]!.delivery_status).toBe('delivered');
    const [cin] = await messages('CIN', hierarchy.top);
    expect(cin).toMatchObject({ company_id: harborId, direction: 'in', receiver_gln: HARBOR_EAST, status: 'received' });
    expect((await validateAgainstXsd(cin!.xml, 'CatalogueItemNotification')).errors).toEqual([]);
    const read = parseCin(cin!.xml);
    expect(read.documents.map((d) => d.attributes.Coding1A)).toEqual([hierarchy.eachGtin, hierarchy.caseGtin]);
    expect(read.documents[1]!.children).toEqual([{ gtin: hierarchy.eachGtin, quantity: 12 }]);
    const received = await t.context.db
      .selectFrom('received_item')
      .selectAll()
      .where('company_id', '=', harborId)
      .where('root_gtin', '=', hierarchy.caseGtin)
      .execute();
    expect(received.map((r) => r.gtin).sort()).toEqual([hierarchy.caseGtin, hierarchy.eachGtin].sort());
    const message = await call<Gs1Message>('GET', `/${HARBOR_EAST}/gs1Message/${hierarchy.each}`);
    expect(message.body.data).toMatchObject({ messageType: 'CIN', instanceId: cin!.instance_id });
  });

  it('a change to a published item sends a CHANGE_BY_REFRESH CIN', async () => {
    const detail = await t.call<{ attributes: ItemAttributes }>({
      method: 'GET',
      url: `/mds/app/catalogs/getCatalogItemDetails/${hierarchy.each}`,
      token: pub,
    });
    await t.call({
      method: 'POST',
      url: '/mds/app/catalogs',
      payload: {
        catalogItemId: hierarchy.each,
        attributes: { ...detail.body.data!.attributes, Descriptions1C: 'Rolled oats, refreshed' },
      },
      token: pub,
    });
    await t.worker.drain();
    const cins = await messages('CIN', hierarchy.top);
    expect(cins).toHaveLength(2);
    expect(cins[1]!.xml).toContain('CHANGE_BY_REFRESH');
    expect(cins[1]!.xml).toContain('Rolled oats, refreshed');
  });

  it('a CIC REVIEW with CIC100 shows on the review list and in the CIC history', async () => {
    const outcomes = await receiveCic(t.context.db, t.context.receivedCopies, {
      instanceId: 'CIC-test-1',
      senderGln: HARBOR_EAST,
      receiverGln: NORTHWIND_GLN,
      subscriberCompanyId: harborId,
      items: [
        {
          subscriberGln: HARBOR_EAST,
          dataSource: NORTHWIND_GLN,
          gtin: hierarchy.caseGtin,
          targetMarket: '840',
          state: 'REVIEW',
          reasons: [
            {
              code: 'CIC100',
              description: 'Attribute Analysis Requested',
              correctiveActionCode: 'CHANGE_BY_REFRESH_MESSAGE',
              correctiveActionDesc: 'Check the net content',
              correctiveActionNotes: null,
            },
          ],
        },
      ],
    });
    expect(outcomes).toEqual([expect.objectContaining({ success: true, catalogItemId: hierarchy.top })]);
    const [cic] = await messages('CIC', hierarchy.top);
    expect(cic).toMatchObject({ company_id: expect.any(Number), counterpart_company_id: harborId, direction: 'in' });
    expect((await validateAgainstXsd(cic!.xml, 'CatalogueItemConfirmation')).errors).toEqual([]);
    const review = await call<Page<SubscriberItemRow>>('POST', '/items/published/search', { status: 'REVIEW' });
    expect(review.body.data!.results.map((r) => r.gtin).sort()).toEqual(
      [hierarchy.caseGtin, hierarchy.eachGtin].sort(),
    );
    const history = await call<CicHistoryRow[]>('GET', `/${HARBOR_EAST}/cichistory/${hierarchy.top}`);
    expect(history.body.data).toEqual([
      expect.objectContaining({ status: 'REVIEW', reasons: [expect.objectContaining({ code: 'CIC100' })] }),
    ]);
    const summary = await call<Page<SubscriberSummaryRow>>('POST', '/summary', {});
    expect(summary.body.data!.results).toContainEqual(
      expect.objectContaining({ gln: HARBOR_EAST, reviewCount: 2, waitingCount: 0 }),
    );
  });

  it('downloads the CICs about the items as _review-CICs.xlsx, a row per reason', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: `${BASE}/all/items/published/download/gtin/${hierarchy.caseGtin},${hierarchy.eachGtin}/includecichistory/true`,
      headers: { authorization: `Bearer ${pub}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/_review-CICs\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const rows = workbook.worksheets[0]!.getSheetValues().slice(2) as unknown[][];
    expect(rows.map((r) => [r[1], r[8], r[10], r[12]])).toContainEqual([
      hierarchy.caseGtin,
      'REVIEW',
      'CIC100',
      'CHANGE_BY_REFRESH_MESSAGE',
    ]);
    const other = await t.signIn('pubsub.admin');
    const refused = await t.app.inject({
      method: 'POST',
      url: `${BASE}/all/items/published/download/gtin/${hierarchy.caseGtin}/includecichistory/true`,
      headers: { authorization: `Bearer ${other}` },
    });
    expect(refused.statusCode).toBe(404);
  });

  it('refuses a CIC for an item not published to that subscriber, or with an unknown code', async () => {
    const base = {
      instanceId: 'CIC-test-2',
      senderGln: HARBOR_EAST,
      receiverGln: NORTHWIND_GLN,
      subscriberCompanyId: harborId,
    };
    const item = {
      subscriberGln: HARBOR_EAST,
      dataSource: NORTHWIND_GLN,
      gtin: hierarchy.caseGtin,
      targetMarket: '840',
      reasons: [],
    };
    const [unknown] = await receiveCic(t.context.db, t.context.receivedCopies, {
      ...base,
      items: [{ ...item, gtin: uniqueGtin(), state: 'RECEIVED' }],
    });
    expect(unknown!.success).toBe(false);
    const [badCode] = await receiveCic(t.context.db, t.context.receivedCopies, {
      ...base,
      items: [
        {
          ...item,
          state: 'REJECTED',
          reasons: [
            {
              code: 'CIC777',
              description: null,
              correctiveActionCode: null,
              correctiveActionDesc: null,
              correctiveActionNotes: null,
            },
          ],
        },
      ],
    });
    expect(badCode!.error).toContain('CIC777');
  });

  it('refuses to publish an item that is not registered, with its reason', async () => {
    const item = await create(catalogItemAttributes(uniqueGtin()));
    const res = await call<PublicationResponse>('POST', '/publish', { catalogItemId: [item], gln: [HARBOR_EAST] });
    expect(res.body.data!.error_count).toBe(1);
    expect(res.body.data!.results[0]!.error).toContain('is not registered');
    const unpublished = await call<Page<UnpublishedItemRow>>('POST', '/items/unpublished/search', {
      subscriberGln: [HARBOR_EAST],
      rowCount: 200,
    });
    const row = unpublished.body.data!.results.find((r) => r.catalogItemId === item);
    expect(row!.blockedReason).toContain('is not registered');
    const publishable = await call<Page<UnpublishedItemRow>>('POST', '/items/unpublished/search', {
      subscriberGln: [HARBOR_EAST],
      publishableOnly: true,
      rowCount: 200,
    });
    expect(publishable.body.data!.results.some((r) => r.catalogItemId === item)).toBe(false);
    expect(publishable.body.data!.results.every((r) => r.level > 0 || r.blockedReason === null)).toBe(true);
    expect(unpublished.body.data!.results.some((r) => r.catalogItemId === hierarchy.top)).toBe(false);
  });

  it('queues the CIN for a subscriber of another data pool', async () => {
    const other = await registeredCase();
    await call('POST', '/publish', { catalogItemId: [other.top], gln: [OUTSIDE_GLN] });
    await t.worker.drain();
    const [cin] = await messages('CIN', other.top);
    expect(cin).toMatchObject({
      company_id: expect.any(Number),
      direction: 'out',
      status: 'queued',
      receiver_gln: OUTSIDE_GLN,
    });
    expect((await publications(other.top))[0]!.delivery_status).toBe('queued');
  });

  it('a CIN that cannot be built shows as failed with its reason, and a fix sends it', async () => {
    const gtin = uniqueGtin();
    const item = await create(catalogItemAttributes(gtin));
    await markRegistered(item);
    // Edited after registration, the item lost its GPC brick, which a CIN must carry.
    const stored = await t.context.db
      .selectFrom('catalog_item')
      .select('attributes')
      .where('id', '=', item)
      .executeTakeFirstOrThrow();
    const { Coding1C: _gpc, ...withoutGpc } = JSON.parse(stored.attributes) as ItemAttributes;
    await t.context.db
      .updateTable('catalog_item')
      .set({ attributes: JSON.stringify(withoutGpc), gpc_code: null })
      .where('id', '=', item)
      .execute();
    await call('POST', '/publish', { catalogItemId: [item], gln: [HARBOR_EAST] });
    await t.worker.drain();
    const [failed] = await publications(item);
    expect(failed).toMatchObject({ delivery_status: 'failed' });
    expect(failed!.delivery_error).toMatch(/GPC/i);
    const grid = await call<Page<PublishedItemRow>>('POST', '/all/items/published/search', { id: item });
    expect(grid.body.data!.results[0]!.subscribers[0]).toMatchObject({
      deliveryStatus: 'failed',
      deliveryError: expect.stringMatching(/GPC/i),
    });
    const failedRows = await call<Page<SubscriberItemRow>>('POST', '/items/published/search', {
      deliveryStatus: 'failed',
    });
    expect(failedRows.body.data!.results.map((r) => r.catalogItemId)).toEqual([item]);
    await t.call({
      method: 'POST',
      url: '/mds/app/catalogs',
      payload: { catalogItemId: item, attributes: { ...withoutGpc, Coding1C: '10000025' } },
      token: pub,
    });
    await t.worker.drain();
    expect((await publications(item))[0]).toMatchObject({ delivery_status: 'delivered', delivery_error: null });
    const [cin] = await messages('CIN', item);
    expect(cin!.xml).toContain('type="ADD"');
  });

  it('delivers one batch to several subscribers: each its own CIN and copies, where none meets it waits, outside queued', async () => {
    const first = await registeredCase();
    const second = await registeredCase();
    const res = await call<PublicationResponse>('POST', '/publish', {
      catalogItemId: [first.top, second.each],
      gln: [HARBOR_EAST, HARBOR_WEST, OUTSIDE_GLN],
    });
    expect(res.body.data!.error_count).toBe(0);
    await t.worker.drain();
    for (const h of [first, second]) {
      for (const id of [h.top, h.each]) {
        expect((await publications(id)).map((p) => [p.subscriber_gln, p.delivery_status])).toEqual([
          [HARBOR_EAST, 'delivered'],
          [HARBOR_WEST, 'waiting'],
          [OUTSIDE_GLN, 'queued'],
        ]);
      }
      const cins = await messages('CIN', h.top);
      expect(cins.map((c) => [c.receiver_gln, c.direction, c.status]).sort()).toEqual([
        [HARBOR_EAST, 'in', 'received'],
        [OUTSIDE_GLN, 'out', 'queued'],
      ]);
      for (const cin of cins) {
        expect(cin.xml).toContain(`<dataRecipient>${cin.receiver_gln}</dataRecipient>`);
        expect(parseCin(cin.xml).documents.map((d) => d.attributes.Coding1A)).toEqual([h.eachGtin, h.caseGtin]);
      }
      const east = cins.find((c) => c.receiver_gln === HARBOR_EAST)!;
      expect((await validateAgainstXsd(east.xml, 'CatalogueItemNotification')).errors).toEqual([]);
      const received = await t.context.db
        .selectFrom('received_item')
        .select(['subscriber_gln', 'gtin', 'cin_message_id'])
        .where('root_gtin', '=', h.caseGtin)
        .orderBy('gtin')
        .execute();
      expect(received).toEqual(
        [h.caseGtin, h.eachGtin].sort().map((gtin) => ({ subscriber_gln: HARBOR_EAST, gtin, cin_message_id: east.id })),
      );
    }
  });

  it('marks the hierarchy failed, with the reason, when its CIN cannot be built; the retry sends it', async () => {
    const h = await registeredCase();
    const each = await t.context.db
      .selectFrom('catalog_item')
      .select('attributes')
      .where('id', '=', h.each)
      .executeTakeFirstOrThrow();
    const { Coding1C: _brick, ...withoutBrick } = JSON.parse(each.attributes) as ItemAttributes;
    const setAttributes = (attributes: ItemAttributes) =>
      t.context.db
        .updateTable('catalog_item')
        .set({ attributes: JSON.stringify(attributes) })
        .where('id', '=', h.each)
        .execute();
    await setAttributes(withoutBrick);
    await call('POST', '/publish', { catalogItemId: [h.top], gln: [HARBOR_EAST] });
    await t.worker.drain();
    for (const id of [h.top, h.each]) {
      expect(await publications(id)).toEqual([
        expect.objectContaining({ delivery_status: 'failed', delivery_error: expect.stringContaining('GPC Brick') }),
      ]);
    }
    expect(await messages('CIN', h.top)).toEqual([]);
    await setAttributes({ ...withoutBrick, Coding1C: _brick! });
    await t.context.db
      .updateTable('job')
      .set({ run_at: nowIso() })
      .where('type', '=', 'gdsn.publication.deliver')
      .where('status', '=', 'queued')
      .execute();
    await t.worker.drain();
    for (const id of [h.top, h.each]) {
      expect(await publications(id)).toEqual([
        expect.objectContaining({ delivery_status: 'delivered', delivery_error: null }),
      ]);
    }
    expect(await messages('CIN', h.top)).toHaveLength(1);
  });

  it("counts a subscriber's items as it lists them: a deleted item's publications are left out", async () => {
    const h = await registeredCase();
    await call('POST', '/publish', { catalogItemId: [h.top], gln: [HARBOR_EAST, OUTSIDE_GLN] });
    await t.worker.drain();
    const search = async (body: object) =>
      (
        await call<Page<SubscriberItemRow>>('POST', '/items/published/search', {
          catalogItemId: [h.top, h.each],
          ...body,
        })
      ).body.data!;
    const page = async (body: object) => {
      const data = await search(body);
      return [data.totalRows, data.results.map((r) => `${r.gtin} ${r.subscriberGln}`).sort()];
    };
    const rows = (...gtins: string[]) =>
      gtins.flatMap((gtin) => [HARBOR_EAST, OUTSIDE_GLN].map((gln) => `${gtin} ${gln}`)).sort();
    expect(await page({})).toEqual([4, rows(h.caseGtin, h.eachGtin)]);
    expect(await page({ subscriberGln: [OUTSIDE_GLN] })).toEqual([
      2,
      [h.caseGtin, h.eachGtin].map((g) => `${g} ${OUTSIDE_GLN}`).sort(),
    ]);
    // A non-GDSN user may delete a published item: its publications stay active but are no longer listed.
    await t.context.db.updateTable('catalog_item').set({ deleted: 1 }).where('id', '=', h.each).execute();
    try {
      expect(await page({})).toEqual([2, rows(h.caseGtin)]);
      expect(await page({ keyword: h.eachGtin })).toEqual([0, []]);
      expect(await page({ keyword: h.caseGtin })).toEqual([2, rows(h.caseGtin)]);
    } finally {
      await t.context.db.updateTable('catalog_item').set({ deleted: 0 }).where('id', '=', h.each).execute();
    }
  });

  it('unpublish withdraws the hierarchy with a CIHW; the subscriber copy is withdrawn', async () => {
    const res = await call<PublicationResponse>('POST', '/unpublish', {
      catalogItemId: [hierarchy.top],
      gln: [HARBOR_EAST],
      delete: true,
    });
    expect(res.body.data).toMatchObject({ error_count: 0 });
    expect((await publications(hierarchy.each))[0]!.active).toBe(0);
    const [cihw] = await messages('CIHW', hierarchy.top);
    expect(cihw).toMatchObject({ company_id: harborId, direction: 'in' });
    expect((await validateAgainstXsd(cihw!.xml, 'CatalogueItemHierarchicalWithdrawal')).errors).toEqual([]);
    const received = await t.context.db
      .selectFrom('received_item')
      .select('withdrawn')
      .where('root_gtin', '=', hierarchy.caseGtin)
      .execute();
    expect(received.every((r) => r.withdrawn === 1)).toBe(true);
    const again = await call<PublicationResponse>('POST', '/unpublish', {
      catalogItemId: [hierarchy.top],
      gln: [HARBOR_EAST],
      delete: true,
    });
    expect(again.body.data!.results[0]!.error).toBe(MESSAGES.publicationNotActive);
  });

  it('keeps the tally and the published flags true to the publications through every step above', async () => {
    const db = t.context.db;
    const counted = await db
      .selectFrom('publication')
      .select([
        'company_id',
        'subscriber_gln',
        'delivery_status',
        sql<string>`coalesce(cic_status, '')`.as('cic_status'),
        sql<number>`count(*)`.as('n'),
      ])
      .where('active', '=', 1)
      .groupBy(['company_id', 'subscriber_gln', sql`coalesce(cic_status, '')`, 'delivery_status'])
      .execute();
    const tallied = await db
      .selectFrom('publication_tally')
      .select(['company_id', 'subscriber_gln', 'delivery_status', 'cic_status', 'n'])
      .where('n', '<>', 0)
      .execute();
    const key = (r: { company_id: number; subscriber_gln: string; cic_status: string; delivery_status: string }) =>
      `${r.company_id}|${r.subscriber_gln}|${r.cic_status}|${r.delivery_status}`;
    const asMap = (rows: typeof tallied) => new Map(rows.map((r) => [key(r), Number(r.n)]));
    expect(counted.length).toBeGreaterThan(1);
    expect(asMap(tallied)).toEqual(asMap(counted));
    const flags = await db
      .selectFrom('catalog_item as c')
      .select([
        'c.id',
        'c.published',
        'c.published_top',
        sql<number>`case when exists (select 1 from publication p where p.catalog_item_id = c.id and p.active = 1)
          then 1 else 0 end`.as('is_published'),
        sql<number>`case when exists (select 1 from publication p where p.catalog_item_id = c.id and p.active = 1
          and p.root_item_id = c.id) then 1 else 0 end`.as('is_top'),
      ])
      .execute();
    expect(flags.some((f) => f.is_top === 1) && flags.some((f) => f.is_published === 0)).toBe(true);
    expect(flags.filter((f) => f.published !== f.is_published || f.published_top !== f.is_top)).toEqual([]);
  });

  it('a subscription by GTIN releases the hierarchy holding it at any level, and nothing else waiting', async () => {
    const held = await registeredCase();
    const res = await call<PublicationResponse>('POST', '/publish', { catalogItemId: [held.top], gln: [HARBOR_WEST] });
    expect(res.body.data!.error_count).toBe(0);
    await t.worker.drain();
    const [top] = await publications(held.top);
    expect(top).toMatchObject({ subscriber_gln: HARBOR_WEST, delivery_status: 'waiting' });
    const waitingBefore = await t.context.db
      .selectFrom('publication')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('subscriber_gln', '=', HARBOR_WEST)
      .where('delivery_status', '=', 'waiting')
      .whereRef('root_item_id', '=', 'catalog_item_id')
      .executeTakeFirstOrThrow();
    expect(Number(waitingBefore.n)).toBeGreaterThan(1);
    const releasedBy = async (gtin: string) => {
      const before = await t.context.db
        .selectFrom('job')
        .select((eb) => eb.fn.max('id').as('id'))
        .executeTakeFirst();
      expect(await subscribe({ publisher_gln: NORTHWIND_GLN, gtin }, HARBOR_WEST)).toBeLessThanOrEqual(1);
      const jobs = await t.context.db
        .selectFrom('job')
        .select('payload')
        .where('id', '>', Number(before?.id ?? 0))
        .execute();
      return jobs.flatMap((j) => (JSON.parse(j.payload) as { publicationIds: number[] }).publicationIds);
    };
    expect(await releasedBy(uniqueGtin())).toEqual([]);
    expect(await releasedBy(held.eachGtin)).toEqual([top!.id]);
    expect(await releasedBy(held.caseGtin)).toEqual([top!.id]);
  });

  it("another company's user sees none of it", async () => {
    const other = await t.signIn('pubsub.admin');
    const summary = await call<Page<SubscriberSummaryRow>>('POST', '/summary', {}, other);
    expect(summary.body.data!.totalRows).toBe(0);
    const grid = await call<Page<PublishedItemRow>>('POST', '/all/items/published/search', {}, other);
    expect(grid.body.data!.totalRows).toBe(0);
    expect((await call('GET', `/${HARBOR_EAST}/cichistory/${hierarchy.top}`, undefined, other)).status).toBe(404);
    expect((await call('GET', `/${HARBOR_EAST}/gs1Message/${hierarchy.top}`, undefined, other)).status).toBe(404);
    const res = await call<PublicationResponse>(
      'POST',
      '/unpublish',
      { catalogItemId: [hierarchy.top], gln: [HARBOR_EAST] },
      other,
    );
    expect(res.body.data!.results[0]!.error).toContain('not an active item of your catalog');
  });
});
