import type { ScheduleDownloadResult, SubscriberCatalogSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST catalogs/subscriber/download/schedule`: 'success', or 'duplicate' when one is already waiting. */
export function scheduleSubscriberDownload(search: SubscriberCatalogSearch): Promise<ScheduleDownloadResult> {
  return api.post<ScheduleDownloadResult>('catalogs/subscriber/download/schedule', search);
}
