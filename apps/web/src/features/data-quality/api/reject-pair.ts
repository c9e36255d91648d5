import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RejectPair } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `POST dms/possible/match/reject` (ours): the pair is not one, and is never proposed again. */
export function useRejectPair() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (pair: RejectPair) => api.post<string>('dms/possible/match/reject', pair),
    onSettled: () => client.invalidateQueries({ queryKey: dmsKey }),
  });
}
