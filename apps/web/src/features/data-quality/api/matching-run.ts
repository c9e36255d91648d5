import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MatchingRun } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

const matchingKey = [...dmsKey, 'matching'] as const;
const RUNNING: readonly MatchingRun['status'][] = ['queued', 'running'];

export const isRunning = (run: MatchingRun | undefined) => !!run && RUNNING.includes(run.status);

/** `GET dms/matching`: the latest matching run; asked again every second while one is under way. */
export function useMatchingRun() {
  return useQuery({
    queryKey: matchingKey,
    queryFn: () => api.get<MatchingRun>('dms/matching'),
    refetchInterval: (query) => (isRunning(query.state.data) ? 1000 : false),
  });
}

/** `POST dms/matching`: match every item again (the buyer asked for it). */
export function useRematch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<MatchingRun>('dms/matching', {}),
    onSuccess: (run) => client.setQueryData(matchingKey, run),
  });
}
