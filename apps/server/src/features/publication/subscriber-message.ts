import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { queueNetworkMessages } from '../../network/outbound-queue.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';

/**
 * A message the data pool sends a subscriber about a publisher's item (a CIN or a CIHW). A buyer sending an
 * item on to its own order system (DMSOTI) is the publisher of that message, to a subscriber outside.
 */
export interface SubscriberMessage {
  type: 'CIN' | 'CIHW';
  instanceId: string;
  xml: string;
  publisherId: number;
  /** The subscriber's company in Tradepool, or null for a subscriber of another data pool. */
  subscriberCompanyId: number | null;
  subscriberGln: string;
  /** The catalog item at the top of what the message carries; null for one not in Tradepool's catalog. */
  topItemId: number | null;
  time: string;
}

/** The `gdsn_message` row of a message: a subscriber in Tradepool receives it, else the publisher sends it on. */
function messageRow(message: SubscriberMessage) {
  const local = message.subscriberCompanyId !== null;
  return {
    company_id: local ? message.subscriberCompanyId : message.publisherId,
    counterpart_company_id: local ? message.publisherId : null,
    catalog_item_id: message.topItemId,
    message_type: message.type,
    direction: local ? ('in' as const) : ('out' as const),
    instance_id: message.instanceId,
    correlation_id: null,
    xml: message.xml,
    status: local ? ('received' as const) : ('queued' as const),
    error: null,
    created_time: message.time,
    processed_time: local ? message.time : null,
    sender_gln: poolGln(),
    receiver_gln: message.subscriberGln,
  };
}

/**
 * Stores it where it goes: a subscriber in Tradepool receives it (its `in` message, readable by the
 * publisher too); one outside gets it as the publisher's `out` message, handed to the pool-to-pool transport
 * (sent by the partner pool serving the subscriber's GLN, else queued until one does).
 */
export async function storeSubscriberMessage(db: Db, message: SubscriberMessage): Promise<number> {
  const { id } = await db
    .insertInto('gdsn_message')
    .values(messageRow(message))
    .returning('id')
    .executeTakeFirstOrThrow();
  if (message.subscriberCompanyId !== null) await queueWebhookPushes(db, [id]);
  else await queueNetworkMessages(db, [id]);
  return id;
}

/** Rows per insert: a CIN is some kilobytes of XML. */
const MESSAGE_ROWS = 50;

/** Stores many (a delivery batch's CINs) a few statements at a time; answers each one's id, in their order. */
export async function storeSubscriberMessages(db: Db, messages: readonly SubscriberMessage[]): Promise<number[]> {
  const ids = new Map<string, number>();
  for (let i = 0; i < messages.length; i += MESSAGE_ROWS) {
    const rows = await db
      .insertInto('gdsn_message')
      .values(messages.slice(i, i + MESSAGE_ROWS).map(messageRow))
      .returning(['id', 'instance_id'])
      .execute();
    // RETURNING promises no order: each row is found again by its instance identifier, unique per message.
    for (const row of rows) ids.set(row.instance_id, row.id);
  }
  const stored = messages.map((m) => ids.get(m.instanceId)!);
  await queueWebhookPushes(
    db,
    stored.filter((_, i) => messages[i]!.subscriberCompanyId !== null),
  );
  await queueNetworkMessages(
    db,
    stored.filter((_, i) => messages[i]!.subscriberCompanyId === null),
  );
  return stored;
}
