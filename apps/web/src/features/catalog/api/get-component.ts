import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogComponents } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** `GET catalogs/getComponent/{id}`: the items one level below, each with its quantity and attributes. */
export function getComponent(catalogItemId: number): Promise<CatalogComponents> {
  return api.get<CatalogComponents>(`catalogs/getComponent/${catalogItemId}`);
}

export function componentQueryOptions(catalogItemId: number) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'component', catalogItemId],
    queryFn: () => getComponent(catalogItemId),
  });
}

export function useComponent(catalogItemId: number | null) {
  return useQuery({ ...componentQueryOptions(catalogItemId ?? 0), enabled: catalogItemId !== null });
}
