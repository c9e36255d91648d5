import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface UpdatePasswordInput {
  id: number;
  password: string;
  /** Proves the user is the account's owner; a forced change goes without. */
  currentPassword?: string;
}

export function updatePassword(input: UpdatePasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('users/updateUserPassword', input);
}

export function useUpdatePassword() {
  return useMutation({ mutationFn: updatePassword });
}
