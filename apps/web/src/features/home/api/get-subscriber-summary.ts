import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, SubscriberSummaryRow, SubscriberSummarySearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `GET catalogs/subscriberSummary`: the publication center's subscriber summary as a query (the home page's). */
export function getSubscriberSummary(search: SubscriberSummarySearch): Promise<Page<SubscriberSummaryRow>> {
  const { rowCount, pageNumber, sortBy, sortDesc } = search;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries({ rowCount, pageNumber, sortBy, sortDesc }))
    if (value !== undefined) query.set(key, String(value));
  return api.get<Page<SubscriberSummaryRow>>(`catalogs/subscriberSummary?${query}`);
}

export function useSubscriberSummary(search: SubscriberSummarySearch) {
  return useQuery({
    queryKey: ['home', 'subscriber-summary', search],
    queryFn: () => getSubscriberSummary(search),
    placeholderData: keepPreviousData,
  });
}
