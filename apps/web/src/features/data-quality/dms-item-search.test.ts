import { describe, expect, it } from 'vitest';
import {
  DEFAULT_DMS_ITEM_SORT,
  EMPTY_DMS_FILTERS,
  activeDmsFilterCount,
  findByOptions,
  toDmsItemSearch,
} from './dms-item-search';

const query = {
  publisherGln: '0614141000012',
  view: 4 as const,
  filters: EMPTY_DMS_FILTERS,
  keyword: '',
  findBy: 'gtin' as const,
  sort: DEFAULT_DMS_ITEM_SORT,
  page: 1,
  pageSize: 25,
};

describe('the item list search', () => {
  it('asks for the view with no filters, newest first', () => {
    expect(toDmsItemSearch(query)).toEqual({
      publisherGln: '0614141000012',
      listView: 4,
      statuses: null,
      notifications: null,
      matchCounts: null,
      tabCount: null,
      synced: -1,
      keyword: null,
      findBy: null,
      sortBy: 'modifiedTime',
      sortDesc: true,
      pageNumber: 1,
      rowCount: 25,
    });
  });

  it('passes the filter panels as the codes of spec point 4, and the keyword with what it finds by', () => {
    const search = toDmsItemSearch({
      ...query,
      filters: { statuses: [11, 4], notifications: [2], matchCounts: ['4+'], tabs: ['nutritional'], synced: 1 },
      keyword: '  cola ',
      findBy: 'description',
    });
    expect(search).toMatchObject({
      statuses: [11, 4],
      notifications: [2],
      matchCounts: ['4+'],
      tabCount: ['nutritional'],
      synced: 1,
      keyword: 'cola',
      findBy: 'description',
    });
  });

  it('counts the panels that narrow the list', () => {
    expect(activeDmsFilterCount(EMPTY_DMS_FILTERS)).toBe(0);
    expect(activeDmsFilterCount({ ...EMPTY_DMS_FILTERS, statuses: [10, 12], synced: 0 })).toBe(2);
  });

  it('finds a non-GDSN publisher’s items by product code instead of GTIN', () => {
    expect(findByOptions(true).map((o) => o.label)).toEqual(['GTIN', 'Description']);
    expect(findByOptions(false).map((o) => o.label)).toEqual(['Product Code', 'Description']);
  });
});
