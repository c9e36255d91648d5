import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { usersQueryKey } from './search-users';

export function getUser(id: number): Promise<AdminUser> {
  return api.get<AdminUser>(`users/${id}`);
}

export function userQueryOptions(id: number) {
  return queryOptions({ queryKey: [...usersQueryKey, 'one', id], queryFn: () => getUser(id) });
}

/** `null` asks for nobody (the add form). */
export function useUser(id: number | null) {
  return useQuery({ ...userQueryOptions(id ?? 0), enabled: id !== null });
}
