import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { CatalogSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { subscriberCatalogKey } from './search-subscriber-catalog';

/** `GET catalogs/subscriber/partial`: received items whose GTIN, product code or description holds the text. */
export function getReceivedSuggestions(keyword: string): Promise<CatalogSuggestion[]> {
  return api.get<CatalogSuggestion[]>(`catalogs/subscriber/partial?keyword=${encodeURIComponent(keyword)}`);
}

/** Asks from the third character on, at most 20 suggestions (spec point 9). */
export function useReceivedSuggestions(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: [...subscriberCatalogKey, 'partial', keyword],
    queryFn: () => getReceivedSuggestions(keyword),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
