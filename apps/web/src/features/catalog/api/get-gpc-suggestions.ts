import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { GpcItem } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 3, "Typeahead items: GPC": bricks by title or leading code digits, 20 at most. */
export function getGpcSuggestions(keyword: string): Promise<GpcItem[]> {
  return api.get<GpcItem[]>(`metadata/gpc?keyword=${encodeURIComponent(keyword)}`);
}

/** Asks from the third character on (spec point 5). */
export function useGpcSuggestions(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: ['metadata', 'gpc', keyword],
    queryFn: () => getGpcSuggestions(keyword),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
