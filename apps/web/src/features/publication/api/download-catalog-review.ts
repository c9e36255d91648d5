import { DOWNLOAD_FILE_SUFFIX, downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { catalogDownloadRequest } from '../../catalog';

/**
 * `POST catalogs/download/spreadsheet/catalog` with the items' ids: the catalog spreadsheet of the items in
 * review, saved as `MM-DD-YYYY_catalog_review.xlsm` to be corrected and uploaded again.
 */
export async function downloadCatalogReview(catalogItemIds: readonly number[]): Promise<void> {
  const call = catalogDownloadRequest('catalogs/download/spreadsheet/catalog', { ids: [...catalogItemIds] });
  const { blob } = await downloadBlob(call.path, { method: 'POST', body: call.body });
  saveFile(blob, `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.catalogReview}`);
}
