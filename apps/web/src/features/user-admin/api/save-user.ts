import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, UserInput } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './search-users';

/** Without a password the server mails the new user a temporary one. */
export function createUser(input: UserInput): Promise<AdminUser> {
  return api.post<AdminUser>('users', input);
}

/** The server ignores a password here: passwords change only through reset or the user's own change. */
export function updateUser(id: number, input: UserInput): Promise<AdminUser> {
  return api.put<AdminUser>(`users/${id}`, input);
}

export interface SaveUserRequest {
  id: number | null;
  input: UserInput;
}

export function useSaveUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: SaveUserRequest) => (id === null ? createUser(input) : updateUser(id, input)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
