import type { UnmatchedItemSearch } from '@tradepool/domain';
import type { GridSort } from '../../lib/grid-sort';

export type UnmatchedSortKey = NonNullable<UnmatchedItemSearch['sortBy']>;
export type UnmatchedSort = GridSort<UnmatchedSortKey>;

/** The server's order: confident matches first, then candidates, then no match, each by product code. */
export const DEFAULT_UNMATCHED_SORT: UnmatchedSort = { sortBy: 'decision', sortDesc: false };

/** The decisions an unmatched item may have, as the list's filter offers them ('all': no filter). */
export type DecisionFilter = 'all' | NonNullable<UnmatchedItemSearch['decisions']>[number];

export function decisionsOf(filter: DecisionFilter): UnmatchedItemSearch['decisions'] {
  return filter === 'all' ? null : [filter];
}

/** The toggle of an item's candidates: "Show 3 candidates", "Show 1 candidate", "Hide candidates". */
export function candidatesToggleText(count: number, open: boolean): string {
  if (open) return count === 1 ? 'Hide candidate' : 'Hide candidates';
  return `Show ${count} candidate${count === 1 ? '' : 's'}`;
}

/**
 * The keyword a search box's submit asks for, or null when there is nothing to ask. Spec point 5 skips the
 * unmatched-item search for an empty keyword: the screen lists every item on entry, so an empty submit over
 * that list asks nothing, and one that clears a keyword returns to that first list (already read, and held
 * by the query cache) rather than leave a filtered list under an empty box. Repeating the shown keyword asks
 * nothing either.
 */
export function unmatchedKeyword(shown: string, typed: string): string | null {
  const keyword = typed.trim();
  return keyword === shown ? null : keyword;
}

/** Where an item stands in the grid's order, over all its pages: page from 1, index within the page. */
export interface GridPlace {
  page: number;
  index: number;
}

/**
 * The place of the next or previous item in the grid's order, for the modal's buttons; null past either end.
 * `gone`: the item shown left the list meanwhile (matched), so the one after it has moved into its place.
 */
export function stepPlace(
  place: GridPlace,
  step: 1 | -1,
  { pageSize, totalRows, gone = false }: { pageSize: number; totalRows: number; gone?: boolean },
): GridPlace | null {
  const at = (place.page - 1) * pageSize + place.index + (gone && step === 1 ? 0 : step);
  if (at < 0 || at >= totalRows) return null;
  return { page: Math.floor(at / pageSize) + 1, index: at % pageSize };
}
