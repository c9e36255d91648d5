import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogSave } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

/** Spec point 4, "Saving a catalog item": creates (no id) or replaces the item's attributes and children. */
export function saveCatalogItem(save: CatalogSave): Promise<string> {
  return api.post<string>('catalogs', save);
}

export function useSaveCatalogItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCatalogItem,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogQueryKey }),
  });
}
