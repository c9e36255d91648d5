import { queryOptions } from '@tanstack/react-query';
import type { CurrentUser } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { readToken } from '../../../lib/session-store';

export const currentUserQueryKey = ['current-user'] as const;

export function getCurrentUser(): Promise<CurrentUser> {
  return api.get<CurrentUser>('users');
}

/** Without a token there is nobody to ask about: the answer is "signed out" without a call. */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: (): Promise<CurrentUser | null> => (readToken() ? getCurrentUser() : Promise.resolve(null)),
    staleTime: 5 * 60_000,
    retry: false,
  });
}
