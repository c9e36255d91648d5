import { DOWNLOAD_FILE_SUFFIX, downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { PUBLICATIONS_API } from './list-subscribers';

/**
 * `POST gdsn/publications/subscribers/all/items/published/download/gtin/{gtins}/includecichistory/true`:
 * the items with their CIC history, saved as `MM-DD-YYYY_review-CICs.xlsx`.
 */
export async function downloadReviewCics(gtins: readonly string[]): Promise<void> {
  const path = `${PUBLICATIONS_API}/all/items/published/download/gtin/${gtins.join(',')}/includecichistory/true`;
  const { blob } = await downloadBlob(path, { method: 'POST' });
  saveFile(blob, `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.reviewCics}`);
}
