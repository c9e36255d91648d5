import { SERVER_ERRORS, SUBSCRIPTION_STATUS, type SubscriptionCancelResponse } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import type { Principal } from '../../security/sessions.js';
import { newCisInstanceId, publisherInTradepool, recordCis } from './cis-messages.js';

/**
 * `POST gdsn/subscriptions/cancel`: each Valid subscription of the caller's company among the ids becomes
 * Cancelled with its CIS DELETE. Another company's id, or one not Valid, is refused for that id alone. The items
 * already received stay; the matching stops releasing new ones, since only Valid subscriptions meet.
 */
export async function cancelSubscriptionsById(
  db: Db,
  principal: Principal,
  ids: readonly number[],
): Promise<SubscriptionCancelResponse> {
  const results: SubscriptionCancelResponse['results'] = [];
  for (const id of new Set(ids)) {
    const cancelled = await db.transaction().execute(async (trx) => {
      const row = await trx
        .selectFrom('subscription')
        .select(['id', 'company_id', 'subscriber_gln', 'publisher_gln', 'gtin', 'gpc_code', 'target_market'])
        .where('id', '=', id)
        .where('company_id', '=', principal.companyId)
        .where('status', '=', SUBSCRIPTION_STATUS.valid)
        .executeTakeFirst();
      if (!row) return false;
      const time = nowIso();
      await trx
        .updateTable('subscription')
        .set({ status: SUBSCRIPTION_STATUS.cancelled, modified_time: time })
        .where('id', '=', id)
        .execute();
      const inTradepool = await publisherInTradepool(trx, row.publisher_gln);
      await recordCis(trx, row, 'DELETE', newCisInstanceId(), inTradepool, time);
      return true;
    });
    results.push({
      catalogItemSubscriptionId: id,
      success: cancelled,
      error: cancelled ? null : SERVER_ERRORS.subscriptionNotCancellable,
    });
  }
  return { results };
}
