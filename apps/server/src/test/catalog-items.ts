import { expect } from 'vitest';
import { gs1CheckDigit, sampleReadyItem, type ItemAttributes } from '@tradepool/domain';
import type { TestApp } from './test-app.js';

// Random start: test files run in parallel workers, each with its own counter.
let sequence = Math.floor(Math.random() * 900_000);

/** A valid GTIN-14 under the GS1 example prefix 0614141 that no other call in this process returns. */
export function uniqueGtin(): string {
  sequence = (sequence + 1) % 1_000_000;
  const body = `0614141${String(sequence).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The 4 create keys of an item (spec point 5): enough to create it, not to make it Ready. */
export function itemKeys(gtin: string, unitDescriptor = 'BASE_UNIT_OR_EACH'): ItemAttributes {
  return { Coding1A: gtin, Coding1AF: '840', Coding1AD: unitDescriptor, Descriptions1E: `Test item ${gtin}` };
}

/** Every required attribute filled (the information provider GLN is the owner's, derived on save): Ready. */
export const catalogItemAttributes = sampleReadyItem;

/** Saves an item through `POST catalogs` (with its lower levels) and answers its id. */
export async function saveItem(
  t: TestApp,
  token: string,
  attributes: ItemAttributes,
  children: readonly { childCatalogItemId: number; quantity: number }[] = [],
): Promise<number> {
  const res = await t.call({
    method: 'POST',
    url: '/mds/app/catalogs',
    payload: { attributes, ...(children.length ? { children } : {}) },
    token,
  });
  expect(res.status, res.body.error?.message).toBe(200);
  const { id } = await t.context.db
    .selectFrom('catalog_item')
    .select('id')
    .where('gtin', '=', attributes.Coding1A as string)
    .where('deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return id;
}
