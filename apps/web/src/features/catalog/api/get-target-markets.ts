import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TargetMarket } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 9: the ISO 3166 countries by numeric code, 840 and 124 first (also the country-of-origin list). */
export function getTargetMarkets(): Promise<TargetMarket[]> {
  return api.get<TargetMarket[]>('metadata/targetmarkets');
}

export const targetMarketsQueryOptions = queryOptions({
  queryKey: ['metadata', 'targetmarkets'],
  queryFn: getTargetMarkets,
  // A reference list that changes only with a release.
  staleTime: Infinity,
});

export function useTargetMarkets() {
  return useQuery(targetMarketsQueryOptions);
}
