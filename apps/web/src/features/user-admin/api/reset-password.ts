import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** The server sets a temporary password and mails it to the user. */
export function resetPassword(userId: number): Promise<{ message: string }> {
  return api.get<{ message: string }>(`users/${userId}/resetpassword`);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
