import { describe, expect, it } from 'vitest';
import { SUPPORT_TEXTS } from '@tradepool/domain';
import { emptySupportForm, splitDateTime, supportFormProblems, toSupportSearch } from './support-search';

const today = new Date(2026, 4, 20, 9, 30);
const form = { ...emptySupportForm(today), publisherGln: '0761' };

describe('the support search form (spec point 5)', () => {
  it('starts on 840 and the last 30 days up to today', () => {
    expect(emptySupportForm(today)).toEqual({
      publisherGln: '',
      tm: '840',
      fromDate: '04/21/2026',
      toDate: '05/20/2026',
      gtin: '',
    });
    expect(supportFormProblems(form, today)).toEqual({});
  });

  it('needs a GLN of 1 or more digits', () => {
    expect(supportFormProblems({ ...form, publisherGln: ' ' }, today).publisherGln).toBe(
      SUPPORT_TEXTS.publisherGlnRequired,
    );
    expect(supportFormProblems({ ...form, publisherGln: '07a' }, today).publisherGln).toBe(
      SUPPORT_TEXTS.publisherGlnDigits,
    );
    expect(supportFormProblems({ ...form, publisherGln: '0' }, today)).toEqual({});
  });

  it('keeps the dates mm/dd/yyyy, in order, at most 365 days and not in the future', () => {
    const dates = (fromDate: string, toDate: string) => supportFormProblems({ ...form, fromDate, toDate }, today).dates;
    expect(dates('2026-01-01', '05/20/2026')).toBe(SUPPORT_TEXTS.dateFormat);
    expect(dates('02/30/2026', '05/20/2026')).toBe(SUPPORT_TEXTS.dateFormat);
    expect(dates('', '05/20/2026')).toBe(SUPPORT_TEXTS.dateRequired);
    expect(dates('05/20/2026', '05/19/2026')).toBe(SUPPORT_TEXTS.dateOrder);
    expect(dates('05/20/2026', '05/21/2026')).toBe(SUPPORT_TEXTS.dateFuture);
    expect(dates('05/20/2025', '05/20/2026')).toBe(SUPPORT_TEXTS.dateRange);
    expect(dates('05/21/2025', '05/20/2026')).toBeUndefined();
  });

  it('asks for 20 rows by gtin, one item for the sub-grid', () => {
    expect(toSupportSearch(form, { page: 2, pageSize: 20 }, { sortBy: 'gtin', sortDesc: false }, 7)).toEqual({
      publisherGln: '0761',
      tm: '840',
      fromDate: '04/21/2026',
      toDate: '05/20/2026',
      gtin: null,
      gdsnCatalogItemId: 7,
      rowCount: 20,
      pageNumber: 2,
      sortBy: 'gtin',
      sortDesc: false,
    });
  });
});

describe('splitDateTime (spec point 3)', () => {
  it('splits at the space', () => {
    expect(splitDateTime('05/20/2026 14:03:59')).toEqual({ date: '05/20/2026', time: '14:03:59' });
    expect(splitDateTime('05/20/2026')).toEqual({ date: '05/20/2026', time: '' });
    expect(splitDateTime(null)).toBeNull();
  });
});

describe('the support search’s GTIN as a GS1 Digital Link', () => {
  it('searches the GTIN of a Digital Link URI pasted, and refuses one that is not a GTIN’s', () => {
    const linked = { ...form, gtin: ' https://id.gs1.org/01/09521234543213?17=261231 ' };
    expect(supportFormProblems(linked, today)).toEqual({});
    const page = { page: 1, pageSize: 20 };
    const sort = { sortBy: 'gtin', sortDesc: false } as const;
    expect(toSupportSearch(linked, page, sort).gtin).toBe('09521234543213');
    expect(toSupportSearch({ ...form, gtin: 'https://brand.example/p/01/9521234543213' }, page, sort).gtin).toBe(
      '9521234543213',
    );
    expect(supportFormProblems({ ...form, gtin: 'https://id.gs1.org/00/106141411234567897' }, today).gtin).toBe(
      SUPPORT_TEXTS.gtinDigits,
    );
  });
});
