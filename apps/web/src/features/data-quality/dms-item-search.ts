import type { DmsItemSearch, DmsItemView, DmsMatchCount, DmsTab } from '@tradepool/domain';
import type { GridSort } from '../../lib/grid-sort';

export type DmsItemSortKey = NonNullable<DmsItemSearch['sortBy']>;
export type DmsItemSort = GridSort<DmsItemSortKey>;

/** Spec point 9: the latest CIN first. */
export const DEFAULT_DMS_ITEM_SORT: DmsItemSort = { sortBy: 'modifiedTime', sortDesc: true };

/** The sort menu: each choice names the order it gives, as a buyer reads it. */
export const DMS_SORT_OPTIONS: readonly { key: string; label: string; sort: DmsItemSort }[] = [
  { key: 'newest', label: 'Date: Newest → Oldest', sort: DEFAULT_DMS_ITEM_SORT },
  { key: 'oldest', label: 'Date: Oldest → Newest', sort: { sortBy: 'modifiedTime', sortDesc: false } },
  { key: 'gtinDesc', label: 'GTIN: Highest → Lowest', sort: { sortBy: 'gtin', sortDesc: true } },
  { key: 'gtinAsc', label: 'GTIN: Lowest → Highest', sort: { sortBy: 'gtin', sortDesc: false } },
  { key: 'description', label: 'Description: A → Z', sort: { sortBy: 'description', sortDesc: false } },
  { key: 'matches', label: 'Most matches first', sort: { sortBy: 'matchedCount', sortDesc: true } },
];

/** Spec point 9: the item detail's list sorts by date or GTIN only, the latest first. */
export const DMS_DETAIL_SORT_OPTIONS = DMS_SORT_OPTIONS.filter((o) =>
  ['newest', 'oldest', 'gtinDesc', 'gtinAsc'].includes(o.key),
);

export function sortOptionKey(sort: DmsItemSort): string | undefined {
  return DMS_SORT_OPTIONS.find((o) => o.sort.sortBy === sort.sortBy && o.sort.sortDesc === sort.sortDesc)?.key;
}

/** The filter panels of the item list (spec point 4's codes). */
export interface DmsItemFilters {
  /** 11 New, 10 Review, 12 Sync'd, 4 Reject. */
  statuses: (11 | 10 | 12 | 4)[];
  /** 2 Changed, 1 Follow-Up, 3 Exceptions. */
  notifications: (1 | 2 | 3)[];
  matchCounts: DmsMatchCount[];
  tabs: DmsTab[];
  /** 1 synchronised at least once, 0 never, -1 either. */
  synced: -1 | 0 | 1;
}

export const EMPTY_DMS_FILTERS: DmsItemFilters = {
  statuses: [],
  notifications: [],
  matchCounts: [],
  tabs: [],
  synced: -1,
};

export function activeDmsFilterCount(filters: DmsItemFilters): number {
  return [
    filters.statuses.length > 0,
    filters.notifications.length > 0,
    filters.matchCounts.length > 0,
    filters.tabs.length > 0,
    filters.synced !== -1,
  ].filter(Boolean).length;
}

/** Find by: GTIN or Description; a non-GDSN publisher's items (type 6) carry product codes instead of GTINs. */
export function findByOptions(isGdsn: boolean): { value: 'gtin' | 'productCode' | 'description'; label: string }[] {
  return [
    isGdsn ? { value: 'gtin', label: 'GTIN' } : { value: 'productCode', label: 'Product Code' },
    { value: 'description', label: 'Description' },
  ];
}

export interface DmsItemQuery {
  publisherGln: string;
  view: DmsItemView;
  filters: DmsItemFilters;
  keyword: string;
  findBy: 'gtin' | 'productCode' | 'description';
  sort: DmsItemSort;
  page: number;
  pageSize: number;
}

/** The request of `POST catalogs/publisherItemsList` (and, for the counts under the filters, `publisherItems`). */
export function toDmsItemSearch(query: DmsItemQuery): DmsItemSearch {
  const { filters } = query;
  const keyword = query.keyword.trim();
  return {
    publisherGln: query.publisherGln,
    listView: query.view,
    statuses: filters.statuses.length ? filters.statuses : null,
    notifications: filters.notifications.length ? filters.notifications : null,
    matchCounts: filters.matchCounts.length ? filters.matchCounts : null,
    tabCount: filters.tabs.length ? filters.tabs : null,
    synced: filters.synced,
    keyword: keyword || null,
    findBy: keyword ? query.findBy : null,
    sortBy: query.sort.sortBy,
    sortDesc: query.sort.sortDesc,
    pageNumber: query.page,
    rowCount: query.pageSize,
  };
}
