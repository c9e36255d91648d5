import type { SubscriberCatalogSearch } from '@tradepool/domain';
import { catalogDownloadRequest, type CatalogFileDownload } from '../../catalog';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `POST catalogs/subscriber/download/spreadsheet`: the received documents, saved as `<date>_catalog_subscriber.xlsm`. */
export async function downloadSubscriberSpreadsheet({
  selection,
  onProgress,
  signal,
}: CatalogFileDownload<SubscriberCatalogSearch>) {
  const call = catalogDownloadRequest('catalogs/subscriber/download/spreadsheet', selection);
  const { blob, fileName } = await downloadBlob(call.path, { method: 'POST', body: call.body, onProgress, signal });
  saveFile(blob, fileName ?? 'catalog_subscriber.xlsm');
}
