import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CatalogDownloadType, CatalogSearch, ScheduleDownloadResult } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { scheduledReportsKey } from './get-scheduled-requests';

export interface ScheduleRequest {
  downloadType: CatalogDownloadType;
  /** The grid's search; without it the report holds the whole catalog. */
  search?: CatalogSearch;
}

/** `catalogs/download/schedule?downloadType`: 'success', or 'duplicate' when one is already waiting. */
export function scheduleCatalogDownload({ downloadType, search }: ScheduleRequest): Promise<ScheduleDownloadResult> {
  const path = `catalogs/download/schedule?downloadType=${downloadType}`;
  return search ? api.post<ScheduleDownloadResult>(path, search) : api.get<ScheduleDownloadResult>(path);
}

/** Spec point 5: a 'success' reloads the scheduled requests. */
export function useScheduleCatalogDownload() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: scheduleCatalogDownload,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scheduledReportsKey }),
  });
}
