import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SubscriberItemRow, SubscriberItemSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/**
 * `POST gdsn/publications/subscribers/items/published/search`: one row per published item and subscriber,
 * for the review screen (status REVIEW) and a subscriber's items page.
 */
export function searchSubscriberItems(search: SubscriberItemSearch): Promise<Page<SubscriberItemRow>> {
  return api.post<Page<SubscriberItemRow>>(`${PUBLICATIONS_API}/items/published/search`, search);
}

export function useSubscriberItems(search: SubscriberItemSearch) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'subscriberItems', search],
      queryFn: () => searchSubscriberItems(search),
      placeholderData: keepPreviousData,
    }),
  );
}
