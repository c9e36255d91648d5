import { useQuery } from '@tanstack/react-query';
import type { ItemStatusCount } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { CHART_QUERY_RETRY } from '../../../lib/chart-retry';

/** `GET catalogs/getItemStatusesCount`: the catalog status chart's counts (the reduced set for non-GDSN users). */
export function getItemStatusCounts(): Promise<ItemStatusCount[]> {
  return api.get<ItemStatusCount[]>('catalogs/getItemStatusesCount');
}

export function useItemStatusCounts() {
  return useQuery({ queryKey: ['home', 'item-statuses'], queryFn: getItemStatusCounts, ...CHART_QUERY_RETRY });
}
