import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CicHistoryRow } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/** `GET gdsn/publications/subscribers/{subscriberGLN}/cichistory/{catalogItemId}`: every CIC, newest first. */
export function getCicHistory(subscriberGln: string, catalogItemId: number): Promise<CicHistoryRow[]> {
  return api.get<CicHistoryRow[]>(`${PUBLICATIONS_API}/${subscriberGln}/cichistory/${catalogItemId}`);
}

export function useCicHistory(item: { subscriberGln: string; catalogItemId: number } | null) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'cicHistory', item?.subscriberGln, item?.catalogItemId],
      queryFn: () => getCicHistory(item!.subscriberGln, item!.catalogItemId),
      enabled: item !== null,
    }),
  );
}
