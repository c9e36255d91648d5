import { describe, expect, it } from 'vitest';
import { PUBLISHED_ITEM_SORT_KEYS, publishedItemSearchSchema, subscriberItemSearchSchema } from '@tradepool/domain';
import {
  DATE_OPTIONS,
  DEFAULT_PUBLISHED_SORT,
  DEFAULT_SUBSCRIBER_ITEM_FILTERS,
  DEFAULT_SUBSCRIBER_ITEM_SORT,
  DEFAULT_SUBSCRIBER_SORT,
  searchableKeyword,
  sortFromKeys,
  toPublishedItemSearch,
  toSubscriberItemSearch,
  toSubscriberSummarySearch,
} from './publication-search';

const PAGING = { page: 2, pageSize: 20 };

describe('searchableKeyword', () => {
  it('searches with more than 2 characters or an emptied box', () => {
    expect(searchableKeyword('')).toBe('');
    expect(searchableKeyword('   ')).toBe('');
    expect(searchableKeyword('oa')).toBeNull();
    expect(searchableKeyword(' oat ')).toBe('oat');
  });
});

describe('sortFromKeys', () => {
  it("takes a column's server key and falls back to the default", () => {
    expect(sortFromKeys(PUBLISHED_ITEM_SORT_KEYS, 'gtin', 'ascend', DEFAULT_PUBLISHED_SORT)).toEqual({
      sortBy: 'gtin',
      sortDesc: false,
    });
    expect(sortFromKeys(PUBLISHED_ITEM_SORT_KEYS, 'subscribers', 'ascend', DEFAULT_PUBLISHED_SORT)).toBe(
      DEFAULT_PUBLISHED_SORT,
    );
    expect(sortFromKeys(PUBLISHED_ITEM_SORT_KEYS, 'gtin', null, DEFAULT_PUBLISHED_SORT)).toBe(DEFAULT_PUBLISHED_SORT);
  });
});

describe('the searches', () => {
  it('ask for the subscribers by lower(name) ascending', () => {
    expect(toSubscriberSummarySearch(PAGING, DEFAULT_SUBSCRIBER_SORT)).toEqual({
      rowCount: 20,
      pageNumber: 2,
      sortBy: 'name',
      sortDesc: false,
    });
  });

  it('ask for published items with their hierarchy, the chosen subscribers and keyword', () => {
    const search = toPublishedItemSearch(
      { subscriberGlns: ['0843912000016'], keyword: ' oat ', lastDays: 0 },
      PAGING,
      DEFAULT_PUBLISHED_SORT,
    );
    expect(search).toEqual({
      lastDays: 0,
      includeHierarchy: true,
      subscriberGln: ['0843912000016'],
      keyword: 'oat',
      rowCount: 20,
      pageNumber: 2,
      sortBy: 'lastUpdated',
      sortDesc: true,
    });
    expect(publishedItemSearchSchema.safeParse(search).success).toBe(true);
    expect(
      toPublishedItemSearch({ subscriberGlns: [], keyword: '', lastDays: 90 }, PAGING, DEFAULT_PUBLISHED_SORT),
    ).not.toHaveProperty('subscriberGln');
  });

  it('ask for a subscriber’s items by CIC status and dates, a range replacing the last days', () => {
    const search = toSubscriberItemSearch(
      '0843912000016',
      {
        cicStatus: 'REVIEW',
        deliveryStatus: 'delivered',
        lastDays: 30,
        fromDate: '03/01/2026',
        toDate: null,
        keyword: '',
      },
      PAGING,
      DEFAULT_SUBSCRIBER_ITEM_SORT,
    );
    expect(search).toEqual({
      lastDays: 0,
      subscriberGln: ['0843912000016'],
      status: 'REVIEW',
      deliveryStatus: 'delivered',
      fromDate: '03/01/2026',
      rowCount: 20,
      pageNumber: 2,
      sortBy: 'cicStatusDate',
      sortDesc: true,
    });
    expect(subscriberItemSearchSchema.safeParse(search).success).toBe(true);
    expect(
      toSubscriberItemSearch(
        null,
        { ...DEFAULT_SUBSCRIBER_ITEM_FILTERS, lastDays: 30 },
        PAGING,
        DEFAULT_SUBSCRIBER_ITEM_SORT,
      ),
    ).toMatchObject({ lastDays: 30 });
  });
});

describe('dates', () => {
  it('offers All Dates and the day ranges of spec point 9', () => {
    expect(DATE_OPTIONS.map((o) => o.label)).toEqual([
      'All Dates',
      'Last 15 days',
      'Last 30 days',
      'Last 60 days',
      'Last 90 days',
    ]);
  });
});
