import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** `DELETE catalogs?Ids=1.2.3`: moves the items to the Deleted tab; answers how many were deleted. */
export function deleteCatalogItems(ids: readonly number[]): Promise<number> {
  return api.delete<number>(`catalogs?Ids=${ids.join('.')}`);
}

export function useDeleteCatalogItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCatalogItems,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey }),
  });
}
