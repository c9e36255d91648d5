import { useMutation } from '@tanstack/react-query';
import type { DmsItemRow } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import type { OrderSystemResult } from '../order-system';

/**
 * `GET dms/sodexo_dmsoti/{publisherCatalogId}` for each chosen item in turn (the call takes one): each answer,
 * SUCCESS or the reason, is kept, so that one refused item does not stop the others.
 */
export function useSendToOrderSystem() {
  return useMutation({
    mutationFn: async (items: readonly Pick<DmsItemRow, 'catalogItemId' | 'gtin'>[]) => {
      const results: OrderSystemResult[] = [];
      for (const item of items) {
        try {
          await api.get<string>(`dms/sodexo_dmsoti/${item.catalogItemId}`);
          results.push({ gtin: item.gtin, error: null });
        } catch (error) {
          results.push({ gtin: item.gtin, error: error instanceof Error ? error.message : String(error) });
        }
      }
      return results;
    },
  });
}
