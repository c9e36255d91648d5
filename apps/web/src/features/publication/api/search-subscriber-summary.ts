import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SubscriberSummaryRow, SubscriberSummarySearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/** `POST gdsn/publications/subscribers/summary`: the Subscribers tab, a subscriber a row with its counts. */
export function searchSubscriberSummary(search: SubscriberSummarySearch): Promise<Page<SubscriberSummaryRow>> {
  return api.post<Page<SubscriberSummaryRow>>(`${PUBLICATIONS_API}/summary`, search);
}

export function useSubscriberSummary(search: SubscriberSummarySearch) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'summary', search],
      queryFn: () => searchSubscriberSummary(search),
      placeholderData: keepPreviousData,
    }),
  );
}
