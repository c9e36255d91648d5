import { useMutation } from '@tanstack/react-query';
import { DOWNLOAD_FILE_SUFFIX, downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET gdsn/upload/{uploadId}/failures/download`: every refused row and reason, as `_failure_messages.xlsx`. */
export async function downloadUploadFailures(uploadId: number): Promise<void> {
  const { blob, fileName } = await downloadBlob(`gdsn/upload/${uploadId}/failures/download`, { method: 'GET' });
  saveFile(blob, fileName ?? `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.failureMessages}`);
}

export function useDownloadUploadFailures() {
  return useMutation({ mutationFn: downloadUploadFailures });
}
