import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveredCopy, HARBOR_WEST, withdrawnCopy } from '../../test/delivered-copies.js';
import { companyOfGln } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { Db } from '../../db/database.js';
import { receivedCopies } from '../../received-copies/received-copies.js';
import { searchListener } from './copies-listener.js';

let t: TestApp;
let buyer: number;
const copies = receivedCopies([searchListener]);
const inTransaction = (work: (trx: Db) => Promise<void>) => t.context.db.transaction().execute(work);

/** The buyer's word index: each word (field:term) with the copies posted under it. */
async function postings(): Promise<Record<string, number[]>> {
  const rows = await t.context.db
    .selectFrom('received_item_term as p')
    .innerJoin('received_term as w', 'w.id', 'p.term_id')
    .select(['w.field', 'w.term', 'p.received_item_id'])
    .where('w.company_id', '=', buyer)
    .orderBy('p.received_item_id')
    .execute();
  const index: Record<string, number[]> = {};
  for (const row of rows) (index[`${row.field}:${row.term}`] ??= []).push(row.received_item_id);
  return index;
}

const copyIds = async () =>
  (
    await t.context.db.selectFrom('received_item').select('id').where('company_id', '=', buyer).orderBy('id').execute()
  ).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  buyer = await companyOfGln(t, HARBOR_WEST);
});
afterAll(() => t?.close());

describe('the global search listening to the received copies', () => {
  it('indexes a copy stored, re-indexes its new version, and forgets it once withdrawn', async () => {
    await inTransaction((trx) =>
      copies.store(
        trx,
        [
          deliveredCopy(buyer, 1, { description: 'Tomato soup', brand: 'Northwind' }),
          deliveredCopy(buyer, 2, { description: 'Lentil soup', brand: 'Acme' }),
        ],
        '2026-01-05T10:00:00.000Z',
      ),
    );
    const [tomato, lentil] = await copyIds();
    expect(await postings()).toEqual({
      'description:tomato': [tomato],
      'description:soup': [tomato, lentil],
      'brand:northwind': [tomato],
      'description:lentil': [lentil],
      'brand:acme': [lentil],
    });

    await inTransaction((trx) =>
      copies.store(
        trx,
        [deliveredCopy(buyer, 1, { version: 2, description: 'Tomato bisque', brand: 'Northwind' })],
        '2026-01-06T10:00:00.000Z',
      ),
    );
    expect(await postings()).toEqual({
      'description:tomato': [tomato],
      'description:bisque': [tomato],
      'description:soup': [lentil],
      'brand:northwind': [tomato],
      'description:lentil': [lentil],
      'brand:acme': [lentil],
    });

    await inTransaction((trx) => copies.withdraw(trx, withdrawnCopy(buyer, 1), '2026-01-07T10:00:00.000Z'));
    expect(await postings()).toEqual({
      'description:soup': [lentil],
      'description:lentil': [lentil],
      'brand:acme': [lentil],
    });
    const withdrawn = await t.context.db
      .selectFrom('received_item')
      .select('search_terms')
      .where('id', '=', tomato!)
      .executeTakeFirstOrThrow();
    expect(withdrawn.search_terms).toBe('[]');
  });
});
