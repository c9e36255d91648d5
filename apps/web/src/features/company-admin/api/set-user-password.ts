import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface SetUserPasswordInput {
  id: number;
  password: string;
}

/** An administrator sets a user's password; the user changes it again at the next sign-in. */
export function setUserPassword(input: SetUserPasswordInput): Promise<{ message: string }> {
  return api.post<{ message: string }>('users/updateUserPassword', input);
}

export function useSetUserPassword() {
  return useMutation({ mutationFn: setUserPassword });
}
