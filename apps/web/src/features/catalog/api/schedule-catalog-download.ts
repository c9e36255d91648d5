import type { CatalogDownloadType, CatalogSearch, ScheduleDownloadResult } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

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
