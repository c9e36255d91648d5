import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SupportMessage } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `GET support/{msgInstanceId}/{senderId}/messageDetails`: any stored message, with its SBDH summary. */
export function getMessageDetails(instanceId: string, senderGln: string): Promise<SupportMessage> {
  return api.get<SupportMessage>(
    `support/${encodeURIComponent(instanceId)}/${encodeURIComponent(senderGln)}/messageDetails`,
  );
}

export function useMessageDetails(ref: { instanceId: string; senderGln: string } | null) {
  return useQuery(
    queryOptions({
      queryKey: ['support', 'message', ref?.instanceId, ref?.senderGln],
      queryFn: () => getMessageDetails(ref!.instanceId, ref!.senderGln),
      enabled: ref !== null,
    }),
  );
}
