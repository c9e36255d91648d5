import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE, type ScheduleDownloadResult } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { publisherItemsReportsKey } from './get-publisher-items-reports';

/** `GET catalogs/download/schedule?downloadType=4`: 'success', or 'duplicate' when the user's report still waits. */
export function schedulePublisherItemsReport(): Promise<ScheduleDownloadResult> {
  return api.get<ScheduleDownloadResult>(
    `catalogs/download/schedule?downloadType=${PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE}`,
  );
}

export function useSchedulePublisherItemsReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: schedulePublisherItemsReport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publisherItemsReportsKey }),
  });
}
