import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';

/** One subscription of another pool's subscriber, as the registry forwarded it to this publisher. */
export interface NetworkSubscription {
  publisherCompanyId: number;
  subscriberGln: string;
  recipientDataPool: string;
  gtin?: string;
  gpcCode?: string;
  targetMarket?: string;
}

/** The criteria beyond the publisher, as one key: a subscriber may hold several subscriptions to one publisher. */
const criteriaKey = (s: NetworkSubscription) => [s.gtin ?? '', s.gpcCode ?? '', s.targetMarket ?? ''].join('|');

/**
 * A subscriber of another data pool subscribed to this publisher (a CIS ADD the Global Registry forwarded):
 * it is among the publisher's subscribers from now on. The same subscription again changes nothing.
 */
export async function addNetworkSubscription(db: Db, subscription: NetworkSubscription): Promise<void> {
  await db
    .insertInto('network_subscriber')
    .values({
      company_id: subscription.publisherCompanyId,
      gln: subscription.subscriberGln,
      recipient_data_pool: subscription.recipientDataPool,
      criteria: criteriaKey(subscription),
      created_time: nowIso(),
    })
    .onConflict((oc) => oc.columns(['company_id', 'gln', 'criteria']).doNothing())
    .execute();
}

/**
 * Its CIS DELETE: the subscription ends, and the subscriber leaves the list with its last one, unless the
 * publisher added its GLN by hand (`publication_subscriber`, which this never touches).
 */
export async function endNetworkSubscription(db: Db, subscription: NetworkSubscription): Promise<void> {
  await db
    .deleteFrom('network_subscriber')
    .where('company_id', '=', subscription.publisherCompanyId)
    .where('gln', '=', subscription.subscriberGln)
    .where('criteria', '=', criteriaKey(subscription))
    .execute();
}

/** The name a network subscriber is listed by: the CIS carries only GLNs. */
export const networkSubscriberName = (gln: string, pool: string) => `GLN ${gln} (pool ${pool})`;
