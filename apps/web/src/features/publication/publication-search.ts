import { DATE_FILTER_DAYS } from '@tradepool/domain';
import type {
  CicState,
  DeliveryStatus,
  PublishedItemSearch,
  SubscriberItemSearch,
  SubscriberSummarySearch,
  PUBLISHED_ITEM_SORT_KEYS,
  SUBSCRIBER_ITEM_SORT_KEYS,
  SUBSCRIBER_SUMMARY_SORT_KEYS,
} from '@tradepool/domain';
import { gridSortFrom } from '../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';
import type { WizardKind } from './publication-paths';

export type SubscriberSummarySortKey = (typeof SUBSCRIBER_SUMMARY_SORT_KEYS)[number];
export type PublishedItemSortKey = (typeof PUBLISHED_ITEM_SORT_KEYS)[number];
export type SubscriberItemSortKey = (typeof SUBSCRIBER_ITEM_SORT_KEYS)[number];

/** Spec point 9: publication requests ask for 20 rows. */
export const PUBLICATION_PAGE_SIZE = 20;
/** Spec point 9: a keyword search asks for 25 rows in the publish wizard, 20 in the unpublish one. */
export const KEYWORD_PAGE_SIZE: Record<WizardKind, number> = { publish: 25, unpublish: 20 };

/** Spec point 9's default sorts: subscribers lower(name) ascending, published items by last update, newest
 * first, review and subscriber items by CIC status date, newest first. */
export const DEFAULT_SUBSCRIBER_SORT: GridSort<SubscriberSummarySortKey> = { sortBy: 'name', sortDesc: false };
export const DEFAULT_PUBLISHED_SORT: GridSort<PublishedItemSortKey> = { sortBy: 'lastUpdated', sortDesc: true };
export const DEFAULT_SUBSCRIBER_ITEM_SORT: GridSort<SubscriberItemSortKey> = {
  sortBy: 'cicStatusDate',
  sortDesc: true,
};

/** A sorter change on a grid whose server keys are `keys`; a cleared sort or another column gives `fallback`. */
export function sortFromKeys<Key extends string>(
  keys: readonly Key[],
  columnKey: unknown,
  order: GridSortOrder,
  fallback: GridSort<Key>,
): GridSort<Key> {
  const key = (keys as readonly unknown[]).includes(columnKey) ? (columnKey as Key) : undefined;
  return gridSortFrom(key, order, fallback);
}

/**
 * Spec point 9: the published item keyword search fires with more than 2 characters, or when the box is
 * emptied. Returns the keyword to search for, or null while the text is too short to search.
 */
export function searchableKeyword(text: string): string | null {
  const keyword = text.trim();
  return keyword.length === 0 || keyword.length > 2 ? keyword : null;
}

export const DATE_OPTIONS = DATE_FILTER_DAYS.map((days) => ({
  value: days,
  label: days === 0 ? 'All Dates' : `Last ${days} days`,
}));

export interface Paging {
  page: number;
  pageSize: number;
}

const pageRequest = <Key extends string>(paging: Paging, sort: GridSort<Key>) => ({
  rowCount: paging.pageSize,
  pageNumber: paging.page,
  sortBy: sort.sortBy,
  sortDesc: sort.sortDesc,
});

export function toSubscriberSummarySearch(
  paging: Paging,
  sort: GridSort<SubscriberSummarySortKey>,
): SubscriberSummarySearch {
  return pageRequest(paging, sort);
}

export interface ItemCriteria {
  /** The subscribers the wizard chose (publish: items not yet published to them; unpublish: published). */
  subscriberGlns?: readonly string[];
  keyword?: string;
  /** 0: all dates. The wizards look at every date: an item published long ago can still be withdrawn. */
  lastDays: number;
  /** The publish wizard: only the items that can be published (registered; outside GDSN, Validated). */
  publishableOnly?: boolean;
}

/**
 * The published (GTIN tab, unpublish wizard) and unpublished (publish wizard) item searches. Lower levels
 * come as rows of their own after their top item. `lastDays` is always sent: the server's default is 90.
 */
export function toPublishedItemSearch(
  criteria: ItemCriteria,
  paging: Paging,
  sort: GridSort<PublishedItemSortKey>,
): PublishedItemSearch {
  const search: PublishedItemSearch = {
    lastDays: criteria.lastDays,
    includeHierarchy: true,
    ...pageRequest(paging, sort),
  };
  if (criteria.publishableOnly) search.publishableOnly = true;
  if (criteria.subscriberGlns && criteria.subscriberGlns.length > 0)
    search.subscriberGln = [...criteria.subscriberGlns];
  const keyword = criteria.keyword?.trim();
  if (keyword) search.keyword = keyword;
  return search;
}

export interface SubscriberItemFilters {
  cicStatus: CicState | null;
  deliveryStatus: DeliveryStatus | null;
  /** 0: all dates; ignored while a from/to range is set. */
  lastDays: number;
  /** mm/dd/yyyy, as the server reads date filters. */
  fromDate: string | null;
  toDate: string | null;
  keyword: string;
}

export const DEFAULT_SUBSCRIBER_ITEM_FILTERS: SubscriberItemFilters = {
  cicStatus: null,
  deliveryStatus: null,
  lastDays: 0,
  fromDate: null,
  toDate: null,
  keyword: '',
};

/** The review screen's and a subscriber's items search: one subscriber or all, one CIC status or all. */
export function toSubscriberItemSearch(
  subscriberGln: string | null,
  filters: SubscriberItemFilters,
  paging: Paging,
  sort: GridSort<SubscriberItemSortKey>,
): SubscriberItemSearch {
  const ranged = filters.fromDate !== null || filters.toDate !== null;
  const search: SubscriberItemSearch = { lastDays: ranged ? 0 : filters.lastDays, ...pageRequest(paging, sort) };
  if (subscriberGln) search.subscriberGln = [subscriberGln];
  if (filters.cicStatus) search.status = filters.cicStatus;
  if (filters.deliveryStatus) search.deliveryStatus = filters.deliveryStatus;
  if (filters.fromDate) search.fromDate = filters.fromDate;
  if (filters.toDate) search.toDate = filters.toDate;
  const keyword = filters.keyword.trim();
  if (keyword) search.keyword = keyword;
  return search;
}
