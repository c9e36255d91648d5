import { expect } from 'vitest';
import { REGISTRY_STATE } from '@tradepool/domain';
import { insertTestItems, testGtin } from './catalog-bulk-items.js';
import type { TestApp } from './test-app.js';

export const NORTHWIND_GLN = '0761305000019';

/** The company holding a GLN. */
export async function companyOfGln(t: TestApp, gln: string): Promise<number> {
  const row = await t.context.db
    .selectFrom('company_gln')
    .select('company_id')
    .where('gln', '=', gln)
    .executeTakeFirstOrThrow();
  return row.company_id;
}

/**
 * Northwind items delivered to a subscriber GLN through the whole exchange: registered, published by
 * pub.admin, subscribed to by the subscriber's admin (signed in to that company) and delivered by the worker.
 * `prepare` may rewrite the items before they go. Answers Northwind's company, the items and their GTINs.
 */
export async function supplyFromNorthwind(
  t: TestApp,
  options: {
    subscriberGln: string;
    count: number;
    firstSerial: number;
    subscriberToken: string;
    prepare?: (ids: number[]) => Promise<void>;
  },
): Promise<{ northwind: number; items: number[]; gtins: string[] }> {
  const db = t.context.db;
  const northwind = await companyOfGln(t, NORTHWIND_GLN);
  const items = await insertTestItems(db, northwind, options.count, { firstSerial: options.firstSerial });
  await options.prepare?.(items);
  await db
    .updateTable('catalog_item')
    .set({ status: 5, reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', items)
    .execute();
  const published = await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/publications/subscribers/publish',
    token: await t.signIn('pub.admin'),
    payload: { catalogItemId: items, gln: [options.subscriberGln] },
  });
  expect(published.status, published.body.error?.message).toBe(200);
  const gtins = items.map((_, i) => testGtin(northwind, options.firstSerial + i));
  const subscribed = await t.call({
    method: 'POST',
    url: '/mds/app/gdsn/subscriptions',
    token: options.subscriberToken,
    payload: { subscriberGLN: options.subscriberGln, publisherGLN: NORTHWIND_GLN, gtins },
  });
  expect(subscribed.status, subscribed.body.error?.message).toBe(200);
  await t.worker.drain();
  return { northwind, items, gtins };
}
