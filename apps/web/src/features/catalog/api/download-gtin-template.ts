import { useMutation } from '@tanstack/react-query';
import { downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/**
 * `GET gdsn/download/template`: the empty GTIN template workbook the item upload reads back, with a column
 * for each attribute of the GS1 `modules` (their element names) after its own.
 */
export async function downloadGtinTemplate(modules: readonly string[] = []): Promise<void> {
  const query = modules.length > 0 ? `?modules=${modules.map(encodeURIComponent).join('.')}` : '';
  const { blob, fileName } = await downloadBlob(`gdsn/download/template${query}`, { method: 'GET' });
  saveFile(blob, fileName ?? `${downloadStamp(new Date())}_gtin_template.xlsx`);
}

export function useDownloadGtinTemplate() {
  return useMutation({ mutationFn: (modules: readonly string[] | void) => downloadGtinTemplate(modules ?? []) });
}
