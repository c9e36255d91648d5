import { describe, expect, it } from 'vitest';
import { registrationSearchSchema } from '@tradepool/domain';
import {
  DEFAULT_REGISTRATION_FILTERS,
  DEFAULT_REGISTRATION_SORT,
  FIX_FILTERS,
  FIX_SORT,
  REGISTER_FILTERS,
  REGISTRATION_DATE_OPTIONS,
  REGISTRATION_PAGE_SIZE,
  TOTAL_CARDS,
  registrationSortFrom,
  toRegistrationSearch,
  toggleStatus,
} from './registration-search';

const FIRST_PAGE = { page: 1, pageSize: REGISTRATION_PAGE_SIZE };

describe('toRegistrationSearch', () => {
  it('sends the defaults of spec point 9: 90 days, 20 rows, page 1, lastUpdated descending', () => {
    const search = toRegistrationSearch(DEFAULT_REGISTRATION_FILTERS, FIRST_PAGE, DEFAULT_REGISTRATION_SORT);
    expect(search).toEqual({ lastDays: 90, rowCount: 20, pageNumber: 1, sortBy: 'lastUpdated', sortDesc: true });
    expect(registrationSearchSchema.safeParse(search).success).toBe(true);
  });

  it('asks the register screen for status 1 of all dates and the fix screen for status 4 by modifiedTime', () => {
    expect(toRegistrationSearch(REGISTER_FILTERS, FIRST_PAGE, DEFAULT_REGISTRATION_SORT)).toMatchObject({
      status: 1,
      lastDays: 0,
    });
    const fix = toRegistrationSearch(FIX_FILTERS, FIRST_PAGE, FIX_SORT);
    expect(fix).toMatchObject({ status: 4, lastDays: 90, sortBy: 'modifiedTime', sortDesc: true });
    expect(registrationSearchSchema.safeParse(fix).success).toBe(true);
  });

  it('maps every filter, sends All Dates as 0 and trims the keyword', () => {
    const search = toRegistrationSearch(
      { status: 3, userName: 'pub.admin', lastDays: 0, keyword: '  oat ' },
      { page: 3, pageSize: 50 },
      { sortBy: 'gtin', sortDesc: false },
    );
    expect(search).toEqual({
      status: 3,
      userName: 'pub.admin',
      lastDays: 0,
      keyword: 'oat',
      rowCount: 50,
      pageNumber: 3,
      sortBy: 'gtin',
      sortDesc: false,
    });
    expect(registrationSearchSchema.parse(search).lastDays).toBe(0);
  });

  it('leaves a blank keyword out', () => {
    const search = toRegistrationSearch({ ...DEFAULT_REGISTRATION_FILTERS, keyword: '   ' }, FIRST_PAGE, FIX_SORT);
    expect(search).not.toHaveProperty('keyword');
  });
});

describe('registrationSortFrom', () => {
  it('takes a server key and falls back to the default for others and for a cleared sort', () => {
    expect(registrationSortFrom('totalCount', 'descend', DEFAULT_REGISTRATION_SORT)).toEqual({
      sortBy: 'totalCount',
      sortDesc: true,
    });
    expect(registrationSortFrom('modifiedTime', 'ascend', FIX_SORT)).toEqual({
      sortBy: 'modifiedTime',
      sortDesc: false,
    });
    expect(registrationSortFrom('targetMarket', 'ascend', FIX_SORT)).toBe(FIX_SORT);
    expect(registrationSortFrom('gtin', null, DEFAULT_REGISTRATION_SORT)).toBe(DEFAULT_REGISTRATION_SORT);
  });
});

describe('totals and date options', () => {
  it('offers All Dates, 15, 30, 60 and 90 days', () => {
    expect(REGISTRATION_DATE_OPTIONS.map((option) => option.value)).toEqual([0, 15, 30, 60, 90]);
    expect(REGISTRATION_DATE_OPTIONS[0]?.label).toBe('All Dates');
  });

  it('shows Ready to register, Failed, In Process and Registered (named as home and the catalog name them)', () => {
    expect(TOTAL_CARDS.map((card) => [card.label, card.status])).toEqual([
      ['Ready to register', 1],
      ['Failed', 4],
      ['In Process', 2],
      ['Registered', 3],
    ]);
  });

  it("explains each card: the ready total is never the catalog's Ready to validate", () => {
    expect(TOTAL_CARDS[0]?.hint).toBe('Validated by the GDSN rules and not yet sent to the GS1 Global Registry.');
    expect(TOTAL_CARDS.every((card) => card.hint.length > 0)).toBe(true);
  });

  it('toggles the status filter from a card', () => {
    const ready = toggleStatus(DEFAULT_REGISTRATION_FILTERS, 1);
    expect(ready.status).toBe(1);
    expect(toggleStatus(ready, 4).status).toBe(4);
    expect(toggleStatus(ready, 1).status).toBeNull();
  });
});
