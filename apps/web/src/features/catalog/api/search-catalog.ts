import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogRow, CatalogSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** Spec point 3, "Catalog item search": the company's active items, a page at a time. */
export function searchCatalog(search: CatalogSearch): Promise<Page<CatalogRow>> {
  return api.post<Page<CatalogRow>>('catalogs/search', search);
}

export function catalogSearchQueryOptions(search: CatalogSearch) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'search', search],
    queryFn: () => searchCatalog(search),
    placeholderData: keepPreviousData,
  });
}

export function useCatalogSearch(search: CatalogSearch, enabled = true) {
  return useQuery({ ...catalogSearchQueryOptions(search), enabled });
}
