import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CompanyPartner, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 9: the wizard's partner search asks 50 rows at a time. */
export const PARTNER_SEARCH_ROWS = 50;

export interface PartnerSearch {
  companyId: number | null;
  keyword: string;
}

/** Publishers the company may entrust (the company itself left out by the server). */
export function searchPartners({ companyId, keyword }: PartnerSearch): Promise<Page<CompanyPartner>> {
  return api.post<Page<CompanyPartner>>('companies/partners', {
    companyId,
    keyword: keyword.trim() || null,
    rowCount: PARTNER_SEARCH_ROWS,
    pageNumber: 1,
  });
}

export function partnerSearchQueryOptions(search: PartnerSearch) {
  return queryOptions({
    queryKey: ['companies', 'partner-candidates', search.companyId, search.keyword.trim().toLowerCase()],
    queryFn: () => searchPartners(search),
    placeholderData: keepPreviousData,
  });
}
