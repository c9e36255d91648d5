import { useMutation } from '@tanstack/react-query';
import { normaliseUserName } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export function forgotPassword(userName: string): Promise<{ message: string }> {
  return api.get<{ message: string }>(`users/forgotpassword/${encodeURIComponent(normaliseUserName(userName))}`, {
    anonymous: true,
  });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
