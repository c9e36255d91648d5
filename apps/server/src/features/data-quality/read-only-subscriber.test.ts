import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@tradepool/domain';
import { changedTables, snapshotter } from '../../test/database-snapshot.js';
import { NORTHWIND_GLN, publishToBuyer, uploadItemMaster, type DmsExchange } from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const HARBOR_EAST_GLN = '0843912000016';

let t: TestApp;
let east: DmsExchange;
let subscriptionId: number;
let ownItem: number;

beforeAll(async () => {
  t = await createTestApp();
  east = await publishToBuyer(t, {
    subscriberGln: HARBOR_EAST_GLN,
    firstSerial: 8101,
    count: 3,
    describe: (serial) => `Read-only lentil soup ${serial}`,
  });
  await uploadItemMaster(t, east, 'productCode,gtin,description\nRO-1,,Lentil soup read only\n');
  const db = t.context.db;
  subscriptionId = (
    await db.selectFrom('subscription').select('id').where('company_id', '=', east.buyer).executeTakeFirstOrThrow()
  ).id;
  ownItem = (
    await db
      .selectFrom('subscriber_item')
      .select('id')
      .where('company_id', '=', east.buyer)
      .where('product_code', '=', 'RO-1')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => t.close());

/**
 * Every action of the subscriber's work, as the screens send it. The read-only subscriber is refused each;
 * a subscriber user then sends the very same requests and is answered, so the refusal is the role's.
 */
const actions = (): [string, InjectOptions][] => [
  [
    'subscribe',
    {
      method: 'POST',
      url: '/mds/app/gdsn/subscriptions',
      payload: { subscriberGLN: HARBOR_EAST_GLN, publisherGLN: NORTHWIND_GLN },
    },
  ],
  [
    'synchronise (data quality path)',
    {
      method: 'POST',
      url: '/mds/app/dms/gdsn/subscriptions/cic',
      payload: { catalogItemIds: [east.copies[0]], status: 'SYNCHRONISED' },
    },
  ],
  [
    'review (subscriptions path)',
    {
      method: 'POST',
      url: '/mds/app/gdsn/subscriptions/cic',
      payload: { catalogItemIds: [east.copies[1]], status: 'REVIEW', confirmationStatusCode: 'CIC102' },
    },
  ],
  [
    'follow up',
    {
      method: 'POST',
      url: '/mds/app/dms/itemmatching/items/followup',
      payload: { catalogItemIds: [east.copies[2]], message: 'Waiting for the allergens' },
    },
  ],
  ['remove the follow-up', { method: 'DELETE', url: `/mds/app/dms/itemmatching/items/${east.copies[2]}/followup` }],
  ['match again', { method: 'POST', url: '/mds/app/dms/matching' }],
  [
    'reject a pair',
    {
      method: 'POST',
      url: '/mds/app/dms/possible/match/reject',
      payload: { pubCatalogItemId: east.copies[1], subCatalogItemId: ownItem },
    },
  ],
  ['broad match', { method: 'GET', url: `/mds/app/dms/broad/match/${east.copies[2]}/${ownItem}` }],
  [
    'cancel the subscription',
    { method: 'POST', url: '/mds/app/gdsn/subscriptions/cancel', payload: { itemSubscriptionId: [subscriptionId] } },
  ],
];

describe('the read-only subscriber (SUB_READ_ONLY_USER)', () => {
  it('is refused every action of the subscriber’s work, and nothing changes', async () => {
    const readOnly = await t.signIn('sub.readonly');
    const snapshot = await snapshotter(t.context.db);
    const before = await snapshot();
    for (const [action, request] of actions()) {
      const { status, body } = await t.call({ ...request, token: readOnly });
      expect({ action, status, message: body.error?.message }).toEqual({
        action,
        status: 403,
        message: SERVER_ERRORS.forbidden,
      });
    }
    expect(changedTables(before, await snapshot())).toEqual([]);
  });

  it('still reads what the subscriber user reads', async () => {
    const readOnly = await t.signIn('sub.readonly');
    const list = await t.call<{ totalRows: number }>({
      method: 'POST',
      url: '/mds/app/gdsn/subscriptions/search',
      token: readOnly,
      payload: {},
    });
    expect(list.status).toBe(200);
    expect(list.body.data!.totalRows).toBeGreaterThan(0);
    const items = await t.call<{ totalRows: number }>({
      method: 'POST',
      url: '/mds/app/catalogs/publisherItemsList',
      token: readOnly,
      payload: { publisherGln: NORTHWIND_GLN, listView: 3 },
    });
    expect(items.body.data!.totalRows).toBe(3);
  });

  it('leaves each action to the subscriber user, who sends the same requests', async () => {
    const user = await t.signIn('sub.user');
    for (const [action, request] of actions()) {
      const { status, body } = await t.call({ ...request, token: user });
      expect({ action, status, message: body.error?.message }).toEqual({ action, status: 200, message: undefined });
    }
  });
});
