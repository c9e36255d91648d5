import { useMutation } from '@tanstack/react-query';
import type { CrossReferenceFile } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Saves the stored file under the name it was uploaded with. */
export async function downloadCrossReferenceFile(file: CrossReferenceFile): Promise<void> {
  const path = `admin/download/subscribers/crossreffile?fileName=${encodeURIComponent(file.fileName)}`;
  const { blob, fileName } = await downloadBlob(path, { method: 'GET' });
  saveFile(blob, fileName ?? file.originalName);
}

export function useDownloadCrossReferenceFile() {
  return useMutation({ mutationFn: downloadCrossReferenceFile });
}
