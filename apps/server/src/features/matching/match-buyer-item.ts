import type { CandidateIndex } from './candidate-index.js';
import { afterCompetition, type RivalBoard } from './competition.js';
import type { ItemId, MatchItem } from './match-item.js';
import { scorePair, type MatchReason } from './score-pair.js';

export interface MatchOptions {
  /** A pair scoring this or more is a possible match (docs/MATCHING.md says why this value). */
  threshold: number;
  /** How many blocked candidates get the full score card. */
  candidateLimit: number;
  /** How many postings blocking may read for one buyer item (and so how many items it weighs at most). */
  postingBudget: number;
  /** How many possible matches a buyer item lists, best first, with their reasons (all are counted). */
  maxPossible: number;
}

export const DEFAULT_MATCH_OPTIONS: MatchOptions = {
  threshold: 30,
  candidateLimit: 20,
  postingBudget: 1024,
  maxPossible: 5,
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
  /** How many received items score at least the threshold (more than `possible` may list). */
  possibleCount: MatchCount;
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
 * finds, scored (extrinsic). Plain data in and out: a job keeps these scores to rescore only what changed.
 */
export function scoreBuyerItem(
  index: CandidateIndex,
  buyer: MatchItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): ScoredBuyerItem {
  const matched = buyer.gtin ? index.withGtin(buyer.gtin) : [];
  if (matched.length > 0) return { buyerId: buyer.id, matched, candidates: [] };
  const query = index.queryOf(buyer);
  const candidates = index
    .candidates(query.terms, options.candidateLimit, options.postingBudget)
    .map((ordinal) => ({
      receivedId: index.idOf(ordinal),
      score: scorePair(query.features, index.featuresOf(ordinal), false).score,
    }))
    .sort(byScore);
  return { buyerId: buyer.id, matched, candidates };
}

/**
 * The second half: the competition from other buyer items (when a board of them is given), the threshold,
 * and the reasons of the possible matches kept.
 */
export function possibleMatches(
  index: CandidateIndex,
  buyer: MatchItem,
  scored: ScoredBuyerItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
  rivals?: RivalBoard,
): BuyerItemMatch {
  // A received item withdrawn since the scores were kept is no match any more.
  const above = scored.candidates
    .filter((c) => index.has(c.receivedId))
    .map((c) => {
      const rival = rivals?.rivalOf(c.receivedId, scored.buyerId);
      const score = afterCompetition(c.score, rival);
      return { receivedId: c.receivedId, score, rival: score < c.score ? rival : undefined };
    })
    .filter((c) => c.score >= options.threshold)
    .sort(byScore);
  const kept = above.slice(0, options.maxPossible);
  const query = kept.length > 0 ? index.queryOf(buyer) : null;
  const possible = kept.map(({ receivedId, score, rival }): PossibleMatch => {
    const { reasons } = scorePair(query!.features, index.featuresOf(index.ordinalOf(receivedId)!));
    if (rival) {
      reasons.push({
        factor: 'competition',
        effect: 'against',
        detail: `buyer item ${rival.buyerId} scores ${rival.score}`,
      });
    }
    return { receivedId, score, reasons };
  });
  return { buyerId: scored.buyerId, matched: scored.matched, possible, possibleCount: matchCount(above.length) };
}

/** One buyer item against an index, on its own (no competition from other buyer items). */
export function matchBuyerItem(
  index: CandidateIndex,
  buyer: MatchItem,
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): BuyerItemMatch {
  return possibleMatches(index, buyer, scoreBuyerItem(index, buyer, options), options);
}
