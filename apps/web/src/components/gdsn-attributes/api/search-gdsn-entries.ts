import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { GdsnEntry } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { GDSN_DICTIONARY_KEY } from './get-gdsn-modules';

/** The server's search asks for 2 characters at least. */
export const GDSN_SEARCH_MIN_CHARS = 2;

/** Classes and attributes whose name or definition holds the text, those named so first. */
export function searchGdsnEntries(text: string): Promise<GdsnEntry[]> {
  return api.get<GdsnEntry[]>(`metadata/gdsn/search?text=${encodeURIComponent(text)}`);
}

export function useGdsnSearch(text: string) {
  const query = text.trim();
  return useQuery({
    queryKey: [...GDSN_DICTIONARY_KEY, 'search', query],
    queryFn: () => searchGdsnEntries(query),
    enabled: query.length >= GDSN_SEARCH_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
