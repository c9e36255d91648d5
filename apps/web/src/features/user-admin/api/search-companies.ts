import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MAX_SUGGESTIONS } from '@tradepool/domain';
import type { CompanyListRow, CompanySearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The company list search, asked for a picker's worth of rows. */
export function searchCompanies(search: CompanySearch): Promise<Page<CompanyListRow>> {
  return api.post<Page<CompanyListRow>>('companies', search);
}

export function companyOptionsQueryOptions(keyword: string, pubSubOnly: boolean) {
  const search: CompanySearch = {
    keyword: keyword || null,
    pubSubOnly,
    rowCount: TYPEAHEAD_MAX_SUGGESTIONS,
  };
  return queryOptions({
    queryKey: ['admin-users', 'companies', search],
    queryFn: () => searchCompanies(search),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useCompanyOptions(keyword: string, pubSubOnly = false) {
  return useQuery(companyOptionsQueryOptions(keyword, pubSubOnly));
}
