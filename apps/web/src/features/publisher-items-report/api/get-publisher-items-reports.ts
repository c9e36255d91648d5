import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, ScheduledDownload, ScheduledRequestsPage } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { isPending } from '../report-list';

export const publisherItemsReportsKey = ['publisher-items-report', 'reports'] as const;

/** How often the list refreshes while a report on it waits or runs. */
export const REPORT_REFRESH_MS = 3000;

/** `POST catalogs/download/scheduledrequests/pub`: the company's publisher items reports, pages from 0. */
export function getPublisherItemsReports(page: Required<ScheduledRequestsPage>): Promise<Page<ScheduledDownload>> {
  return api.post<Page<ScheduledDownload>>('catalogs/download/scheduledrequests/pub', page);
}

export function publisherItemsReportsQueryOptions(page: Required<ScheduledRequestsPage>) {
  return queryOptions({
    queryKey: [...publisherItemsReportsKey, page],
    queryFn: () => getPublisherItemsReports(page),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (query.state.data?.results.some(isPending) ? REPORT_REFRESH_MS : false),
  });
}

export function usePublisherItemsReports(page: Required<ScheduledRequestsPage>) {
  return useQuery(publisherItemsReportsQueryOptions(page));
}
