import type { CompanySearch } from '@tradepool/domain';

/** The search panel's part of a company search; paging, sorting and the pub-sub narrowing come from the screen. */
export type CompanyCriteria = Pick<CompanySearch, 'id' | 'gtin' | 'industrySegment' | 'keyword' | 'gln'>;
