import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUser, Page, UserSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const usersQueryKey = ['admin-users'] as const;

/** Spec point 3, "User search": the server narrows non-support admins to their own company. */
export function searchUsers(search: UserSearch): Promise<Page<AdminUser>> {
  return api.post<Page<AdminUser>>('users/search', search);
}

export function usersQueryOptions(search: UserSearch) {
  return queryOptions({
    queryKey: [...usersQueryKey, 'search', search],
    queryFn: () => searchUsers(search),
    placeholderData: keepPreviousData,
  });
}

export function useUserSearch(search: UserSearch) {
  return useQuery(usersQueryOptions(search));
}
