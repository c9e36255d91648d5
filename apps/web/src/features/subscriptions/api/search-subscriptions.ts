import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SubscriptionRow, SubscriptionSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const SUBSCRIPTIONS_API = 'gdsn/subscriptions';
export const subscriptionQueryKey = ['subscriptions'] as const;

/** `POST gdsn/subscriptions/search`: a page of the company's subscriptions, sorted and filtered by the server. */
export function searchSubscriptions(search: SubscriptionSearch): Promise<Page<SubscriptionRow>> {
  return api.post<Page<SubscriptionRow>>(`${SUBSCRIPTIONS_API}/search`, search);
}

export function useSubscriptions(search: SubscriptionSearch, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...subscriptionQueryKey, 'search', search],
      queryFn: () => searchSubscriptions(search),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
