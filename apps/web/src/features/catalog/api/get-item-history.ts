import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ItemHistoryPage, ItemVersionCompare } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** `GET catalogs/{id}/history`: a page of the item's versions, newest first. Under the catalog's key: a save refreshes it. */
export function useItemHistory(catalogItemId: number, page: { pageNumber: number; rowCount: number }) {
  return useQuery({
    queryKey: [...catalogQueryKey, 'history', catalogItemId, page.pageNumber, page.rowCount],
    queryFn: () =>
      api.get<ItemHistoryPage>(
        `catalogs/${catalogItemId}/history?pageNumber=${page.pageNumber}&rowCount=${page.rowCount}`,
      ),
    placeholderData: keepPreviousData,
  });
}

/** `GET catalogs/{id}/history/{version}/compare`: the version beside the item now; nothing until a version is picked. */
export function useItemVersionCompare(catalogItemId: number, version: number | null) {
  return useQuery({
    queryKey: [...catalogQueryKey, 'history', catalogItemId, 'compare', version],
    queryFn: () => api.get<ItemVersionCompare>(`catalogs/${catalogItemId}/history/${version}/compare`),
    enabled: version !== null,
  });
}
