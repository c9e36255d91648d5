import {
  DOWNLOAD_FILE_SUFFIX,
  downloadStamp,
  type ScheduleDownloadResult,
  type SubscriptionSearch,
} from '@tradepool/domain';
import { downloadOrAnswer } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { SUBSCRIPTIONS_API } from './search-subscriptions';

/**
 * `POST gdsn/subscriptions/download/subscribedItemSheet`: saves `{mm-dd-yyyy}_subscribed_Item.xlsx` of the
 * chosen subscriptions' received items, or answers how scheduling a sheet too large to send at once went.
 */
export async function downloadSubscribedItems(filter: SubscriptionSearch): Promise<'saved' | ScheduleDownloadResult> {
  const result = await downloadOrAnswer<ScheduleDownloadResult>(`${SUBSCRIPTIONS_API}/download/subscribedItemSheet`, {
    method: 'POST',
    body: filter,
  });
  if ('answer' in result) return result.answer;
  saveFile(result.blob, result.fileName ?? `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.subscribedItems}`);
  return 'saved';
}
