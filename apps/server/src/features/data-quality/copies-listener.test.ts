import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertTestItems } from '../../test/catalog-bulk-items.js';
import { deliveredCopy, HARBOR_WEST, withdrawnCopy } from '../../test/delivered-copies.js';
import { companyOfGln, NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { MATCHING_JOB } from '../../jobs/job-names.js';
import type { Db } from '../../db/database.js';
import { receivedCopies } from '../../received-copies/received-copies.js';
import { dataQualityListener } from './copies-listener.js';
import { exceptionAttributes } from './item-exceptions.js';

let t: TestApp;
let buyer: number;
let source: number;
const copies = receivedCopies([dataQualityListener]);
const inTransaction = (work: (trx: Db) => Promise<void>) => t.context.db.transaction().execute(work);

const copy = () =>
  t.context.db
    .selectFrom('received_item')
    .select(['exception_attributes', 'exception_count', 'changed', 'match_dirty', 'synced_once'])
    .where('company_id', '=', buyer)
    .executeTakeFirstOrThrow();

const queuedRuns = async () =>
  (
    await t.context.db
      .selectFrom('job')
      .select('id')
      .where('type', '=', MATCHING_JOB)
      .where('company_id', '=', buyer)
      .where('status', '=', 'queued')
      .execute()
  ).length;

/** The matching run has been and gone: nothing dirty, no run waiting. */
async function matched() {
  await t.context.db.deleteFrom('job').where('type', '=', MATCHING_JOB).execute();
  await t.context.db.updateTable('received_item').set({ match_dirty: 0 }).where('company_id', '=', buyer).execute();
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await companyOfGln(t, HARBOR_WEST);
  const northwind = await companyOfGln(t, NORTHWIND_GLN);
  source = (await insertTestItems(t.context.db, northwind, 1, { gln: NORTHWIND_GLN }))[0]!;
});
afterAll(() => t?.close());

describe('data quality listening to the received copies', () => {
  it('keeps exceptions, flags a new version after a sync as Changed, and queues the matching run', async () => {
    const first = deliveredCopy(buyer, 1, { sourceItemId: source, document: { Descriptions1B: undefined } });
    await inTransaction((trx) => copies.store(trx, [first], '2026-01-05T10:00:00.000Z'));
    const found = exceptionAttributes({ attributes: first.document, children: [] });
    expect(found).toContain('Descriptions1B');
    expect(await copy()).toMatchObject({
      exception_attributes: JSON.stringify(found),
      exception_count: found.length,
      changed: 0,
      match_dirty: 1,
    });
    expect(await queuedRuns()).toBe(1);

    // Not synchronised yet: a new version is no change to look at.
    await matched();
    const second = deliveredCopy(buyer, 1, { version: 2, sourceItemId: source });
    await inTransaction((trx) => copies.store(trx, [second], '2026-01-06T10:00:00.000Z'));
    const fixed = exceptionAttributes({ attributes: second.document, children: [] });
    expect(fixed).not.toContain('Descriptions1B');
    expect(await copy()).toMatchObject({
      exception_attributes: JSON.stringify(fixed),
      exception_count: fixed.length,
      changed: 0,
      match_dirty: 1,
    });
    expect(await queuedRuns()).toBe(1);

    await t.context.db
      .updateTable('received_item')
      .set({ cic_status: 'SYNCHRONISED' })
      .where('company_id', '=', buyer)
      .execute();
    await inTransaction((trx) =>
      copies.synchronise(trx, { companyId: buyer, subscriberGln: HARBOR_WEST, sourceItemIds: [source] }),
    );
    await t.context.db.updateTable('received_item').set({ core_changes: 3 }).where('company_id', '=', buyer).execute();
    // The same version again changes nothing; a new one after the sync does.
    const third = deliveredCopy(buyer, 1, { version: 3, sourceItemId: source });
    await inTransaction((trx) => copies.store(trx, [second], '2026-01-07T10:00:00.000Z'));
    expect(await copy()).toMatchObject({ changed: 0, synced_once: 1 });
    await inTransaction((trx) => copies.store(trx, [third], '2026-01-08T10:00:00.000Z'));
    expect(await copy()).toMatchObject({ changed: 1, synced_once: 1 });

    await inTransaction((trx) =>
      copies.synchronise(trx, { companyId: buyer, subscriberGln: HARBOR_WEST, sourceItemIds: [source] }),
    );
    expect(
      await t.context.db.selectFrom('received_item').select(['changed', 'core_changes']).executeTakeFirstOrThrow(),
    ).toEqual({
      changed: 0,
      core_changes: 0,
    });
  });

  it('marks a withdrawn copy for the matching run and queues it', async () => {
    await matched();
    await inTransaction((trx) => copies.withdraw(trx, withdrawnCopy(buyer, 1), '2026-01-09T10:00:00.000Z'));
    expect(await copy()).toMatchObject({ match_dirty: 1 });
    expect(await queuedRuns()).toBe(1);
  });
});
