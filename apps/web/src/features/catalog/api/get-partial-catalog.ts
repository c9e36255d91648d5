import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CatalogSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** `GET catalogs/partialCatalog`: active items whose GTIN, product code or description holds the keyword. */
export function getPartialCatalog(keyword: string): Promise<CatalogSuggestion[]> {
  return api.get<CatalogSuggestion[]>(`catalogs/partialCatalog?keyword=${encodeURIComponent(keyword)}`);
}

/** Asks from the third character on (the dashboard's search from the second), at most 20 suggestions (spec point 5). */
export function usePartialCatalog(text: string, minChars: number = TYPEAHEAD_MIN_CHARS) {
  const keyword = text.trim();
  return useQuery({
    queryKey: [...catalogQueryKey, 'partial', keyword],
    queryFn: () => getPartialCatalog(keyword),
    enabled: keyword.length >= minChars,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
