import type { CatalogSearch } from '@tradepool/domain';
import { downloadBlob, type DownloadProgress } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { catalogDownloadRequest, type CatalogSelection } from '../catalog-download';

export interface CatalogFileDownload<Search = CatalogSearch> {
  selection: CatalogSelection<Search>;
  onProgress: (progress: DownloadProgress) => void;
  signal?: AbortSignal;
}

/** `POST catalogs/download/spreadsheet/catalog`: every attribute of the items, saved as `<date>_catalog.xlsm`. */
export async function downloadCatalogSpreadsheet({ selection, onProgress, signal }: CatalogFileDownload) {
  const call = catalogDownloadRequest('catalogs/download/spreadsheet/catalog', selection);
  const { blob, fileName } = await downloadBlob(call.path, { method: 'POST', body: call.body, onProgress, signal });
  saveFile(blob, fileName ?? 'catalog.xlsm');
}
