import { describe, expect, it } from 'vitest';
import { catalogSearchSchema } from '@tradepool/domain';
import {
  DEFAULT_CATALOG_SORT,
  EMPTY_FILTERS,
  NO_CRITERIA,
  REGISTRATION_STATUS_OPTIONS,
  activeFilterCount,
  asksWholeCatalog,
  catalogFilterPath,
  catalogSortFrom,
  filtersFromQuery,
  toCatalogSearch,
} from './catalog-search';

const FIRST_PAGE = { page: 1, pageSize: 25 };

describe('REGISTRATION_STATUS_OPTIONS', () => {
  it('pairs Not Ready with Ready to validate, and says what each status means', () => {
    expect(REGISTRATION_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'Not Ready / Ready to validate',
      'In Process',
      'Validated',
      'Failed',
    ]);
    const [notReady] = REGISTRATION_STATUS_OPTIONS;
    expect(notReady.hint).toMatch(/^Not Ready: .+ Ready to validate: .*GDSN validation/);
  });
});

describe('toCatalogSearch', () => {
  it('sends paging and the default sort only, without criteria or filters', () => {
    const search = toCatalogSearch(NO_CRITERIA, EMPTY_FILTERS, FIRST_PAGE, DEFAULT_CATALOG_SORT.active);
    expect(search).toEqual({ rowCount: 25, pageNumber: 1, sortBy: 'modifiedTime', sortDesc: true });
    expect(catalogSearchSchema.safeParse(search).success).toBe(true);
  });

  it('maps every sidebar filter, Not Ready also taking Ready (2)', () => {
    const search = toCatalogSearch(
      { catalogItemId: null, keyword: 'oat', gtin: null },
      {
        registrationStatuses: [9, 1],
        authors: [4],
        lastDays: 30,
        brands: ['Northwind'],
        productDataStatus: 2,
        nutritionals: ['allergens', 'nutritional'],
        publicationStatus: 1,
        subscriberGlns: ['0614141000012'],
      },
      { page: 3, pageSize: 50 },
      DEFAULT_CATALOG_SORT.deleted,
    );
    expect(search).toEqual({
      rowCount: 50,
      pageNumber: 3,
      sortBy: 'actionTime',
      sortDesc: true,
      keyword: 'oat',
      registrationStatuses: [1, 2, 9],
      authors: [4],
      lastDays: 30,
      brands: ['Northwind'],
      productDataStatus: 2,
      nutritionals: ['allergens', 'nutritional'],
      publicationStatus: 1,
      subscriberGlns: ['0614141000012'],
    });
    expect(catalogSearchSchema.safeParse(search).success).toBe(true);
  });

  it('looks an item up by id before GTIN', () => {
    const byId = toCatalogSearch(
      { catalogItemId: 42, keyword: null, gtin: '00012345678905' },
      EMPTY_FILTERS,
      FIRST_PAGE,
      DEFAULT_CATALOG_SORT.active,
    );
    expect(byId.id).toBe(42);
    expect(byId.gtin).toBeUndefined();
    const byGtin = toCatalogSearch(
      { catalogItemId: null, keyword: null, gtin: '00012345678905' },
      EMPTY_FILTERS,
      FIRST_PAGE,
      DEFAULT_CATALOG_SORT.active,
    );
    expect(byGtin.gtin).toBe('00012345678905');
  });

  it('leaves the product data status out until a nutritional is chosen', () => {
    const filters = { ...EMPTY_FILTERS, productDataStatus: 1 as const };
    const search = toCatalogSearch(NO_CRITERIA, filters, FIRST_PAGE, DEFAULT_CATALOG_SORT.active);
    expect(search.productDataStatus).toBeUndefined();
    expect(activeFilterCount(filters)).toBe(0);
    expect(activeFilterCount({ ...filters, nutritionals: ['marketing'], brands: ['A'] })).toBe(2);
  });
});

describe('catalogSortFrom', () => {
  it("sorts by the column's server key, and falls back to the tab's default", () => {
    expect(catalogSortFrom('active', 'gtin', 'ascend')).toEqual({ sortBy: 'gtin', sortDesc: false });
    expect(catalogSortFrom('active', 'gtin', null)).toBe(DEFAULT_CATALOG_SORT.active);
    expect(catalogSortFrom('deleted', 'authorName', 'descend')).toBe(DEFAULT_CATALOG_SORT.deleted);
  });
});

describe('catalog filter links', () => {
  it('open the catalog with the sidebar filter a number counts', () => {
    expect(catalogFilterPath({})).toBe('/catalog');
    expect(catalogFilterPath({ status: 9 })).toBe('/catalog?status=9');
    const path = catalogFilterPath({ published: 1, has: 'marketing' });
    const filters = filtersFromQuery(new URLSearchParams(path.split('?')[1]));
    expect(filters).toEqual({
      ...EMPTY_FILTERS,
      publicationStatus: 1,
      productDataStatus: 1,
      nutritionals: ['marketing'],
    });
    const search = toCatalogSearch(NO_CRITERIA, filters, FIRST_PAGE, DEFAULT_CATALOG_SORT.active);
    expect(search).toMatchObject({ publicationStatus: 1, productDataStatus: 1, nutritionals: ['marketing'] });
  });

  it('reads Not Ready as the option that takes Ready to validate too, and leaves out what it does not know', () => {
    const notReady = filtersFromQuery(new URLSearchParams('status=1'));
    expect(
      toCatalogSearch(NO_CRITERIA, notReady, FIRST_PAGE, DEFAULT_CATALOG_SORT.active).registrationStatuses,
    ).toEqual([1, 2]);
    expect(filtersFromQuery(new URLSearchParams('status=2&published=7&has=gluten'))).toEqual(EMPTY_FILTERS);
  });
});

describe('asksWholeCatalog', () => {
  it('is the active catalog with no search and no filter (an empty answer means an empty catalog)', () => {
    expect(asksWholeCatalog('active', NO_CRITERIA, EMPTY_FILTERS)).toBe(true);
    expect(asksWholeCatalog('deleted', NO_CRITERIA, EMPTY_FILTERS)).toBe(false);
    expect(asksWholeCatalog('active', { ...NO_CRITERIA, keyword: 'milk' }, EMPTY_FILTERS)).toBe(false);
    expect(asksWholeCatalog('active', { ...NO_CRITERIA, catalogItemId: 3 }, EMPTY_FILTERS)).toBe(false);
    expect(asksWholeCatalog('active', NO_CRITERIA, { ...EMPTY_FILTERS, lastDays: 30 })).toBe(false);
  });
});
