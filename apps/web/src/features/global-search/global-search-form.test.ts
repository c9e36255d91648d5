import { describe, expect, it } from 'vitest';
import {
  EMPTY_SEARCH_FORM,
  activeFilters,
  filterOf,
  formFromParams,
  gtinFieldText,
  paramsOf,
} from './global-search-form';

const form = {
  ...EMPTY_SEARCH_FORM,
  brandName: ' Lidnt ',
  description: 'choclate',
  descSpellCheck: false,
  findBy: 'productCode' as const,
  keyword: 'NW-10001',
  lastDays: 30,
  dmsStatuses: [11, 12] as (11 | 12)[],
  notifications: [3] as 3[],
};

describe('the global search form', () => {
  it('asks for what is filled, with the spell check options and exact matching by default', () => {
    expect(filterOf(EMPTY_SEARCH_FORM)).toEqual({ searchCriteria: 'exact', brandSpellChk: true, descSpellCheck: true });
    expect(filterOf(form)).toEqual({
      searchCriteria: 'exact',
      brandSpellChk: true,
      descSpellCheck: false,
      brandName: 'Lidnt',
      description: 'choclate',
      findBy: 'productCode',
      keyword: 'NW-10001',
      lastDays: 30,
      dmsStatuses: [11, 12],
      notifications: [3],
    });
    // From/to dates win over a number of days.
    expect(filterOf({ ...form, fromDate: '01/02/2026' })).toMatchObject({ fromDate: '01/02/2026' });
    expect(filterOf({ ...form, fromDate: '01/02/2026' }).lastDays).toBeUndefined();
  });

  it('keeps the form in the address and reads it back', () => {
    const params = paramsOf(form);
    expect(params.toString()).toBe(
      'keyword=NW-10001&brandName=Lidnt&description=choclate&findBy=productCode&descSpellCheck=false&lastDays=30&dmsStatuses=11.12&notifications=3',
    );
    expect(formFromParams(params)).toEqual({ ...form, brandName: 'Lidnt' });
    expect(formFromParams(new URLSearchParams('dmsStatuses=11.99&lastDays=-3&findBy=x'))).toEqual({
      ...EMPTY_SEARCH_FORM,
      dmsStatuses: [11],
    });
  });

  it('looks for a keyword in every column unless a Find by is chosen, spell-checked as the words are', () => {
    const everywhere = { ...EMPTY_SEARCH_FORM, keyword: ' choclate ' };
    expect(filterOf(everywhere)).toEqual({
      searchCriteria: 'exact',
      brandSpellChk: true,
      descSpellCheck: true,
      keyword: 'choclate',
    });
    expect(paramsOf(everywhere).toString()).toBe('keyword=choclate');
    expect(formFromParams(paramsOf(everywhere))).toEqual({ ...everywhere, keyword: 'choclate' });
    expect(activeFilters(everywhere)).toEqual(['All columns: choclate, spell-checked']);
    expect(activeFilters({ ...everywhere, findBy: 'description', descSpellCheck: false })).toEqual([
      'Description: choclate',
    ]);
    expect(activeFilters({ ...everywhere, findBy: 'gtin' })).toEqual(['GTIN: choclate']);
  });

  it('says which filters are in force', () => {
    expect(activeFilters(EMPTY_SEARCH_FORM)).toEqual([]);
    expect(activeFilters({ ...form, searchCriteria: 'contains' })).toEqual([
      'Product Code: NW-10001',
      'Brand: Lidnt, spell-checked',
      'Description: choclate',
      'Published in the last 30 days',
      "Status: New, Sync'd",
      'Notifications: Exceptions',
      'Contains',
    ]);
  });
});

describe('the GTIN field', () => {
  it('keeps the digits typed, or the GTIN of a GS1 Digital Link URI pasted', () => {
    expect(gtinFieldText(' 0952-1234543213 ')).toBe('09521234543213');
    expect(gtinFieldText('https://id.gs1.org/01/09521234543213')).toBe('09521234543213');
    expect(gtinFieldText('https://brand.example/p/01/9521234543213/10/ABC1?17=261231')).toBe('9521234543213');
  });
});
