import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DmsSummaryRow, DmsSummarySearch, Page, SubscriberDqSummary } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every data quality query lives under this key: a CIC or a matching run refreshes them all. */
export const dmsKey = ['dms'] as const;

/** `POST dms/summary/search`: one row per publisher, the latest upload first (spec point 9). */
export function searchDmsSummary(search: DmsSummarySearch): Promise<Page<DmsSummaryRow>> {
  return api.post<Page<DmsSummaryRow>>('dms/summary/search', search);
}

export function useDmsSummary(search: DmsSummarySearch, enabled = true) {
  return useQuery({
    queryKey: [...dmsKey, 'summary', search],
    queryFn: () => searchDmsSummary(search),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** `GET dms/subscriber/summary/search`: the buyer's own items, matched and not (an unpaged table of one row). */
export function useSubscriberDqSummary() {
  return useQuery({
    queryKey: [...dmsKey, 'subscriberSummary'],
    queryFn: async () => (await api.get<SubscriberDqSummary[]>('dms/subscriber/summary/search'))[0] ?? null,
  });
}
