import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, SubscriberCatalogRow, SubscriberCatalogSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every subscriber catalog query lives under this key. */
export const subscriberCatalogKey = ['subscriber-catalog'] as const;

/** `POST catalogs/subscriber/search`: the received items, a page at a time. */
export function searchSubscriberCatalog(search: SubscriberCatalogSearch): Promise<Page<SubscriberCatalogRow>> {
  return api.post<Page<SubscriberCatalogRow>>('catalogs/subscriber/search', search);
}

export function useSubscriberCatalogSearch(search: SubscriberCatalogSearch) {
  return useQuery({
    queryKey: [...subscriberCatalogKey, 'search', search],
    queryFn: () => searchSubscriberCatalog(search),
    placeholderData: keepPreviousData,
  });
}
