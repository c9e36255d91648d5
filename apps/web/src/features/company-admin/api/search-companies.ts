import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { CompanyListRow, CompanySearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 3, "Company admin search". Outside company 1 the server answers only the user's own company. */
export function searchCompanies(search: CompanySearch): Promise<Page<CompanyListRow>> {
  return api.post<Page<CompanyListRow>>('companies', search);
}

export function companySearchQueryOptions(search: CompanySearch) {
  return queryOptions({
    queryKey: ['companies', 'search', search],
    queryFn: () => searchCompanies(search),
    placeholderData: keepPreviousData,
  });
}
