import { queryOptions } from '@tanstack/react-query';
import type { RoleOption } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The roles the signed-in user may hand out. */
export function getAssignableRoles(): Promise<RoleOption[]> {
  return api.get<RoleOption[]>('users/roles');
}

export function assignableRolesQueryOptions() {
  return queryOptions({ queryKey: ['users', 'roles'], queryFn: getAssignableRoles, staleTime: 5 * 60_000 });
}
