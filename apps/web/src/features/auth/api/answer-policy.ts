import { useMutation } from '@tanstack/react-query';
import type { CurrentUser } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The legacy contract sends the answer as text: '1' accepts, '0' declines. */
export function answerPolicy(accepted: boolean): Promise<CurrentUser> {
  return api.post<CurrentUser>('users/policy', { policyAccepted: accepted ? '1' : '0' });
}

export function useAnswerPolicy() {
  return useMutation({ mutationFn: answerPolicy });
}
