import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MIN_CHARS, type SubscriptionSuggestion } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API, subscriptionQueryKey } from './search-subscriptions';

/** `GET gdsn/subscriptions/searchPartial?keyword`: the search box's suggestions, 20 at most. */
export function getSubscriptionSuggestions(keyword: string): Promise<SubscriptionSuggestion[]> {
  return api.get<SubscriptionSuggestion[]>(`${SUBSCRIPTIONS_API}/searchPartial?keyword=${encodeURIComponent(keyword)}`);
}

/** Asks after more than 2 characters (spec point 2). */
export function useSubscriptionSuggestions(text: string) {
  const keyword = text.trim();
  return useQuery({
    queryKey: [...subscriptionQueryKey, 'partial', keyword],
    queryFn: () => getSubscriptionSuggestions(keyword),
    enabled: keyword.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
  });
}
