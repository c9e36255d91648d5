import type { CandidateIndex } from './candidate-index.js';
import { RivalBoard } from './competition.js';
import {
  DEFAULT_MATCH_OPTIONS,
  possibleMatches,
  scoreBuyerItem,
  type BuyerItemMatch,
  type MatchOptions,
} from './match-buyer-item.js';
import type { MatchItem } from './match-item.js';

/**
 * A buyer's whole item master against one index: every buyer item scored, then the competition between
 * buyer items for the same received item settled, then the threshold applied. The results come one buyer
 * item at a time, so a job can write them in batches without holding them all.
 */
export function* matchCatalog(
  index: CandidateIndex,
  buyers: readonly MatchItem[],
  options: MatchOptions = DEFAULT_MATCH_OPTIONS,
): Generator<BuyerItemMatch> {
  const scored = buyers.map((buyer) => scoreBuyerItem(index, buyer, options));
  const rivals = new RivalBoard();
  for (const { buyerId, candidates } of scored) {
    for (const { receivedId, score } of candidates) rivals.offer(receivedId, buyerId, score);
  }
  for (let i = 0; i < buyers.length; i++) yield possibleMatches(index, buyers[i]!, scored[i]!, options, rivals);
}
