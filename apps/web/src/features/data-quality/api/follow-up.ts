import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FollowUp } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

const FOLLOW_UP_API = 'dms/itemmatching/items';

/** `GET dms/itemmatching/items/{id}/followup`: an item's follow-up message, when it is on hold. */
export function useFollowUp(catalogItemId: number | null) {
  return useQuery({
    queryKey: [...dmsKey, 'followUp', catalogItemId],
    queryFn: () => api.get<FollowUp>(`${FOLLOW_UP_API}/${catalogItemId}/followup`),
    enabled: catalogItemId !== null,
  });
}

/** `POST dms/itemmatching/items/followup`: the message put on every chosen item, which goes on hold. */
export function useSaveFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: { catalogItemIds: number[]; message: string }) =>
      api.post<{ catalogItemIds: number[] }>(`${FOLLOW_UP_API}/followup`, request),
    onSettled: () => client.invalidateQueries({ queryKey: dmsKey }),
  });
}

/** `DELETE dms/itemmatching/items/{id}/followup`: the item off hold, its message gone. */
export function useRemoveFollowUp() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (catalogItemId: number) => api.delete<FollowUp>(`${FOLLOW_UP_API}/${catalogItemId}/followup`),
    onSettled: () => client.invalidateQueries({ queryKey: dmsKey }),
  });
}
