import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SUBSCRIBER_SORT,
  EMPTY_SUBSCRIBER_FILTERS,
  activeSubscriberFilterCount,
  asksAllReceived,
  subscriberSortFrom,
  toSubscriberSearch,
} from './subscriber-catalog-search';

const paging = { page: 2, pageSize: 50 };
const none = { receivedItemId: null, keyword: null, gtin: null };

describe('toSubscriberSearch', () => {
  it('sends only what narrows the grid, with its page and sort', () => {
    expect(toSubscriberSearch(none, EMPTY_SUBSCRIBER_FILTERS, paging, DEFAULT_SUBSCRIBER_SORT)).toEqual({
      rowCount: 50,
      pageNumber: 2,
      sortBy: 'modifiedTime',
      sortDesc: true,
    });
  });

  it('carries the route params: an id wins over the GTIN, the keyword goes along', () => {
    const search = toSubscriberSearch(
      { receivedItemId: 7, keyword: 'soup', gtin: '00012345678905' },
      EMPTY_SUBSCRIBER_FILTERS,
      paging,
      DEFAULT_SUBSCRIBER_SORT,
    );
    expect(search).toMatchObject({ id: 7, keyword: 'soup' });
    expect(search.gtin).toBeUndefined();
    expect(
      toSubscriberSearch({ ...none, gtin: '12345' }, EMPTY_SUBSCRIBER_FILTERS, paging, DEFAULT_SUBSCRIBER_SORT),
    ).toMatchObject({ gtin: '12345' });
  });

  it('sends the sidebar filters; product data only once both halves are chosen', () => {
    const filters = {
      ...EMPTY_SUBSCRIBER_FILTERS,
      publisherGlns: ['0761305000019'],
      brands: ['Acme'],
      cicStatuses: ['REVIEW' as const, 'NONE' as const],
      lastDays: 30,
      productDataStatus: 1 as const,
      includeWithdrawn: true,
    };
    const search = toSubscriberSearch(none, filters, paging, DEFAULT_SUBSCRIBER_SORT);
    expect(search).toMatchObject({
      publisherGlns: ['0761305000019'],
      brands: ['Acme'],
      cicStatuses: ['REVIEW', 'NONE'],
      lastDays: 30,
      includeWithdrawn: true,
    });
    expect(search.productDataStatus).toBeUndefined();
    expect(activeSubscriberFilterCount(filters)).toBe(5);
    const withNutrients = { ...filters, nutritionals: ['allergens' as const] };
    expect(toSubscriberSearch(none, withNutrients, paging, DEFAULT_SUBSCRIBER_SORT)).toMatchObject({
      productDataStatus: 1,
      nutritionals: ['allergens'],
    });
    expect(activeSubscriberFilterCount(withNutrients)).toBe(6);
  });
});

describe('subscriberSortFrom', () => {
  it('sorts by a known column and returns to the default otherwise', () => {
    expect(subscriberSortFrom('publisherName', 'ascend')).toEqual({ sortBy: 'publisherName', sortDesc: false });
    expect(subscriberSortFrom('cicStatus', 'descend')).toEqual({ sortBy: 'cicStatus', sortDesc: true });
    expect(subscriberSortFrom('publisherName', null)).toBe(DEFAULT_SUBSCRIBER_SORT);
    expect(subscriberSortFrom('somethingElse', 'ascend')).toBe(DEFAULT_SUBSCRIBER_SORT);
  });
});

describe('asksAllReceived', () => {
  it('is the whole subscriber catalog: no search and no filter (an empty answer means nothing received)', () => {
    expect(asksAllReceived(none, EMPTY_SUBSCRIBER_FILTERS)).toBe(true);
    expect(asksAllReceived({ ...none, keyword: 'milk' }, EMPTY_SUBSCRIBER_FILTERS)).toBe(false);
    expect(asksAllReceived({ ...none, gtin: '00012345678905' }, EMPTY_SUBSCRIBER_FILTERS)).toBe(false);
    expect(asksAllReceived({ ...none, receivedItemId: 4 }, EMPTY_SUBSCRIBER_FILTERS)).toBe(false);
    expect(asksAllReceived(none, { ...EMPTY_SUBSCRIBER_FILTERS, brands: ['Acme'] })).toBe(false);
  });
});
