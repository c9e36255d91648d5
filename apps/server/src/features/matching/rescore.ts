import type { CandidateIndex } from './candidate-index.js';
import { DEFAULT_MATCH_OPTIONS } from './match-buyer-item.js';
import type { ItemId, MatchItem } from './match-item.js';

/** How many buyer items one changed received item may send back to scoring. */
export const RESCORE_LIMIT = 50;

/**
 * The buyer items a new or changed received item may match, to rescore: the index is the same kind,
 * holding the buyer's items instead (`CandidateIndex.build(buyerItems)`), and the received item is the
 * query. Its GTIN's buyer items come first; blocking finds the rest, as it finds candidates the other way.
 */
export function buyerItemsToRescore(
  buyerIndex: CandidateIndex,
  received: MatchItem,
  limit = RESCORE_LIMIT,
  budget = DEFAULT_MATCH_OPTIONS.postingBudget,
): ItemId[] {
  const byGtin = received.gtin ? buyerIndex.withGtin(received.gtin) : [];
  const { terms } = buyerIndex.queryOf(received);
  const blocked = buyerIndex.candidates(terms, limit, budget).map((ordinal) => buyerIndex.idOf(ordinal));
  return [...new Set([...byGtin, ...blocked])].slice(0, Math.max(limit, byGtin.length));
}
