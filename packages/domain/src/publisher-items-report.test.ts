import { describe, expect, it } from 'vitest';
import { mayUsePublisherItemsReport } from './publisher-items-report.js';

describe('mayUsePublisherItemsReport', () => {
  const gln = '0761305000019';
  const publisher = { permissions: ['CATALOG_VIEW', 'CATALOG_PUBLISH'] as const, companyGln: gln };

  it('opens the report to a publisher of the configured company', () => {
    expect(mayUsePublisherItemsReport(publisher, gln)).toBe(true);
  });

  it('keeps out another company, a company without a GLN, and everyone when no GLN is configured', () => {
    expect(mayUsePublisherItemsReport({ ...publisher, companyGln: '0843912000016' }, gln)).toBe(false);
    expect(mayUsePublisherItemsReport({ ...publisher, companyGln: null }, gln)).toBe(false);
    expect(mayUsePublisherItemsReport(publisher, null)).toBe(false);
    expect(mayUsePublisherItemsReport({ ...publisher, companyGln: null }, null)).toBe(false);
  });

  it('keeps out a user of that company who may not see its publications', () => {
    expect(
      mayUsePublisherItemsReport({ permissions: ['CATALOG_VIEW', 'CATALOG_SUBSCRIBE'], companyGln: gln }, gln),
    ).toBe(false);
  });
});
