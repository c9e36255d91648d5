import { expect } from 'vitest';
import { REGISTRY_STATE } from '@tradepool/domain';
import { insertTestItems, testGtin } from './catalog-bulk-items.js';
import { multipartFile } from './multipart.js';
import type { TestApp } from './test-app.js';

export const HARBOR_WEST_GLN = '0843912000023';
export const NORTHWIND_GLN = '0761305000019';

/** A buyer (Harbor West, worked by sub.admin) and the Northwind items it received, for data quality tests. */
export interface DmsBuyer {
  /** Tokens of sub.admin (switched to Harbor West) and of Northwind's pub.admin. */
  sub: string;
  pub: string;
  west: number;
  northwind: number;
  /** Northwind's catalog items, their GTINs and Harbor West's received copies, in the same order. */
  items: number[];
  gtins: string[];
  copies: number[];
}

/**
 * Northwind's items (serials from `firstSerial`, each described by `describe`), registered, published to
 * Harbor West and subscribed to by it, delivered by the worker: Harbor West's received copies.
 */
export async function deliverToHarborWest(
  t: TestApp,
  options: { firstSerial: number; count: number; describe: (serial: number) => string },
): Promise<DmsBuyer> {
  const db = t.context.db;
  const companyOf = async (gln: string) =>
    (await db.selectFrom('company_gln').select('company_id').where('gln', '=', gln).executeTakeFirstOrThrow())
      .company_id;
  const [west, northwind] = await Promise.all([companyOf(HARBOR_WEST_GLN), companyOf(NORTHWIND_GLN)]);
  const items = await insertTestItems(db, northwind, options.count, options);
  const gtins = items.map((_, i) => testGtin(northwind, options.firstSerial + i));
  await db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', items)
    .execute();
  const pub = await t.signIn('pub.admin');
  const sub = await t.signIn('sub.admin');
  await t.call({ method: 'GET', url: `/mds/app/users/company/${west}/select`, token: sub });
  await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: pub,
    payload: { catalogItemId: items, gln: [HARBOR_WEST_GLN] },
  });
  const subscribed = await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/subscriptions',
    token: sub,
    payload: { subscriberGLN: HARBOR_WEST_GLN, publisherGLN: NORTHWIND_GLN, gtins },
  });
  expect(subscribed.status, subscribed.body.error?.message).toBe(200);
  await t.worker.drain();
  const received = await db
    .selectFrom('received_item')
    .select(['id', 'gtin'])
    .where('company_id', '=', west)
    .where('gtin', 'in', gtins)
    .execute();
  const copies = gtins.map((gtin) => received.find((r) => r.gtin === gtin)!.id);
  return { sub, pub, west, northwind, items, gtins, copies };
}

/** Harbor West's item master from a cross-reference file (CSV), matched by the run the file queues. */
export async function uploadBuyerItems(t: TestApp, buyer: Pick<DmsBuyer, 'sub' | 'west'>, csv: string) {
  const { status, body } = await t.call({
    method: 'POST',
    url: `/mds/app/admin/upload/${buyer.west}/crossreffile`,
    token: buyer.sub,
    ...multipartFile({ filename: 'west-items.csv', content: csv }),
  });
  expect(status, body.error?.message).toBe(200);
  await t.worker.drain();
}
