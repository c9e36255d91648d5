import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemTimeline } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const itemTimelineKey = (catalogItemId: number) => ['support', 'timeline', catalogItemId] as const;

/** `GET support/timeline/{catalogItemId}` (ours): every step from upload to CIC, and the diagnosis. */
export function getItemTimeline(catalogItemId: number): Promise<ItemTimeline> {
  return api.get<ItemTimeline>(`support/timeline/${catalogItemId}`);
}

export function useItemTimeline(catalogItemId: number | null) {
  return useQuery(
    queryOptions({
      queryKey: itemTimelineKey(catalogItemId ?? 0),
      queryFn: () => getItemTimeline(catalogItemId!),
      enabled: catalogItemId !== null,
    }),
  );
}
