import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResendTarget } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST support/resend` (ours): a failed or queued RCI or CIN back to the job that sends it. */
export function resendMessage(target: ResendTarget): Promise<{ queued: boolean; text: string }> {
  return api.post<{ queued: boolean; text: string }>('support/resend', target);
}

/** After a re-send every support answer may have moved (the timeline, the rows' states). */
export function useResendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resendMessage,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['support'] }),
  });
}
