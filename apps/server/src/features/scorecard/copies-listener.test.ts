import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scoreItem, type ItemAttributes } from '@tradepool/domain';
import { deliveredCopy, HARBOR_WEST, withdrawnCopy } from '../../test/delivered-copies.js';
import { companyOfGln, NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type { CopiesListener } from '../../received-copies/listener.js';
import { receivedCopies } from '../../received-copies/received-copies.js';
import { scorecardListener } from './copies-listener.js';

let t: TestApp;
let buyer: number;

/** What data quality would have found: the score card listens after it. */
const exceptions = (codes: string[]): CopiesListener => ({
  name: 'exceptions',
  enriches: ['exception_attributes'],
  enrich: async (_db, drafts) => drafts.map(() => ({ exception_attributes: JSON.stringify(codes) })),
});

async function tally() {
  const row = await t.context.db
    .selectFrom('scorecard_tally')
    .select(['items', 'all_millionths', 'logistics_millionths'])
    .where('company_id', '=', buyer)
    .where('info_provider_gln', '=', NORTHWIND_GLN)
    .executeTakeFirst();
  const gaps = await t.context.db
    .selectFrom('scorecard_gap')
    .select(['attribute_code', 'missing', 'failing'])
    .where('company_id', '=', buyer)
    .where((eb) => eb.or([eb('missing', '<>', 0), eb('failing', '<>', 0)]))
    .orderBy('attribute_code')
    .execute();
  return { ...row, gaps };
}

function expected(document: ItemAttributes, failing: string[]) {
  const score = scoreItem(document, failing, { hasChildren: false });
  const share = (c: { filled: number; expected: number }) => Math.round((c.filled * 1_000_000) / c.expected);
  return {
    items: 1,
    all_millionths: share(score.counts.all),
    logistics_millionths: share(score.counts.logistics),
    gaps: [
      ...score.missing.map((code) => ({ attribute_code: code, missing: 1, failing: 0 })),
      ...score.failing.map((code) => ({ attribute_code: code, missing: 0, failing: 1 })),
    ].sort((a, b) => (a.attribute_code < b.attribute_code ? -1 : 1)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await companyOfGln(t, HARBOR_WEST);
});
afterAll(() => t?.close());

describe('the score card listening to the received copies', () => {
  it('tallies a copy stored, its new version instead, and nothing once withdrawn', async () => {
    const first = deliveredCopy(buyer, 1);
    const copies = receivedCopies([exceptions([]), scorecardListener]);
    await t.context.db.transaction().execute((trx) => copies.store(trx, [first], '2026-01-05T10:00:00.000Z'));
    expect(await tally()).toEqual(expected(first.document, []));

    const second = deliveredCopy(buyer, 1, { version: 2, document: { Measure1A: undefined } });
    const failing = receivedCopies([exceptions(['Measure1E']), scorecardListener]);
    await t.context.db.transaction().execute((trx) => failing.store(trx, [second], '2026-01-06T10:00:00.000Z'));
    const replaced = expected(second.document, ['Measure1E']);
    expect(replaced.gaps.length).toBeGreaterThan(0);
    expect(await tally()).toEqual(replaced);

    await t.context.db
      .transaction()
      .execute((trx) => copies.withdraw(trx, withdrawnCopy(buyer, 1), '2026-01-07T10:00:00.000Z'));
    expect(await tally()).toEqual({ items: 0, all_millionths: 0, logistics_millionths: 0, gaps: [] });
  });
});
