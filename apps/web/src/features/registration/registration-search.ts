import {
  DATE_FILTER_DAYS,
  DEFAULT_LAST_DAYS,
  REGISTRATION_SORT_KEYS,
  REGISTRATION_STATUS,
  REGISTRATION_STATUS_HINTS,
  REGISTRATION_STATUS_LABELS,
} from '@tradepool/domain';
import type { RegistrationSearch, RegistrationStatus, RegistrationTotals } from '@tradepool/domain';
import { gridSortFrom } from '../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';

export type RegistrationSortKey = (typeof REGISTRATION_SORT_KEYS)[number] | 'modifiedTime';
export type RegistrationSort = GridSort<RegistrationSortKey>;

/** Spec point 9: the registration lists ask for 20 rows at a time. */
export const REGISTRATION_PAGE_SIZE = 20;

/** Spec point 9: the registration list and the register screen sort by last update, newest first. */
export const DEFAULT_REGISTRATION_SORT: RegistrationSort = { sortBy: 'lastUpdated', sortDesc: true };
/** Spec point 9: the rejected (fix) list sorts by modification time, newest first. */
export const FIX_SORT: RegistrationSort = { sortBy: 'modifiedTime', sortDesc: true };

export const REGISTRATION_DATE_OPTIONS = DATE_FILTER_DAYS.map((days) => ({
  value: days,
  label: days === 0 ? 'All Dates' : `Last ${days} days`,
}));

export interface RegistrationFilters {
  status: RegistrationStatus | null;
  /** The author's user name. */
  userName: string | null;
  /** 0: all dates. */
  lastDays: number;
  keyword: string;
}

export const DEFAULT_REGISTRATION_FILTERS: RegistrationFilters = {
  status: null,
  userName: null,
  lastDays: DEFAULT_LAST_DAYS,
  keyword: '',
};

/**
 * Spec point 9: the register screen lists Ready items (status 1), the fix screen Rejected ones (status 4).
 * A Ready item waits for registration however long ago it was validated, so the register screen shows all dates.
 */
export const REGISTER_FILTERS: RegistrationFilters = {
  ...DEFAULT_REGISTRATION_FILTERS,
  status: REGISTRATION_STATUS.ready,
  lastDays: 0,
};
export const FIX_FILTERS: RegistrationFilters = {
  ...DEFAULT_REGISTRATION_FILTERS,
  status: REGISTRATION_STATUS.rejected,
};

export interface RegistrationPaging {
  page: number;
  pageSize: number;
}

/**
 * The screen's state → the registration search. `lastDays` is always sent, 0 included: the server's default
 * is 90, so leaving it out could not ask for All Dates.
 */
export function toRegistrationSearch(
  filters: RegistrationFilters,
  paging: RegistrationPaging,
  sort: RegistrationSort,
): RegistrationSearch {
  const search: RegistrationSearch = {
    lastDays: filters.lastDays,
    rowCount: paging.pageSize,
    pageNumber: paging.page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
  if (filters.status !== null) search.status = filters.status;
  if (filters.userName) search.userName = filters.userName;
  const keyword = filters.keyword.trim();
  if (keyword) search.keyword = keyword;
  return search;
}

export function isRegistrationSortKey(key: unknown): key is RegistrationSortKey {
  return key === 'modifiedTime' || (REGISTRATION_SORT_KEYS as readonly unknown[]).includes(key);
}

/** An antd sorter change → the server sort; the third click returns to the screen's default. */
export function registrationSortFrom(
  columnKey: unknown,
  order: GridSortOrder,
  fallback: RegistrationSort,
): RegistrationSort {
  return gridSortFrom(isRegistrationSortKey(columnKey) ? columnKey : undefined, order, fallback);
}

export interface TotalCard {
  key: keyof RegistrationTotals;
  status: RegistrationStatus;
  label: string;
  /** What the count is of. */
  hint: string;
}

const totalCard = (key: keyof RegistrationTotals, status: RegistrationStatus): TotalCard => ({
  key,
  status,
  label: REGISTRATION_STATUS_LABELS[status],
  hint: REGISTRATION_STATUS_HINTS[status],
});

/** Spec point 3, "Registration totals", in the spec's order, each card with the status it filters by. */
export const TOTAL_CARDS: readonly TotalCard[] = [
  totalCard('ready', REGISTRATION_STATUS.ready),
  totalCard('rejected', REGISTRATION_STATUS.rejected),
  totalCard('submitted', REGISTRATION_STATUS.submitted),
  totalCard('registered', REGISTRATION_STATUS.registered),
];

/** A totals card click filters by its status; clicking the card already filtering clears the filter. */
export function toggleStatus(filters: RegistrationFilters, status: RegistrationStatus): RegistrationFilters {
  return { ...filters, status: filters.status === status ? null : status };
}
