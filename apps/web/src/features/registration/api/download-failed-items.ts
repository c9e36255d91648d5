import { useMutation } from '@tanstack/react-query';
import { DOWNLOAD_FILE_SUFFIX, downloadStamp } from '@tradepool/domain';
import type { RegistrationSearch } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The ticked items, or every item of the fix screen's search when none is ticked. */
export type FailedItemsSelection = { catalogItemIds: number[] } | { search: RegistrationSearch };

/**
 * `POST catalogs/getCatalogFailedItems`: the catalog spreadsheet of the failed items with an Errors column,
 * saved as `MM-DD-YYYY_catalog_failed.xlsm` to be fixed and uploaded again.
 */
export async function downloadFailedItems(selection: FailedItemsSelection): Promise<void> {
  const { blob, fileName } = await downloadBlob('catalogs/getCatalogFailedItems', { method: 'POST', body: selection });
  saveFile(blob, fileName ?? `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.catalogFailed}`);
}

export function useDownloadFailedItems() {
  return useMutation({ mutationFn: downloadFailedItems });
}
