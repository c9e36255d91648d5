import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ScheduledDownload } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { scheduledReportsKey } from './get-scheduled-requests';

/** `GET catalogs/download/completedrequests`: finished reports (and failed ones), most recent first. */
export function getCompletedRequests(): Promise<ScheduledDownload[]> {
  return api.get<ScheduledDownload[]>('catalogs/download/completedrequests');
}

export function completedRequestsQueryOptions() {
  return queryOptions({ queryKey: [...scheduledReportsKey, 'completed'], queryFn: getCompletedRequests });
}

/** `refreshEvery` while reports are running, so one shows up here as soon as it is done. */
export function useCompletedRequests(enabled: boolean, refreshEvery: number | false) {
  return useQuery({ ...completedRequestsQueryOptions(), enabled, refetchInterval: refreshEvery });
}
