import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS, type PublisherSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API } from './search-subscriptions';

/** `GET gdsn/subscriptions/publishers/{term}`: Tradepool publishers' GLNs by GLN digits or company name. */
export function getPublisherSuggestions(term: string): Promise<PublisherSuggestion[]> {
  return api.get<PublisherSuggestion[]>(`${SUBSCRIPTIONS_API}/publishers/${encodeURIComponent(term)}`);
}

/** A term of more than 2 characters and without '-' (spec point 7). */
export function usePublisherSuggestions(text: string) {
  const term = text.trim();
  return useQuery({
    queryKey: ['subscriptions', 'publishers', term],
    queryFn: () => getPublisherSuggestions(term),
    enabled: term.length >= TYPEAHEAD_MIN_CHARS && !term.includes('-'),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
