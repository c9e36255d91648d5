import { useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS, type PublisherSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { scorecardKey } from './get-subscriber-scores';

/** `GET scorecard/search?keyword`: the buyer's publishers by name, asked from 3 characters (spec point 2). */
export function usePublisherSuggestions(keyword: string) {
  return useQuery({
    queryKey: [...scorecardKey, 'publishers', keyword],
    queryFn: () => api.get<PublisherSuggestion[]>(`scorecard/search?keyword=${encodeURIComponent(keyword)}`),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
  });
}
