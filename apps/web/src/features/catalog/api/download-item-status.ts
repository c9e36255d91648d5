import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { catalogDownloadRequest } from '../catalog-download';
import type { CatalogFileDownload } from './download-catalog-spreadsheet';

/** `POST catalogs/download/itemgrid/catalog`: the item status grid, saved as `<date>_item_status.xlsx`. */
export async function downloadItemStatus({ selection, onProgress, signal }: CatalogFileDownload) {
  const call = catalogDownloadRequest('catalogs/download/itemgrid/catalog', selection);
  const { blob, fileName } = await downloadBlob(call.path, { method: 'POST', body: call.body, onProgress, signal });
  saveFile(blob, fileName ?? 'item_status.xlsx');
}
