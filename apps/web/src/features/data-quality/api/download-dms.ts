import { useMutation } from '@tanstack/react-query';
import { DMS_DOWNLOAD_PREFIX, downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

export interface DmsDownload {
  publisherGln: string;
  publisherName: string;
  matchType: 1 | 2 | 3;
}

/** `GET catalogs/download/dmsDownload`: one publisher's matched, unmatched or compared items, saved under the server's name. */
export async function downloadDms({ publisherGln, publisherName, matchType }: DmsDownload): Promise<void> {
  const query = new URLSearchParams({ publisherGln, matchType: String(matchType) });
  const { blob, fileName } = await downloadBlob(`catalogs/download/dmsDownload?${query}`, { method: 'GET' });
  saveFile(blob, fileName ?? `${DMS_DOWNLOAD_PREFIX[matchType]}${publisherName}_${downloadStamp(new Date())}.xlsx`);
}

export function useDmsDownload() {
  return useMutation({ mutationFn: downloadDms });
}
