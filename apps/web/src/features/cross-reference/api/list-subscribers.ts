import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompanyListRow, CompanySearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Enough for every subscriber of the pool in one select. */
const SUBSCRIBER_LIST_SIZE = 200;

export function listSubscribers(): Promise<Page<CompanyListRow>> {
  const search: CompanySearch = { subscribersOnly: true, rowCount: SUBSCRIBER_LIST_SIZE };
  return api.post<Page<CompanyListRow>>('companies', search);
}

export function subscribersQueryOptions() {
  return queryOptions({ queryKey: ['cross-reference', 'subscribers'], queryFn: listSubscribers, staleTime: 60_000 });
}

/** Only support-company users choose; everyone else uploads for their own company. */
export function useSubscribers(enabled: boolean) {
  return useQuery({ ...subscribersQueryOptions(), enabled });
}
