import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS, type GpcItem } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API } from './search-subscriptions';

/** `GET gdsn/subscriptions/gpcs?keyword`: GPC segments, families, classes and bricks by title or leading code digits. */
export function getSubscriptionGpcs(keyword: string): Promise<GpcItem[]> {
  return api.get<GpcItem[]>(`${SUBSCRIPTIONS_API}/gpcs?keyword=${encodeURIComponent(keyword)}`);
}

export function useSubscriptionGpcs(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: ['subscriptions', 'gpcs', keyword],
    queryFn: () => getSubscriptionGpcs(keyword),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: Infinity,
  });
}
