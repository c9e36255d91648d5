import { useQuery } from '@tanstack/react-query';
import type { TargetMarket } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API } from './search-subscriptions';

/** `GET gdsn/subscriptions/targetmarkets`: ISO 3166 countries, 840 and 124 first. */
export function getSubscriptionTargetMarkets(): Promise<TargetMarket[]> {
  return api.get<TargetMarket[]>(`${SUBSCRIPTIONS_API}/targetmarkets`);
}

export function useSubscriptionTargetMarkets() {
  return useQuery({
    queryKey: ['subscriptions', 'targetmarkets'],
    queryFn: getSubscriptionTargetMarkets,
    staleTime: Infinity,
  });
}
