import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionTimeout } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export function getSessionTimeout(): Promise<SessionTimeout> {
  return api.get<SessionTimeout>('config/get/session-timeout', { anonymous: true });
}

export function sessionTimeoutQueryOptions() {
  return queryOptions({
    queryKey: ['config', 'session-timeout'],
    queryFn: getSessionTimeout,
    staleTime: Infinity,
  });
}

export function useSessionTimeout() {
  return useQuery(sessionTimeoutQueryOptions());
}
