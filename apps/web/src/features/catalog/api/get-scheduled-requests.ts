import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledDownload } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const scheduledReportsKey = ['catalog', 'download', 'reports'] as const;

/** How often the lists refresh while a report is waiting or running. */
export const REPORTS_REFRESH_MS = 3000;

/** `GET catalogs/download/scheduledrequests`: reports waiting or running, with their progress. */
export function getScheduledRequests(): Promise<ScheduledDownload[]> {
  return api.get<ScheduledDownload[]>('catalogs/download/scheduledrequests');
}

export function scheduledRequestsQueryOptions() {
  return queryOptions({
    queryKey: [...scheduledReportsKey, 'scheduled'],
    queryFn: getScheduledRequests,
    refetchInterval: (query) => (query.state.data?.length ? REPORTS_REFRESH_MS : false),
  });
}

export function useScheduledRequests(enabled: boolean) {
  return useQuery({ ...scheduledRequestsQueryOptions(), enabled });
}
