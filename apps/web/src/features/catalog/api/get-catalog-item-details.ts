import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogItemDetail } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every catalog query lives under this key, so a save or a delete can refresh all of them at once. */
export const catalogQueryKey = ['catalog'] as const;

/** Spec point 3, "Item detail": every attribute, grouped by section, with readiness and hierarchy links. */
export function getCatalogItemDetails(catalogItemId: number): Promise<CatalogItemDetail> {
  return api.get<CatalogItemDetail>(`catalogs/getCatalogItemDetails/${catalogItemId}`);
}

export function catalogItemDetailsQueryOptions(catalogItemId: number) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'details', catalogItemId],
    queryFn: () => getCatalogItemDetails(catalogItemId),
  });
}

export function useCatalogItemDetails(catalogItemId: number | null) {
  return useQuery({ ...catalogItemDetailsQueryOptions(catalogItemId ?? 0), enabled: catalogItemId !== null });
}
