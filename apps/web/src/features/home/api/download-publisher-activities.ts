import { useMutation } from '@tanstack/react-query';
import { PUBLISHER_ACTIVITIES_SUFFIX, downloadStamp } from '@tradepool/domain';
import { downloadBlob } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** `GET catalogs/download/publisherActivities`: the last `lastDays` days of publications, CICs and registrations. */
export async function downloadPublisherActivities(lastDays: number): Promise<void> {
  const { blob, fileName } = await downloadBlob(
    `catalogs/download/publisherActivities?page=home&lastDays=${lastDays}`,
    {
      method: 'GET',
    },
  );
  saveFile(blob, fileName ?? `${downloadStamp(new Date())}${PUBLISHER_ACTIVITIES_SUFFIX}`);
}

export function usePublisherActivitiesDownload() {
  return useMutation({ mutationFn: downloadPublisherActivities });
}
