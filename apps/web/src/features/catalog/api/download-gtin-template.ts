import { useMutation } from '@tanstack/react-query';
import { downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET gdsn/download/template`: the empty GTIN template workbook the item upload reads back. */
export async function downloadGtinTemplate(): Promise<void> {
  const { blob, fileName } = await downloadBlob('gdsn/download/template', { method: 'GET' });
  saveFile(blob, fileName ?? `${downloadStamp(new Date())}_gtin_template.xlsx`);
}

export function useDownloadGtinTemplate() {
  return useMutation({ mutationFn: downloadGtinTemplate });
}
