import {
  CATALOG_SORT_KEYS,
  CATALOG_STATUS_HINTS,
  CATALOG_STATUS_LABELS,
  DATE_FILTER_DAYS,
  NUTRITIONAL_FILTERS,
} from '@tradepool/domain';
import type { CatalogStatus } from '@tradepool/domain';
import type { CatalogSearch, CatalogSortKey, NutritionalFilter } from '@tradepool/domain';
import { gridSortFrom } from '../../lib/grid-sort';
import { CATALOG_PATH } from './catalog-params';
import type { GridSort, GridSortOrder } from '../../lib/grid-sort';

export type CatalogTab = 'active' | 'deleted';
export type CatalogSort = GridSort<CatalogSortKey>;

/** Spec point 9: the catalog sorts by last modification, newest first; the Deleted tab by deletion time. */
export const DEFAULT_CATALOG_SORT: Record<CatalogTab, CatalogSort> = {
  active: { sortBy: 'modifiedTime', sortDesc: true },
  deleted: { sortBy: 'actionTime', sortDesc: true },
};

/** What the route or the search box asks for, before the sidebar's filters. */
export interface CatalogCriteria {
  catalogItemId: number | null;
  keyword: string | null;
  gtin: string | null;
}

export const NO_CRITERIA: CatalogCriteria = { catalogItemId: null, keyword: null, gtin: null };

/**
 * Issue 35: the whole active catalog is asked for, no search and no filter, so an empty answer means an empty
 * catalog (a new publisher's), which leads to the GTIN template and the upload rather than "no match".
 */
export function asksWholeCatalog(tab: CatalogTab, criteria: CatalogCriteria, filters: CatalogFilters): boolean {
  return (
    tab === 'active' &&
    criteria.catalogItemId === null &&
    !criteria.keyword &&
    !criteria.gtin &&
    activeFilterCount(filters) === 0
  );
}

const statusOption = <Value extends CatalogStatus>(value: Value, codes: readonly CatalogStatus[]) => ({
  value,
  label: codes.map((code) => CATALOG_STATUS_LABELS[code]).join(' / '),
  /** Each status with its meaning, for the option's tooltip. */
  hint: codes.map((code) => `${CATALOG_STATUS_LABELS[code]}: ${CATALOG_STATUS_HINTS[code]}`).join(' '),
  codes,
});

/**
 * Spec point 4: the registration status filter offers 1 Not Ready (which also takes 2, Ready to validate:
 * complete, waiting for the GDSN validation), 3, 5 and 9. The value is the first code of each option.
 */
export const REGISTRATION_STATUS_OPTIONS = [
  statusOption(1, [1, 2]),
  statusOption(3, [3]),
  statusOption(5, [5]),
  statusOption(9, [9]),
] as const;
export type RegistrationStatusOption = (typeof REGISTRATION_STATUS_OPTIONS)[number]['value'];

export const DATE_RANGE_OPTIONS = DATE_FILTER_DAYS.map((days) => ({
  value: days,
  label: days === 0 ? 'All Dates' : `Last ${days} days`,
}));

export interface CatalogFilters {
  registrationStatuses: RegistrationStatusOption[];
  /** User ids of the authors. */
  authors: number[];
  /** 0: all dates. */
  lastDays: number;
  brands: string[];
  /** Spec point 9: 1 Does have, 2 Does not have, null Select status. */
  productDataStatus: 1 | 2 | null;
  nutritionals: NutritionalFilter[];
  /** Spec point 4: 1 Published Items, 2 Unpublished Items, null either. */
  publicationStatus: 1 | 2 | null;
  subscriberGlns: string[];
}

export const EMPTY_FILTERS: CatalogFilters = {
  registrationStatuses: [],
  authors: [],
  lastDays: 0,
  brands: [],
  productDataStatus: null,
  nutritionals: [],
  publicationStatus: null,
  subscriberGlns: [],
};

/** How many sidebar filters narrow the grid (the product data status counts once, with its nutritionals). */
export function activeFilterCount(filters: CatalogFilters): number {
  return [
    filters.registrationStatuses.length > 0,
    filters.authors.length > 0,
    filters.lastDays > 0,
    filters.brands.length > 0,
    productDataApplies(filters),
    filters.publicationStatus !== null,
    filters.subscriberGlns.length > 0,
  ].filter(Boolean).length;
}

/** "Does (not) have" needs to know what: it narrows the grid once a status and a nutritional are chosen. */
function productDataApplies(filters: CatalogFilters): boolean {
  return filters.productDataStatus !== null && filters.nutritionals.length > 0;
}

export interface CatalogPaging {
  page: number;
  pageSize: number;
}

/** The grid's state → the `catalogs/search` (or `searchDeleted`) body; empty filters stay out of it. */
export function toCatalogSearch(
  criteria: CatalogCriteria,
  filters: CatalogFilters,
  paging: CatalogPaging,
  sort: CatalogSort,
): CatalogSearch {
  const search: CatalogSearch = {
    rowCount: paging.pageSize,
    pageNumber: paging.page,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
  };
  if (criteria.catalogItemId !== null) search.id = criteria.catalogItemId;
  else if (criteria.gtin) search.gtin = criteria.gtin;
  if (criteria.keyword) search.keyword = criteria.keyword;
  if (filters.registrationStatuses.length > 0) {
    search.registrationStatuses = REGISTRATION_STATUS_OPTIONS.filter((option) =>
      filters.registrationStatuses.includes(option.value),
    ).flatMap((option) => option.codes);
  }
  if (filters.authors.length > 0) search.authors = filters.authors;
  if (filters.lastDays > 0) search.lastDays = filters.lastDays;
  if (filters.brands.length > 0) search.brands = filters.brands;
  if (productDataApplies(filters)) {
    search.productDataStatus = filters.productDataStatus;
    search.nutritionals = filters.nutritionals;
  }
  if (filters.publicationStatus !== null) search.publicationStatus = filters.publicationStatus;
  if (filters.subscriberGlns.length > 0) search.subscriberGlns = filters.subscriberGlns;
  return search;
}

export function isCatalogSortKey(key: unknown): key is CatalogSortKey {
  return typeof key === 'string' && (CATALOG_SORT_KEYS as readonly string[]).includes(key);
}

/** An antd sorter change → the server sort; the third click returns to the tab's default. */
export function catalogSortFrom(tab: CatalogTab, columnKey: unknown, order: GridSortOrder): CatalogSort {
  return gridSortFrom(isCatalogSortKey(columnKey) ? columnKey : undefined, order, DEFAULT_CATALOG_SORT[tab]);
}

/**
 * A link into the catalog already filtered (the home page's numbers): a registration status option, the
 * publication status, or "Does have" one kind of product data. Written in the query string, which the
 * catalog reads once when it opens; the sidebar then shows the filter like any other.
 */
export interface CatalogFilterLink {
  status?: RegistrationStatusOption;
  published?: 1 | 2;
  has?: NutritionalFilter;
}

const FILTER_PARAMS = { status: 'status', published: 'published', has: 'has' } as const;

export function catalogFilterPath(link: CatalogFilterLink): string {
  const query = new URLSearchParams();
  if (link.status !== undefined) query.set(FILTER_PARAMS.status, String(link.status));
  if (link.published !== undefined) query.set(FILTER_PARAMS.published, String(link.published));
  if (link.has !== undefined) query.set(FILTER_PARAMS.has, link.has);
  const text = query.toString();
  return text ? `${CATALOG_PATH}?${text}` : CATALOG_PATH;
}

/** The sidebar's filters a catalog link asks for; anything unknown is left out. */
export function filtersFromQuery(query: URLSearchParams): CatalogFilters {
  const status = Number(query.get(FILTER_PARAMS.status));
  const published = Number(query.get(FILTER_PARAMS.published));
  const has = query.get(FILTER_PARAMS.has);
  const option = REGISTRATION_STATUS_OPTIONS.find((o) => o.value === status);
  const kind = (NUTRITIONAL_FILTERS as readonly (string | null)[]).includes(has) ? (has as NutritionalFilter) : null;
  return {
    ...EMPTY_FILTERS,
    registrationStatuses: option ? [option.value] : [],
    publicationStatus: published === 1 || published === 2 ? published : null,
    productDataStatus: kind ? 1 : null,
    nutritionals: kind ? [kind] : [],
  };
}
