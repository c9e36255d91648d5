import { randomUUID } from 'node:crypto';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { SubscriptionTable } from '../../db/schema/subscription.js';
import { buildCis, type CisCommand } from '../../gdsn/messages/cis.js';

/** A subscription's row as a CIS carries it. */
export type SubscriptionCriteriaRow = Pick<
  Selectable<SubscriptionTable>,
  'id' | 'company_id' | 'subscriber_gln' | 'publisher_gln' | 'gtin' | 'gpc_code' | 'target_market'
>;

export const newCisInstanceId = () => `CIS-${randomUUID()}`;

/**
 * The CIS of a subscription made (ADD) or cancelled (DELETE) on the subscription screen, kept as GS1 XML with
 * the subscriber's messages: sent by the subscriber to its data pool, Tradepool. A publisher outside Tradepool
 * is served by another data pool, which must hear of it: that CIS is queued for the GS1 Global Registry,
 * which forwards it to the publisher's pool.
 */
export async function recordCis(
  db: Db,
  subscription: SubscriptionCriteriaRow,
  command: CisCommand,
  instanceId: string,
  publisherInTradepool: boolean,
  time: string,
): Promise<void> {
  const xml = buildCis({
    instanceId,
    senderGln: subscription.subscriber_gln,
    receiverGln: poolGln(),
    createdAt: new Date(time),
    items: [
      {
        entityId: `${subscription.id}`,
        command,
        dataRecipient: subscription.subscriber_gln,
        dataSource: subscription.publisher_gln ?? undefined,
        gpcCategoryCode: subscription.gpc_code ?? undefined,
        gtin: subscription.gtin ?? undefined,
        recipientDataPool: poolGln(),
        targetMarket: subscription.target_market ?? undefined,
      },
    ],
  });
  const queued = !publisherInTradepool;
  await db
    .insertInto('gdsn_message')
    .values({
      company_id: subscription.company_id,
      counterpart_company_id: null,
      catalog_item_id: null,
      message_type: 'CIS',
      direction: 'out',
      instance_id: instanceId,
      correlation_id: null,
      xml,
      status: queued ? 'queued' : 'processed',
      error: null,
      created_time: time,
      processed_time: queued ? null : time,
      sender_gln: subscription.subscriber_gln,
      receiver_gln: poolGln(),
    })
    .execute();
}

/** Whether a company of Tradepool holds the GLN (a subscription without a publisher stays in Tradepool). */
export async function publisherInTradepool(db: Db, publisherGln: string | null): Promise<boolean> {
  if (!publisherGln) return true;
  const row = await db.selectFrom('company_gln').select('id').where('gln', '=', publisherGln).executeTakeFirst();
  return row !== undefined;
}
