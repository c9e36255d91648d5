import { queryOptions, useQuery } from '@tanstack/react-query';
import type { HierarchyNode } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** Spec point 3, "Hierarchy node": the whole tree the item belongs to, from its topmost parent down. */
export function getHierarchy(catalogItemId: number): Promise<HierarchyNode> {
  return api.get<HierarchyNode>(`catalogs/getHierarchy/${catalogItemId}`);
}

export function hierarchyQueryOptions(catalogItemId: number) {
  return queryOptions({
    queryKey: [...catalogQueryKey, 'hierarchy', catalogItemId],
    queryFn: () => getHierarchy(catalogItemId),
  });
}

export function useHierarchy(catalogItemId: number | null) {
  return useQuery({ ...hierarchyQueryOptions(catalogItemId ?? 0), enabled: catalogItemId !== null });
}
