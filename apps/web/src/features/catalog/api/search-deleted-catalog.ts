import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogRow, CatalogSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** The Deleted tab: the same search over the company's deleted items (sorted by deletion time). */
export function searchDeletedCatalog(search: CatalogSearch): Promise<Page<CatalogRow>> {
  return api.post<Page<CatalogRow>>('catalogs/searchDeleted', search);
}

export function deletedCatalogSearchQueryOptions(search: CatalogSearch) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'searchDeleted', search],
    queryFn: () => searchDeletedCatalog(search),
    placeholderData: keepPreviousData,
  });
}

export function useDeletedCatalogSearch(search: CatalogSearch, enabled = true) {
  return useQuery({ ...deletedCatalogSearchQueryOptions(search), enabled });
}
