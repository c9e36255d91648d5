import { useQuery } from '@tanstack/react-query';
import type { ReceivedItemDetail } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { subscriberCatalogKey } from './search-subscriber-catalog';

/** `GET catalogs/subscriber/{id}`: a received item read-only, with its hierarchy and CIC history. */
export function getReceivedItem(receivedItemId: number): Promise<ReceivedItemDetail> {
  return api.get<ReceivedItemDetail>(`catalogs/subscriber/${receivedItemId}`);
}

export function useReceivedItem(receivedItemId: number) {
  return useQuery({
    queryKey: [...subscriberCatalogKey, 'item', receivedItemId],
    queryFn: () => getReceivedItem(receivedItemId),
  });
}
