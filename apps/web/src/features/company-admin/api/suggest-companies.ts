import { queryOptions } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CompanySuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 5: company suggestions need more than 2 characters; the server answers at most 20. */
export function suggestCompanies(keyword: string): Promise<CompanySuggestion[]> {
  return api.post<CompanySuggestion[]>('companies/partialCompanyName', { keyword });
}

export function companySuggestionsQueryOptions(keyword: string) {
  const trimmed = keyword.trim();
  return queryOptions({
    queryKey: ['companies', 'suggestions', trimmed.toLowerCase()],
    queryFn: () => suggestCompanies(trimmed),
    enabled: trimmed.length >= TYPEAHEAD_MIN_CHARS,
    staleTime: 60_000,
  });
}
