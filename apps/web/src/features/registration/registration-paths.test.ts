import { describe, expect, it } from 'vitest';
import {
  catalogItemEditPath,
  catalogReturnPath,
  registrationFiltersFromQuery,
  registrationStatusPath,
} from './registration-paths';
import { DEFAULT_REGISTRATION_FILTERS } from './registration-search';

describe('catalogReturnPath', () => {
  it('returns to the catalog search the upload screen was opened from', () => {
    expect(catalogReturnPath({ catalogItemId: '0', keyword: 'oat milk', gtin: '-' })).toBe('/catalog/0/oat%20milk/-');
    expect(catalogReturnPath({ catalogItemId: '7', keyword: '-', gtin: '00012345678905' })).toBe(
      '/catalog/7/-/00012345678905',
    );
  });

  it('returns to the plain catalog without a search, or from a home-page mode', () => {
    expect(catalogReturnPath({ catalogItemId: '0', keyword: '-', gtin: '-' })).toBe('/catalog');
    expect(catalogReturnPath({ catalogItemId: '0', keyword: 'fromHomePage', gtin: '-' })).toBe('/catalog');
    expect(catalogReturnPath({})).toBe('/catalog');
  });
});

describe('catalogItemEditPath', () => {
  it('opens the item editor page', () => {
    expect(catalogItemEditPath(42)).toBe('/catalogitemedit/42');
  });
});

describe('registration status links', () => {
  it('open the list on one status over all dates, as the totals count it', () => {
    const path = registrationStatusPath(3);
    expect(path).toBe('/registration?status=3');
    expect(registrationFiltersFromQuery(new URLSearchParams(path.split('?')[1]))).toEqual({
      ...DEFAULT_REGISTRATION_FILTERS,
      status: 3,
      lastDays: 0,
    });
  });

  it('keep the defaults without a status they know', () => {
    expect(registrationFiltersFromQuery(new URLSearchParams('status=9'))).toBe(DEFAULT_REGISTRATION_FILTERS);
    expect(registrationFiltersFromQuery(new URLSearchParams())).toBe(DEFAULT_REGISTRATION_FILTERS);
  });
});
