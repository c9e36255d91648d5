import { MATCH_KEYS, type MatchDecision, type MatchKey } from '@tradepool/domain';
import type { CandidateIndex } from './candidate-index.js';
import { afterCompetition, type RivalBoard } from './competition.js';
import type { ItemId, MatchItem } from './match-item.js';
import { CONFIRMED_REASON, CONFIRMED_SCORE, NO_LESSONS, type MatchLessons } from './match-lessons.js';
import { inList, pairLogOdds, scorePair, type MatchReason } from './score-pair.js';

export interface MatchOptions {
  /** A pair scoring this or more is a possible match (docs/MATCHING.md says why this value). */
  threshold: number;
  /** How many blocked candidates get the full score card. */
  candidateLimit: number;
  /** How many postings blocking may read for one buyer item (and so how many items it weighs at most). */
  postingBudget: number;
  /** How many possible matches a buyer item lists, best first, with their reasons (all are counted). */
  maxPossible: number;
  /** A best pair scoring this or more is a confident match: proposed alone, the other candidates dropped. */
  confident: number;
  /** The evidence that counts (the company's DQ Match Criteria keys); a key left out neither lifts nor conflicts. */
  keys: readonly MatchKey[];
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  threshold: 5,
  candidateLimit: 20,
  postingBudget: 1024,
  maxPossible: 5,
  confident: 50,
  keys: MATCH_KEYS,
};

export interface PossibleMatch {
  receivedId: ItemId;
  score: number;
  reasons: MatchReason[];
}

/** Spec point 9's match-count filters: 1, 2, 3 and 4+. */
export type MatchCount = 0 | 1 | 2 | 3 | '4+';

export interface BuyerItemMatch {
  buyerId: ItemId;
  /** Received items with the buyer item's GTIN: Matched, no scoring needed. */
  matched: ItemId[];
  /** Without a GTIN match: the best received items scoring at least the threshold. Never applied alone. */
  possible: PossibleMatch[];
  /** How many received items score at least the threshold (more than `possible` may list); 1 when confident. */
  possibleCount: MatchCount;
  decision: MatchDecision;
}

/** A blocked candidate and its score, before any explaining. */
export interface ScoredCandidate {
  receivedId: ItemId;
  score: number;
}

export interface ScoredBuyerItem {
  buyerId: ItemId;
  matched: ItemId[];
  /** Every blocked candidate, best first, whatever its score; empty when the GTIN matched. */
  candidates: ScoredCandidate[];
}

export function matchCount(n: number): MatchCount {
  return n >= 4 ? '4+' : (n as 0 | 1 | 2 | 3);
}

/** Equal scores keep one order, whatever order the items were indexed in. */
export function compareIds(a: ItemId, b: ItemId): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

const byScore = (a: ScoredCandidate, b: ScoredCandidate) => b.score - a.score || compareIds(a.receivedId, b.receivedId);

/**
 * The first half of matching one buyer item: Matched by GTIN (intrinsic), else every candidate blocking
 * finds, scored (extrinsic), the pairs the buyer rejected left out and those its confirmed codes bring put
 * first. Plain data in and out: a job keeps these scores to rescore only what changed.
 */
export function scoreBuyerItem(
  index: CandidateIndex,
  buyer: MatchItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
  lessons: MatchLessons = NO_LESSONS,
): ScoredBuyerItem {
  const matched = buyer.gtin && options.keys.includes('GTIN') ? index.withGtin(buyer.gtin) : [];
  if (matched.length > 0) return { buyerId: buyer.id, matched, candidates: [] };
  const query = index.queryOf(buyer);
  const ordinals = blocked(index, query, options);
  const scores = inList(ordinals.map((o) => pairLogOdds(query.features, index.featuresOf(o), options.keys)));
  const scoreOf = new Map(ordinals.map((o, i) => [o, scores[i]!]));
  const candidates = taught(
    buyer.id,
    index,
    lessons,
    ordinals,
    (ordinal) => ({ receivedId: index.idOf(ordinal), score: scoreOf.get(ordinal)! }),
    (receivedId) => ({ receivedId, score: CONFIRMED_SCORE }),
  );
  return { buyerId: buyer.id, matched, candidates };
}

/**
 * What a buyer browses to match an item by hand: every candidate blocking finds for it (`limit` of them, the
 * score card for each) with the reasons, best first, whatever the threshold and whatever its GTIN says.
 * The buyer's lessons apply as they do to the proposals; no competition: the buyer looks at one item.
 */
export function extrinsicMatches(
  index: CandidateIndex,
  buyer: MatchItem,
  limit: number,
  lessons: MatchLessons = NO_LESSONS,
): PossibleMatch[] {
  const query = index.queryOf(buyer);
  const options = { ...DEFAULT_MATCH_OPTIONS, candidateLimit: limit };
  const ordinals = blocked(index, query, options);
  const scores = inList(ordinals.map((o) => pairLogOdds(query.features, index.featuresOf(o))));
  const scoreOf = new Map(ordinals.map((o, i) => [o, scores[i]!]));
  return taught(
    buyer.id,
    index,
    lessons,
    ordinals,
    (ordinal) => ({
      receivedId: index.idOf(ordinal),
      score: scoreOf.get(ordinal)!,
      reasons: scorePair(query.features, index.featuresOf(ordinal)).reasons,
    }),
    (receivedId) => ({ receivedId, score: CONFIRMED_SCORE, reasons: [CONFIRMED_REASON] }),
  );
}

function blocked(index: CandidateIndex, query: ReturnType<CandidateIndex['queryOf']>, options: MatchOptions): number[] {
  return index.candidates(query.terms, options.candidateLimit, options.postingBudget, query.strong);
}

/** Blocked candidates scored, without the pairs the buyer rejected; the live ones its confirmed codes bring first. */
function taught<T extends ScoredCandidate>(
  buyerId: ItemId,
  index: CandidateIndex,
  lessons: MatchLessons,
  ordinals: readonly number[],
  score: (ordinal: number) => T,
  confirmedAs: (receivedId: ItemId) => T,
): T[] {
  const confirmed = lessons
    .confirmedFor(buyerId)
    .filter((id) => index.has(id) && !lessons.isRejected(buyerId, id))
    .map(confirmedAs);
  const found = new Set(confirmed.map((c) => c.receivedId));
  const scored = ordinals
    .filter((ordinal) => {
      const id = index.idOf(ordinal);
      return !found.has(id) && !lessons.isRejected(buyerId, id);
    })
    .map(score);
  return [...confirmed.sort(byScore), ...scored.sort(byScore)];
}

/**
 * The second half: the competition from other buyer items (when a board of them is given), the threshold,
 * and the reasons of the possible matches kept. A pair the buyer rejected since its scores were kept stays
 * out; a confirmed one gives the confirmation as its reason.
 */
export function possibleMatches(
  index: CandidateIndex,
  buyer: MatchItem,
  scored: ScoredBuyerItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
  rivals?: RivalBoard,
  lessons: MatchLessons = NO_LESSONS,
): BuyerItemMatch {
  const confirmed = new Set(lessons.confirmedFor(scored.buyerId));
  // A received item withdrawn since the scores were kept is no match any more.
  const above = scored.candidates
    .filter((c) => index.has(c.receivedId) && !lessons.isRejected(scored.buyerId, c.receivedId))
    .map((c) => {
      const rival = rivals?.rivalOf(c.receivedId, scored.buyerId);
      const score = afterCompetition(c.score, rival);
      return { receivedId: c.receivedId, score, rival: score < c.score ? rival : undefined };
    })
    .filter((c) => c.score >= options.threshold)
    .sort(byScore);
  const decision = decisionOf(scored.matched.length, above, options);
  const kept = above.slice(0, decision === 'confident' ? 1 : options.maxPossible);
  const query = kept.length > 0 ? index.queryOf(buyer) : null;
  const possible = kept.map(({ receivedId, score, rival }): PossibleMatch => {
    if (confirmed.has(receivedId)) return { receivedId, score, reasons: [CONFIRMED_REASON] };
    const { reasons } = scorePair(query!.features, index.featuresOf(index.ordinalOf(receivedId)!), true, options.keys);
    if (rival) {
      reasons.push({
        factor: 'competition',
        effect: 'against',
        detail: `buyer item ${rival.buyerId} scores ${rival.score}`,
      });
    }
    return { receivedId, score, reasons };
  });
  return {
    buyerId: scored.buyerId,
    matched: scored.matched,
    possible,
    possibleCount: decision === 'confident' ? 1 : matchCount(above.length),
    decision,
  };
}

function decisionOf(matched: number, above: readonly ScoredCandidate[], options: MatchOptions): MatchDecision {
  if (matched > 0) return 'matched';
  if (above.length === 0) return 'none';
  return above[0]!.score >= options.confident ? 'confident' : 'candidates';
}

/** One buyer item against an index, on its own (no competition from other buyer items). */
export function matchBuyerItem(
  index: CandidateIndex,
  buyer: MatchItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): BuyerItemMatch {
  return possibleMatches(index, buyer, scoreBuyerItem(index, buyer, options), options);
}
