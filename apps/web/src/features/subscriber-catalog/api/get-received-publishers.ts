import { useQuery } from '@tanstack/react-query';
import type { SubscriberPublisher } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { subscriberCatalogKey } from './search-subscriber-catalog';

/** `GET catalogs/subscriber/publishers`: the publishers the items came from (the publisher filter). */
export function getReceivedPublishers(): Promise<{ publishers: SubscriberPublisher[] }> {
  return api.get<{ publishers: SubscriberPublisher[] }>('catalogs/subscriber/publishers');
}

export function useReceivedPublishers() {
  return useQuery({
    queryKey: [...subscriberCatalogKey, 'publishers'],
    queryFn: getReceivedPublishers,
    staleTime: 60_000,
  });
}
