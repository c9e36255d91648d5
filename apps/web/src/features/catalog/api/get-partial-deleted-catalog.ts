import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CatalogSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** `GET catalogs/searchPartialDeleted`: the Deleted tab's typeahead, over deleted items. */
export function getPartialDeletedCatalog(keyword: string): Promise<CatalogSuggestion[]> {
  return api.get<CatalogSuggestion[]>(`catalogs/searchPartialDeleted?keyword=${encodeURIComponent(keyword)}`);
}

/** Asks from the third character on, at most 20 suggestions (spec point 9). */
export function usePartialDeletedCatalog(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: [...catalogQueryKey, 'partialDeleted', keyword],
    queryFn: () => getPartialDeletedCatalog(keyword),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
