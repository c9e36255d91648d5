import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { DmsMatchTable } from '../../db/schema/dms-match.js';
import { nowIso } from '../../db/time.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import { CandidateIndex } from '../matching/candidate-index.js';
import { RivalBoard } from '../matching/competition.js';
import type { MatchDecision } from '@tradepool/domain';
import {
  possibleMatches,
  scoreBuyerItem,
  type BuyerItemMatch,
  type MatchOptions,
  type ScoredCandidate,
} from '../matching/match-buyer-item.js';
import type { MatchItem } from '../matching/match-item.js';
import type { MatchLessons } from '../matching/match-lessons.js';
import { buyerItemsToRescore } from '../matching/rescore.js';
import { receivedMatchItem, subscriberMatchItem } from '../matching/row-items.js';
import { recordItemChanges } from './item-changes.js';
import { recountReceivedItems } from './match-counts.js';
import { matchLessons } from './match-lessons.js';
import { companyMatchCriteria, matchOptionsOf } from './match-options.js';
import { forgetReceivedIndex, RECEIVED_COLUMNS, receivedIndex } from './received-index.js';
import { nextTurn } from '../../jobs/in-turns.js';

/** Rows read or written per statement. */
const CHUNK = 500;
/** `match_dirty` while a run holds it: a CIN arriving meanwhile sets it back to 1, for the next run. */
const CLAIMED = 2;

export interface MatchingResult {
  receivedItems: number;
  buyerItems: number;
  rescored: number;
  full: boolean;
}

interface BuyerState {
  item: MatchItem;
  candidates: ScoredCandidate[];
  matched: number[];
}

/**
 * One matching run of a buyer's company: the received items and buyer items marked dirty since the last run
 * (new, changed, withdrawn; added or changed by a cross-reference file) are what it rescores. The index holds
 * the company's live received items; the buyer items rescored are the dirty ones, those a dirty received
 * item may match (`buyerItemsToRescore`, GTIN first) and those that had one among their candidates or
 * matches. The competition between buyer items is then settled again from every buyer item's stored
 * candidates, for the buyer items sharing a candidate with a rescored one. When most of either side is
 * dirty (the first run, a whole new item master) every buyer item is scored. The company's DQ Match Criteria,
 * read afresh, set the options; saving them marks every buyer item dirty, so a change applies in full.
 */
export async function runMatching(
  db: Db,
  copies: ReceivedCopies,
  companyId: number,
  progress: (percent: number) => Promise<void> = async () => {},
): Promise<MatchingResult> {
  await annotateCopies(db, { match_dirty: CLAIMED })
    .where('company_id', '=', companyId)
    .where('match_dirty', '=', 1)
    .execute();
  await db
    .updateTable('subscriber_item')
    .set({ match_dirty: CLAIMED })
    .where('company_id', '=', companyId)
    .where('match_dirty', '=', 1)
    .execute();
  const dirtyReceived = await db
    .selectFrom('received_item')
    .select(['id', 'withdrawn'])
    .where('company_id', '=', companyId)
    .where('match_dirty', '=', CLAIMED)
    .execute();
  await recordItemChanges(db, companyId, CLAIMED);
  await copies.complete(db, companyId);

  const options = matchOptionsOf(await companyMatchCriteria(db, companyId));
  const index = await receivedIndex(db, companyId);
  const lessons = await matchLessons(db, companyId);
  await progress(30);
  const buyers = await buyerStates(db, companyId);
  const broad = new Set(
    (
      await db
        .selectFrom('dms_match')
        .select('subscriber_item_id')
        .where('company_id', '=', companyId)
        .where('kind', '=', 'broad')
        .execute()
    ).map((r) => r.subscriber_item_id),
  );
  const dirtyBuyers = buyers.filter((b) => b.dirty).map((b) => b.state.item.id as number);
  const full =
    dirtyBuyers.length * 2 > buyers.length ||
    dirtyReceived.length * 2 > Math.max(1, index.size) ||
    buyers.every((b) => b.dirty);
  const states = new Map(buyers.map((b) => [b.state.item.id as number, b.state]));

  const rescore = new Set<number>(full ? states.keys() : dirtyBuyers);
  if (!full && dirtyReceived.length > 0) {
    const dirtyIds = new Set(dirtyReceived.map((r) => r.id));
    for (const [buyerId, state] of states) {
      if (state.candidates.some((c) => dirtyIds.has(c.receivedId as number))) rescore.add(buyerId);
      // A copy of an item whose code the buyer confirmed goes to that buyer item, whatever its words.
      if (lessons.confirmedFor(buyerId).some((id) => dirtyIds.has(id as number))) rescore.add(buyerId);
    }
    for (const ids of chunks([...dirtyIds])) {
      const rows = await db
        .selectFrom('dms_match')
        .select('subscriber_item_id')
        .where('company_id', '=', companyId)
        .where('received_item_id', 'in', ids)
        .execute();
      for (const row of rows) rescore.add(row.subscriber_item_id);
    }
    const buyerIndex = CandidateIndex.build([...states.values()].map((s) => s.item));
    const receivedRows = await readReceived(db, companyId, [...dirtyIds]);
    for (const row of receivedRows) {
      for (const id of buyerItemsToRescore(buyerIndex, receivedMatchItem(row))) rescore.add(id as number);
    }
  }
  for (const id of rescore) if (!states.has(id)) rescore.delete(id);

  const touchedReceived = new Set<number>(dirtyReceived.map((r) => r.id));
  for (const id of rescore) {
    const state = states.get(id)!;
    for (const c of state.candidates) touchedReceived.add(c.receivedId as number);
    const scored = scoreBuyerItem(index, state.item, options, lessons);
    state.candidates = scored.candidates;
    state.matched = scored.matched as number[];
    for (const c of state.candidates) touchedReceived.add(c.receivedId as number);
  }
  await progress(70);

  const board = new RivalBoard();
  for (const [buyerId, state] of states) {
    for (const c of state.candidates) {
      if (!lessons.isRejected(buyerId, c.receivedId)) board.offer(c.receivedId, buyerId, c.score);
    }
  }
  const settle = new Set(rescore);
  for (const [buyerId, state] of states) {
    if (!settle.has(buyerId) && state.candidates.some((c) => touchedReceived.has(c.receivedId as number))) {
      settle.add(buyerId);
    }
  }

  const time = nowIso();
  const settled = [...settle].sort((a, b) => a - b);
  for (const ids of chunks(settled)) {
    // Scoring and writing a chunk is one stretch of the event loop; the next waits for its turn (issue 13).
    await nextTurn();
    const results = ids.map((id) => {
      const state = states.get(id)!;
      const scored = { buyerId: id, matched: state.matched, candidates: state.candidates };
      return possibleMatches(index, state.item, scored, options, board, lessons);
    });
    await db.transaction().execute(async (trx) => {
      const previous = await trx
        .selectFrom('dms_match')
        .select('received_item_id')
        .where('subscriber_item_id', 'in', ids)
        .where('kind', '<>', 'broad')
        .execute();
      for (const row of previous) touchedReceived.add(row.received_item_id);
      await trx.deleteFrom('dms_match').where('subscriber_item_id', 'in', ids).where('kind', '<>', 'broad').execute();
      const rows = results.flatMap((result) => matchRows(companyId, result, broad, lessons, time));
      for (const part of chunks(rows)) {
        await trx
          .insertInto('dms_match')
          .values(part)
          .onConflict((oc) => oc.columns(['subscriber_item_id', 'received_item_id']).doNothing())
          .execute();
      }
      for (const row of rows) touchedReceived.add(row.received_item_id);
      for (const result of results) {
        const id = result.buyerId as number;
        const decision = storedDecision(result, broad.has(id), options);
        await trx
          .updateTable('subscriber_item')
          .set({
            matched_count: broad.has(id) ? Math.max(1, result.matched.length) : result.matched.length,
            possible_count:
              decision === 'matched' || decision === 'none'
                ? 0
                : result.possibleCount === '4+'
                  ? 4
                  : result.possibleCount,
            match_decision: decision,
            ...(rescore.has(id)
              ? {
                  match_candidates: JSON.stringify(
                    states.get(id)!.candidates.map((c) => [c.receivedId, c.score] as const),
                  ),
                }
              : {}),
          })
          .where('id', '=', id)
          .execute();
      }
    });
  }
  await progress(90);

  for (const ids of chunks([...touchedReceived])) {
    await nextTurn();
    await recountReceivedItems(db, ids);
  }
  await annotateCopies(db, { match_dirty: 0 })
    .where('company_id', '=', companyId)
    .where('match_dirty', '=', CLAIMED)
    .execute();
  await db
    .updateTable('subscriber_item')
    .set({ match_dirty: 0 })
    .where('company_id', '=', companyId)
    .where('match_dirty', '=', CLAIMED)
    .execute();
  forgetReceivedIndex(db, companyId);
  return { receivedItems: index.size, buyerItems: states.size, rescored: rescore.size, full };
}

/**
 * The decision a buyer sees: one it matched by hand is matched; with no candidates asked for (0), an item
 * whose best is not confident has nothing proposed, so it reads as no match.
 */
function storedDecision(result: BuyerItemMatch, broad: boolean, options: MatchOptions): MatchDecision {
  if (broad) return 'matched';
  if (result.decision === 'candidates' && options.maxPossible === 0) return 'none';
  return result.decision;
}

function matchRows(
  companyId: number,
  result: BuyerItemMatch,
  broad: ReadonlySet<number>,
  lessons: MatchLessons,
  time: string,
): Insertable<DmsMatchTable>[] {
  const buyerId = result.buyerId as number;
  const gtinRows = result.matched.map((receivedId) => ({
    company_id: companyId,
    subscriber_item_id: buyerId,
    received_item_id: receivedId as number,
    kind: 'gtin' as const,
    score: null,
    reasons: '[]',
    rank: 0,
    created_time: time,
  }));
  // A buyer item matched by GTIN is done. One the buyer matched by hand (a broad match) is offered only the
  // other copies of the item it confirmed (another target market, a new GTIN): no guesses for it.
  if (gtinRows.length > 0) return gtinRows;
  const confirmed = lessons.confirmedFor(buyerId);
  const possible = broad.has(buyerId)
    ? result.possible.filter((p) => confirmed.includes(p.receivedId))
    : result.possible;
  return possible.map((p, rank) => ({
    company_id: companyId,
    subscriber_item_id: buyerId,
    received_item_id: p.receivedId as number,
    kind: 'possible' as const,
    score: p.score,
    reasons: JSON.stringify(p.reasons),
    rank,
    created_time: time,
  }));
}

async function readReceived(db: Db, companyId: number, ids: number[]) {
  const rows = [];
  for (const part of chunks(ids)) {
    rows.push(
      ...(await db
        .selectFrom('received_item')
        .select(RECEIVED_COLUMNS)
        .where('company_id', '=', companyId)
        .where('withdrawn', '=', 0)
        .where('id', 'in', part)
        .execute()),
    );
  }
  return rows;
}

async function buyerStates(db: Db, companyId: number): Promise<{ state: BuyerState; dirty: boolean }[]> {
  const rows = await db
    .selectFrom('subscriber_item')
    .select([
      'id',
      'gtin',
      'description',
      'brand_name',
      'mpc',
      'product_code',
      'unit_descriptor',
      'match_candidates',
      'match_dirty',
    ])
    .where('company_id', '=', companyId)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    dirty: row.match_dirty !== 0,
    state: {
      item: subscriberMatchItem(row),
      candidates: (JSON.parse(row.match_candidates) as [number, number][]).map(([receivedId, score]) => ({
        receivedId,
        score,
      })),
      matched: [],
    },
  }));
}

function chunks<T>(values: readonly T[]): T[][] {
  const parts: T[][] = [];
  for (let i = 0; i < values.length; i += CHUNK) parts.push(values.slice(i, i + CHUNK));
  return parts;
}
