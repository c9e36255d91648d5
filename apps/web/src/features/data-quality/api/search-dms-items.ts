import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DmsItemCounts, DmsItemRow, DmsItemSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `POST catalogs/publisherItemsList`: a page of one publisher's items in a view, with their matches. */
export function useDmsItems(search: DmsItemSearch) {
  return useQuery({
    queryKey: [...dmsKey, 'items', search],
    queryFn: () => api.post<Page<DmsItemRow>>('catalogs/publisherItemsList', search),
    placeholderData: keepPreviousData,
  });
}

/** `GET catalogs/itemDetailsSummary`: the publisher's counts without filters (the views' labels). */
export function useDmsItemCounts(publisherGln: string) {
  return useQuery({
    queryKey: [...dmsKey, 'counts', publisherGln],
    queryFn: () =>
      api.get<DmsItemCounts>(`catalogs/itemDetailsSummary?publisherGln=${encodeURIComponent(publisherGln)}`),
  });
}

/** `POST catalogs/publisherItems`: the counts under the search's filters (the filter panels' numbers). */
export function useDmsFilteredCounts(search: DmsItemSearch) {
  return useQuery({
    queryKey: [...dmsKey, 'filteredCounts', search],
    queryFn: () => api.post<DmsItemCounts>('catalogs/publisherItems', search),
    placeholderData: keepPreviousData,
  });
}
