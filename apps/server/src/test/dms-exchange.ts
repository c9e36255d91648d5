import { expect } from 'vitest';
import { REGISTRY_STATE } from '@tradepool/domain';
import { insertTestItems, testGtin } from './catalog-bulk-items.js';
import { multipartFile } from './multipart.js';
import type { TestApp } from './test-app.js';

export const NORTHWIND_GLN = '0761305000019';
export const HARBOR_WEST_GLN = '0843912000023';

/** Northwind's items published to one of Harbor's regions, which subscribed to them and received them. */
export interface DmsExchange {
  /** `sub.admin`, working in the buyer's region; `pub.admin` of Northwind. */
  sub: string;
  pub: string;
  buyer: number;
  northwind: number;
  items: number[];
  gtins: string[];
  /** The buyer's received copies of the items, in the same order. */
  copies: number[];
}

/**
 * The data quality tests' start: `count` registered items of Northwind's published to the buyer's GLN,
 * a subscription of the buyer's to them, and the delivery run, so the buyer holds a copy of each.
 */
export async function publishToBuyer(
  t: TestApp,
  options: { subscriberGln: string; firstSerial: number; count: number; describe: (serial: number) => string },
): Promise<DmsExchange> {
  const db = t.context.db;
  const companyOf = async (gln: string) =>
    (await db.selectFrom('company_gln').select('company_id').where('gln', '=', gln).executeTakeFirstOrThrow())
      .company_id;
  const [buyer, northwind] = await Promise.all([companyOf(options.subscriberGln), companyOf(NORTHWIND_GLN)]);
  const items = await insertTestItems(db, northwind, options.count, options);
  const gtins = items.map((_, i) => testGtin(northwind, options.firstSerial + i));
  await db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', items)
    .execute();
  const pub = await t.signIn('pub.admin');
  const sub = await t.signIn('sub.admin');
  await t.call({ method: 'GET', url: `/mds/app/users/company/${buyer}/select`, token: sub });
  await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: pub,
    payload: { catalogItemId: items, gln: [options.subscriberGln] },
  });
  const subscribed = await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/subscriptions',
    token: sub,
    payload: { subscriberGLN: options.subscriberGln, publisherGLN: NORTHWIND_GLN, gtins },
  });
  expect(subscribed.status, subscribed.body.error?.message).toBe(200);
  await t.worker.drain();
  const received = await db
    .selectFrom('received_item')
    .select(['id', 'gtin'])
    .where('company_id', '=', buyer)
    .where('gtin', 'in', gtins)
    .execute();
  const copies = gtins.map((gtin) => received.find((r) => r.gtin === gtin)!.id);
  return { sub, pub, buyer, northwind, items, gtins, copies };
}

/** The buyer's item master from a cross-reference file (CSV), matched by the run the upload queues. */
export async function uploadItemMaster(
  t: TestApp,
  exchange: Pick<DmsExchange, 'sub' | 'buyer'>,
  csv: string,
): Promise<void> {
  const { status, body } = await t.call({
    method: 'POST',
    url: `/mds/app/admin/upload/${exchange.buyer}/crossreffile`,
    token: exchange.sub,
    ...multipartFile({ filename: 'buyer-items.csv', content: csv }),
  });
  expect(status, body.error?.message).toBe(200);
  await t.worker.drain();
}

/**
 * Harbor West's soups as its cross-reference file keys them: one with the first published GTIN (Matched), the
 * others by their words, kept short the way a buyer types them, and paper towels Northwind does not sell.
 */
export function soupItemMaster(firstGtin: string): string {
  return (
    'productCode,gtin,description,brandName,unitDescriptor\n' +
    `HW-100,${firstGtin},Tomato basil soup,Northwind,CASE\n` +
    'HW-200,,chicken noodle soup low sodium 12/10.5oz,,BASE_UNIT_OR_EACH\n' +
    'HW-300,,Paper towels 2 ply,Acme,CASE\n' +
    'HW-400,,red pepper bisque 32 oz,,CASE\n' +
    'HW-500,,clam chowder new england 15oz,,CASE\n'
  );
}
