import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** The brands of the company's items, for the filter sidebar. */
export function getCatalogBrands(): Promise<{ brands: string[] }> {
  return api.get<{ brands: string[] }>('catalogs/brands');
}

export function catalogBrandsQueryOptions() {
  return queryOptions({ queryKey: [...catalogQueryKey, 'brands'], queryFn: getCatalogBrands, staleTime: 60_000 });
}

export function useCatalogBrands() {
  return useQuery(catalogBrandsQueryOptions());
}
