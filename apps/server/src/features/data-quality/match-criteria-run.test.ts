import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompanyMatchCriteria, MatchCriteria, MatchDecision, Page, UnmatchedItem } from '@tradepool/domain';
import * as engine from '../matching/match-buyer-item.js';
import {
  HARBOR_WEST_GLN,
  publishToBuyer,
  soupItemMaster,
  uploadItemMaster,
  type DmsExchange,
} from '../../test/dms-exchange.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The real engine, watched: the run must hand it the company's options.
vi.mock('../matching/match-buyer-item.js', async (original) => {
  const real = await original<typeof engine>();
  return { ...real, scoreBuyerItem: vi.fn(real.scoreBuyerItem), possibleMatches: vi.fn(real.possibleMatches) };
});

const SOUPS = ['HW-200', 'HW-400', 'HW-500'];
const DESCRIBE = (serial: number) =>
  ({
    8001: 'Creamy tomato basil soup 12 x 10.75 oz',
    8002: 'Chicken noodle soup low sodium 12 x 10.5 oz',
    8003: 'Roasted red pepper bisque 6 x 32 oz',
    8004: 'New England clam chowder 12 x 15 oz',
  })[serial] ?? `Soup ${serial}`;

let t: TestApp;
let buyer: DmsExchange;

const criteria = (change: Partial<MatchCriteria>): MatchCriteria => ({
  keys: ['GTIN', 'PRODUCT_CODE', 'MPC', 'DESCRIPTION', 'BRAND', 'NET_CONTENT'],
  minimumScore: 80,
  candidates: 5,
  autoReview: 0,
  notes: null,
  ...change,
});

/** sub.admin sets the criteria in the admin screen; the run the save queues is let finish. */
async function setCriteria(change: Partial<MatchCriteria>) {
  const { status, body } = await t.call<CompanyMatchCriteria>({
    method: 'POST',
    url: `/mds/app/companies/${buyer.buyer}/matchcriteria`,
    token: buyer.sub,
    payload: criteria(change),
  });
  expect(status, body.error?.message).toBe(200);
  await t.worker.drain();
}

async function stored(): Promise<Map<string, { decision: MatchDecision; possible: number; rows: number }>> {
  const db = t.context.db;
  const items = await db
    .selectFrom('subscriber_item')
    .select(['id', 'product_code', 'match_decision', 'possible_count'])
    .where('company_id', '=', buyer.buyer)
    .execute();
  const rows = await db
    .selectFrom('dms_match')
    .select('subscriber_item_id')
    .where('company_id', '=', buyer.buyer)
    .where('kind', '=', 'possible')
    .execute();
  return new Map(
    items.map((item) => [
      item.product_code,
      {
        decision: item.match_decision,
        possible: item.possible_count,
        rows: rows.filter((r) => r.subscriber_item_id === item.id).length,
      },
    ]),
  );
}

async function unmatched(payload: object = {}): Promise<Page<UnmatchedItem>> {
  const { status, body } = await t.call<Page<UnmatchedItem>>({
    method: 'POST',
    url: '/mds/app/dms/subscriber/unmatched/items/search',
    token: buyer.sub,
    payload,
  });
  expect(status, body.error?.message).toBe(200);
  return body.data!;
}

beforeAll(async () => {
  t = await createTestApp();
  buyer = await publishToBuyer(t, { subscriberGln: HARBOR_WEST_GLN, firstSerial: 8001, count: 4, describe: DESCRIBE });
  await uploadItemMaster(t, buyer, soupItemMaster(buyer.gtins[0]!));
});
afterAll(async () => t.close());

describe("the buyer's criteria drive the matching run", () => {
  it('proposes each soup alone when the confidence is low, and stores the decision beside the counts', async () => {
    await setCriteria({ minimumScore: 1 });
    const decisions = await stored();
    expect(decisions.get('HW-100')).toEqual({ decision: 'matched', possible: 0, rows: 0 });
    for (const code of SOUPS)
      expect(decisions.get(code), code).toEqual({ decision: 'confident', possible: 1, rows: 1 });
  });

  it('lists candidates, as many as asked, when no match reaches the confidence', async () => {
    await setCriteria({ minimumScore: 100, candidates: 1 });
    const decisions = await stored();
    for (const code of SOUPS) {
      expect(decisions.get(code)!.decision, code).toBe('candidates');
      expect(decisions.get(code)!.rows, code).toBe(1);
      expect(decisions.get(code)!.possible, code).toBeGreaterThanOrEqual(1);
    }
  });

  it('proposes nothing but confident matches when the company asks for no candidates', async () => {
    await setCriteria({ minimumScore: 100, candidates: 0 });
    const decisions = await stored();
    for (const code of SOUPS) expect(decisions.get(code), code).toEqual({ decision: 'none', possible: 0, rows: 0 });
    expect(decisions.get('HW-100')!.decision).toBe('matched');
  });

  it('hands the engine the keys, the confidence and the candidates, GTIN always among the keys', async () => {
    vi.mocked(engine.scoreBuyerItem).mockClear();
    vi.mocked(engine.possibleMatches).mockClear();
    await setCriteria({ keys: ['DESCRIPTION'], minimumScore: 70, candidates: 3 });
    const scored = vi.mocked(engine.scoreBuyerItem).mock.calls;
    expect(scored.length).toBe(5);
    expect(scored[0]![2]).toMatchObject({ keys: ['GTIN', 'DESCRIPTION'], confident: 70, maxPossible: 3 });
    expect(vi.mocked(engine.possibleMatches).mock.calls[0]![3]).toMatchObject({ confident: 70, maxPossible: 3 });
  });

  it('applies criteria changed behind its back on Match again', async () => {
    await setCriteria({ minimumScore: 100, candidates: 0 });
    await t.context.db
      .updateTable('company')
      .set({ match_criteria: JSON.stringify(criteria({ minimumScore: 1 })) })
      .where('id', '=', buyer.buyer)
      .execute();
    const asked = await t.call({ method: 'POST', url: '/mds/app/dms/matching', token: buyer.sub, payload: {} });
    expect(asked.status).toBe(200);
    await t.worker.drain();
    for (const code of SOUPS) expect((await stored()).get(code)!.decision, code).toBe('confident');
  });

  it('puts confident matches first in the work list, then candidates, then no match, and filters by decision', async () => {
    await setCriteria({ minimumScore: 100, candidates: 2 });
    const items = await t.context.db
      .selectFrom('subscriber_item')
      .select(['product_code', 'match_candidates'])
      .where('company_id', '=', buyer.buyer)
      .where('product_code', 'in', SOUPS)
      .execute();
    // The confidence set at the best soup's score: that one is confident, the weaker soups stay candidates.
    const best = (code: string) =>
      Math.max(
        ...(JSON.parse(items.find((i) => i.product_code === code)!.match_candidates) as number[][]).map((c) => c[1]!),
      );
    const ranked = [...SOUPS].sort((a, b) => best(b) - best(a));
    if (best(ranked[0]!) === best(ranked[1]!)) throw new Error('two soups score the same: pick other items');
    await setCriteria({ minimumScore: Math.floor(best(ranked[0]!)), candidates: 2 });
    const list = await unmatched();
    expect(list.results.map((r) => r.matchDecision)).toEqual(['confident', 'candidates', 'candidates', 'none']);
    expect(list.results[0]).toMatchObject({ productCode: ranked[0], possibleCount: 1 });
    expect(list.results[0]!.proposals).toHaveLength(1);
    expect(list.results[0]!.proposals[0]).toMatchObject({ publisherName: 'Northwind Foods' });
    expect(list.results[0]!.proposals[0]!.score).toBeGreaterThanOrEqual(Math.floor(best(ranked[0]!)));
    expect(list.results[1]!.proposals.length).toBeGreaterThan(0);
    expect(list.results[1]!.proposals.length).toBeLessThanOrEqual(2);
    expect(list.results[3]).toMatchObject({ productCode: 'HW-300', proposals: [] });
    const candidates = await unmatched({ decisions: ['candidates'] });
    expect(candidates.results.map((r) => r.matchDecision)).toEqual(['candidates', 'candidates']);
    const byCode = await unmatched({ sortBy: 'productCode' });
    expect(byCode.results.map((r) => r.productCode)).toEqual(['HW-200', 'HW-300', 'HW-400', 'HW-500']);
  });
});
