import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DmsCicRequest, DmsCicResponse } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `POST gdsn/subscriptions/cic`: one CIC per item through the message path, each with its own outcome. */
export function useSendDmsCic() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: DmsCicRequest) => api.post<DmsCicResponse>('gdsn/subscriptions/cic', request),
    onSettled: () => client.invalidateQueries({ queryKey: dmsKey }),
  });
}
