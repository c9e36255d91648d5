import { useMutation } from '@tanstack/react-query';
import type { ScheduledDownload } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET catalogs/download/file/{catalogDownloadId}`: a finished report, saved under its name. */
export async function downloadScheduledReport(report: ScheduledDownload): Promise<void> {
  const { blob, fileName } = await downloadBlob(`catalogs/download/file/${report.catalogDownloadId}`, {
    method: 'GET',
  });
  saveFile(blob, fileName ?? report.fileName);
}

export function useDownloadScheduledReport() {
  return useMutation({ mutationFn: downloadScheduledReport });
}
