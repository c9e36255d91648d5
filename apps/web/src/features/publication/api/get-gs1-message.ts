import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gs1Message } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/** `GET gdsn/publications/subscribers/{subscriberGLN}/gs1Message/{catalogItemId}`: the latest CIN, as XML. */
export function getGs1Message(subscriberGln: string, catalogItemId: number): Promise<Gs1Message> {
  return api.get<Gs1Message>(`${PUBLICATIONS_API}/${subscriberGln}/gs1Message/${catalogItemId}`);
}

export function useGs1Message(item: { subscriberGln: string; catalogItemId: number } | null) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'gs1Message', item?.subscriberGln, item?.catalogItemId],
      queryFn: () => getGs1Message(item!.subscriberGln, item!.catalogItemId),
      enabled: item !== null,
    }),
  );
}
