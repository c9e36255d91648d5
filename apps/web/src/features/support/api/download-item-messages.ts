import { useMutation } from '@tanstack/react-query';
import type { ItemMessageSearch } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `POST support/download`: the messages found, one XML file or a zip, saved under the server's name. */
export async function downloadItemMessages(search: ItemMessageSearch): Promise<void> {
  const { blob, fileName } = await downloadBlob('support/download', { method: 'POST', body: search });
  saveFile(blob, fileName ?? `${search.gtin}_${search.msgType}.zip`);
}

export function useDownloadItemMessages() {
  return useMutation({ mutationFn: downloadItemMessages });
}
