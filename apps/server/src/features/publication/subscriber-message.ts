import { DATA_POOL_GLN } from '@tradepool/domain';
import type { Db } from '../../db/database.js';

/** A message the data pool sends a subscriber about a publisher's item (a CIN or a CIHW). */
export interface SubscriberMessage {
  type: 'CIN' | 'CIHW';
  instanceId: string;
  xml: string;
  publisherId: number;
  /** The subscriber's company in Tradepool, or null for a subscriber of another data pool. */
  subscriberCompanyId: number | null;
  subscriberGln: string;
  topItemId: number;
  time: string;
}

/**
 * Stores it where it goes: a subscriber in Tradepool receives it (its `in` message, readable by the
 * publisher too); one outside gets it as the publisher's `out` message queued for the pool-to-pool transport.
 */
export async function storeSubscriberMessage(db: Db, message: SubscriberMessage): Promise<number> {
  const local = message.subscriberCompanyId !== null;
  const { id } = await db
    .insertInto('gdsn_message')
    .values({
      company_id: local ? message.subscriberCompanyId : message.publisherId,
      counterpart_company_id: local ? message.publisherId : null,
      catalog_item_id: message.topItemId,
      message_type: message.type,
      direction: local ? 'in' : 'out',
      instance_id: message.instanceId,
      correlation_id: null,
      xml: message.xml,
      status: local ? 'received' : 'queued',
      error: null,
      created_time: message.time,
      processed_time: local ? message.time : null,
      sender_gln: DATA_POOL_GLN,
      receiver_gln: message.subscriberGln,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}
