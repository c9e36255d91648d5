import { CIC_STATE_LABELS, CIC_STATES, NOT_CONFIRMED, SUBSCRIBER_CATALOG_SORT_KEYS } from '@tradepool/domain';
import type {
  NutritionalFilter,
  SubscriberCatalogSearch,
  SubscriberCatalogSortKey,
  SubscriberCicFilter,
} from '@tradepool/domain';
import { gridSortFrom } from '../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';

export type SubscriberCatalogSort = GridSort<SubscriberCatalogSortKey>;

/** Spec point 9: the latest change first, as the supplier catalog. */
export const DEFAULT_SUBSCRIBER_SORT: SubscriberCatalogSort = { sortBy: 'modifiedTime', sortDesc: true };

/** The CIC status filter: the four GS1 states, and items not confirmed yet. */
export const CIC_FILTER_OPTIONS: readonly { value: SubscriberCicFilter; label: string }[] = [
  ...CIC_STATES.map((state) => ({ value: state, label: CIC_STATE_LABELS[state] })),
  { value: NOT_CONFIRMED, label: 'Not confirmed yet' },
];

export interface SubscriberFilters {
  /** Information provider GLNs. */
  publisherGlns: string[];
  brands: string[];
  cicStatuses: SubscriberCicFilter[];
  /** 0: all dates. */
  lastDays: number;
  /** Spec point 9: 1 Does have, 2 Does not have, null Select status. */
  productDataStatus: 1 | 2 | null;
  nutritionals: NutritionalFilter[];
  includeWithdrawn: boolean;
}

export const EMPTY_SUBSCRIBER_FILTERS: SubscriberFilters = {
  publisherGlns: [],
  brands: [],
  cicStatuses: [],
  lastDays: 0,
  productDataStatus: null,
  nutritionals: [],
  includeWithdrawn: false,
};

/** "Does (not) have" needs to know what: it narrows the grid once a status and a nutritional are chosen. */
const productDataApplies = (filters: SubscriberFilters) =>
  filters.productDataStatus !== null && filters.nutritionals.length > 0;

/** How many sidebar filters narrow (or, for withdrawn items, widen) the grid. */
export function activeSubscriberFilterCount(filters: SubscriberFilters): number {
  return [
    filters.publisherGlns.length > 0,
    filters.brands.length > 0,
    filters.cicStatuses.length > 0,
    filters.lastDays > 0,
    productDataApplies(filters),
    filters.includeWithdrawn,
  ].filter(Boolean).length;
}

/** What the route or the search box asks for, before the sidebar's filters. */
export interface SubscriberCriteria {
  receivedItemId: number | null;
  keyword: string | null;
  gtin: string | null;
}

/**
 * Issue 35: every received item is asked for, no search and no filter, so an empty answer means nothing was
 * received yet (a new subscriber's), which leads to *Create subscription* rather than "no match".
 */
export function asksAllReceived(criteria: SubscriberCriteria, filters: SubscriberFilters): boolean {
  return (
    criteria.receivedItemId === null &&
    !criteria.keyword &&
    !criteria.gtin &&
    activeSubscriberFilterCount(filters) === 0
  );
}

/** The screen's state → the `catalogs/subscriber/search` body; empty filters stay out of it. */
export function toSubscriberSearch(
  criteria: SubscriberCriteria,
  filters: SubscriberFilters,
  paging: { page: number; pageSize: number },
  sort: SubscriberCatalogSort,
): SubscriberCatalogSearch {
  const search: SubscriberCatalogSearch = {
    rowCount: paging.pageSize,
    pageNumber: paging.page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
  if (criteria.receivedItemId !== null) search.id = criteria.receivedItemId;
  else if (criteria.gtin) search.gtin = criteria.gtin;
  if (criteria.keyword) search.keyword = criteria.keyword;
  if (filters.publisherGlns.length > 0) search.publisherGlns = filters.publisherGlns;
  if (filters.brands.length > 0) search.brands = filters.brands;
  if (filters.cicStatuses.length > 0) search.cicStatuses = filters.cicStatuses;
  if (filters.lastDays > 0) search.lastDays = filters.lastDays;
  if (productDataApplies(filters)) {
    search.productDataStatus = filters.productDataStatus;
    search.nutritionals = filters.nutritionals;
  }
  if (filters.includeWithdrawn) search.includeWithdrawn = true;
  return search;
}

const isSortKey = (key: unknown): key is SubscriberCatalogSortKey =>
  typeof key === 'string' && (SUBSCRIBER_CATALOG_SORT_KEYS as readonly string[]).includes(key);

/** An antd sorter change → the server sort; the third click returns to the default. */
export function subscriberSortFrom(columnKey: unknown, order: GridSortOrder): SubscriberCatalogSort {
  return gridSortFrom(isSortKey(columnKey) ? columnKey : undefined, order, DEFAULT_SUBSCRIBER_SORT);
}
