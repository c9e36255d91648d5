import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ItemMessageAnswer, ItemMessageSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/**
 * `POST support/tradeItem` (the upload message: the latest CIN that carried the item) and `POST support/cic`
 * (the latest confirmation): both take the same "Item message search" and answer one message, or none with
 * the words for that.
 */
export function getItemMessage(search: ItemMessageSearch): Promise<ItemMessageAnswer> {
  return api.post<ItemMessageAnswer>(search.msgType === 'Cic' ? 'support/cic' : 'support/tradeItem', search);
}

export function useItemMessage(search: ItemMessageSearch | null) {
  return useQuery(
    queryOptions({
      queryKey: ['support', 'itemMessage', search],
      queryFn: () => getItemMessage(search!),
      enabled: search !== null,
    }),
  );
}
