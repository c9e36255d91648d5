import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RoleOption } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The roles this user may hand out (spec point 6); the server applies the assignment rules. */
export function listRoles(): Promise<RoleOption[]> {
  return api.get<RoleOption[]>('users/roles');
}

export function rolesQueryOptions() {
  return queryOptions({ queryKey: ['admin-users', 'roles'], queryFn: listRoles, staleTime: 10 * 60_000 });
}

export function useRoles() {
  return useQuery(rolesQueryOptions());
}
