import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CatalogDownloadLimits } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `GET catalogs/download/limits`: above `directMaxRows` items the dialog schedules a report instead. */
export function getDownloadLimits(): Promise<CatalogDownloadLimits> {
  return api.get<CatalogDownloadLimits>('catalogs/download/limits');
}

export function downloadLimitsQueryOptions() {
  return queryOptions({ queryKey: ['catalog', 'download', 'limits'], queryFn: getDownloadLimits, staleTime: 300_000 });
}

export function useDownloadLimits() {
  return useQuery(downloadLimitsQueryOptions());
}
