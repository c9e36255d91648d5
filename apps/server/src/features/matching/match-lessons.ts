import type { ItemId } from './match-item.js';
import type { MatchReason } from './score-pair.js';

/**
 * What the buyer taught the engine, by the caller's ids: the pairs it rejected are never proposed, and the
 * received items carrying a publisher code it confirmed for a buyer item are proposed first, at 100. The
 * job that reads them from the database says how a lesson outlives a received item (docs/MATCHING.md).
 */
export interface MatchLessons {
  isRejected(buyerId: ItemId, receivedId: ItemId): boolean;
  confirmedFor(buyerId: ItemId): readonly ItemId[];
}

export const NO_LESSONS: MatchLessons = { isRejected: () => false, confirmedFor: () => [] };

/** A confirmed code is the buyer's own word: nothing the score card finds outranks it. */
export const CONFIRMED_SCORE = 100;

export const CONFIRMED_REASON: MatchReason = {
  factor: 'confirmed',
  effect: 'for',
  detail: "you matched this publisher's item to this item before",
};

/** Lessons from plain lists, for tests and benches: rejected `[buyerId, receivedId]` pairs, confirmed ids per buyer item. */
export function lessonsOf(
  rejected: readonly (readonly [ItemId, ItemId])[],
  confirmed: ReadonlyMap<ItemId, readonly ItemId[]> = new Map(),
): MatchLessons {
  const keys = new Set(rejected.map(([buyerId, receivedId]) => pairKey(buyerId, receivedId)));
  return {
    isRejected: (buyerId, receivedId) => keys.has(pairKey(buyerId, receivedId)),
    confirmedFor: (buyerId) => confirmed.get(buyerId) ?? [],
  };
}

const pairKey = (buyerId: ItemId, receivedId: ItemId) =>
  `${typeof buyerId}:${buyerId}|${typeof receivedId}:${receivedId}`;
