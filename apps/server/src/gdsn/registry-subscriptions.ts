import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { Db } from '../db/database.js';
import type { RegistrySubscriptionTable } from '../db/schema/registry-node.js';
import { nowIso } from '../db/time.js';
import { buildCis, type CisItem, type CisMessage } from './messages/cis.js';

export type RegistrySubscription = Selectable<RegistrySubscriptionTable>;

/** A subscription's command due at a publisher's data pool. */
export interface DueForward {
  subscription: RegistrySubscription;
  poolGln: string;
  command: 'ADD' | 'DELETE';
}

/** A criterion the subscription leaves open is null, and is compared so (`=` never meets a null). */
const criteria = (item: CisItem) => ({
  publisher_gln: item.dataSource ?? null,
  gtin: item.gtin ?? null,
  gpc_code: item.gpcCategoryCode ?? null,
  target_market: item.targetMarket ?? null,
});

/**
 * The data pools serving a publisher GLN: the one it registered with (`registry_party`), else those that
 * registered items of it (their source data pool).
 */
export async function poolsServing(db: Db, publisherGln: string): Promise<string[]> {
  const party = await db
    .selectFrom('registry_party')
    .select('data_pool_gln')
    .where('party_gln', '=', publisherGln)
    .executeTakeFirst();
  if (party) return [party.data_pool_gln];
  const items = await db
    .selectFrom('registry_item')
    .select('source_data_pool')
    .distinct()
    .where('info_provider_gln', '=', publisherGln)
    .execute();
  return items.map((i) => i.source_data_pool).sort();
}

/** The pools a subscription's command already went to. */
async function forwardedTo(db: Db, subscriptionId: number, command: 'ADD' | 'DELETE'): Promise<Set<string>> {
  const rows = await db
    .selectFrom('registry_forward')
    .select('data_pool_gln')
    .where('subscription_id', '=', subscriptionId)
    .where('command', '=', command)
    .execute();
  return new Set(rows.map((r) => r.data_pool_gln));
}

/**
 * Keeps the subscriptions of a CIS from the data pool `senderPool` (the recipient's pool), in the caller's
 * transaction, and answers what is due where: an ADD goes to each pool serving its publisher that has not had
 * it; a DELETE goes to every pool the ADD went to. An ADD whose publisher no pool serves yet waits
 * (`forwardsForPublisher`, `forwardsForItem`). A subscription is known by its recipient, recipient pool and
 * criteria: an ADD of one ended earlier takes it up again.
 */
export async function receiveSubscriptions(db: Db, cis: CisMessage, senderPool: string): Promise<DueForward[]> {
  const due: DueForward[] = [];
  const now = nowIso();
  for (const item of cis.items) {
    const wanted = criteria(item);
    const existing = await db
      .selectFrom('registry_subscription')
      .selectAll()
      .where('subscriber_gln', '=', item.dataRecipient)
      .where('recipient_data_pool', '=', item.recipientDataPool ?? senderPool)
      .where((eb) =>
        eb.and(
          Object.entries(wanted).map(([column, value]) =>
            value === null
              ? eb(column as keyof typeof wanted, 'is', null)
              : eb(column as keyof typeof wanted, '=', value),
          ),
        ),
      )
      .executeTakeFirst();
    let subscription: RegistrySubscription;
    if (existing) {
      await db
        .updateTable('registry_subscription')
        .set({ command: item.command, entity_id: item.entityId, modified_time: now })
        .where('id', '=', existing.id)
        .execute();
      if (item.command === 'ADD' && existing.command === 'DELETE') {
        // Taken up again: the pools that heard of its end hear of it anew.
        await db.deleteFrom('registry_forward').where('subscription_id', '=', existing.id).execute();
      }
      subscription = { ...existing, command: item.command, entity_id: item.entityId, modified_time: now };
    } else {
      subscription = await db
        .insertInto('registry_subscription')
        .values({
          subscriber_gln: item.dataRecipient,
          recipient_data_pool: item.recipientDataPool ?? senderPool,
          ...wanted,
          command: item.command,
          entity_id: item.entityId,
          created_time: now,
          modified_time: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    }
    const pools =
      item.command === 'ADD'
        ? subscription.publisher_gln
          ? await poolsServing(db, subscription.publisher_gln)
          : []
        : [...(await forwardedTo(db, subscription.id, 'ADD'))];
    const done = await forwardedTo(db, subscription.id, item.command);
    for (const poolGln of pools) {
      // A pool never hears of its own recipients' subscriptions from the registry: it has them.
      if (!done.has(poolGln) && poolGln !== subscription.recipient_data_pool) {
        due.push({ subscription, poolGln, command: item.command });
      }
    }
  }
  return due;
}

/** The held subscriptions to a publisher not yet forwarded to `poolGln`, which now serves it. */
export async function forwardsForPublisher(db: Db, publisherGln: string, poolGln: string): Promise<DueForward[]> {
  const waiting = await db
    .selectFrom('registry_subscription as s')
    .selectAll('s')
    .where('s.publisher_gln', '=', publisherGln)
    .where('s.command', '=', 'ADD')
    .where('s.recipient_data_pool', '!=', poolGln)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('registry_forward as f')
            .select('f.id')
            .whereRef('f.subscription_id', '=', 's.id')
            .where('f.data_pool_gln', '=', poolGln)
            .where('f.command', '=', 'ADD'),
        ),
      ),
    )
    .orderBy('s.id')
    .execute();
  return waiting.map((subscription) => ({ subscription, poolGln, command: 'ADD' as const }));
}

/** An item a data pool registered: what a subscription may be met by. */
export interface RegisteredItemKey {
  infoProviderGln: string;
  gtin: string;
  gpcCode: string;
  targetMarket: string;
  sourceDataPool: string;
}

/**
 * The held subscriptions an item registered by `item.sourceDataPool` meets (its publisher, and the GTIN, GPC
 * brick and target market where the subscription names them) and that pool has not had yet.
 */
export async function forwardsForItem(db: Db, item: RegisteredItemKey): Promise<DueForward[]> {
  const candidates = await forwardsForPublisher(db, item.infoProviderGln, item.sourceDataPool);
  return candidates.filter(
    ({ subscription: s }) =>
      (s.gtin === null || s.gtin === item.gtin) &&
      (s.gpc_code === null || s.gpc_code === item.gpcCode) &&
      (s.target_market === null || s.target_market === item.targetMarket),
  );
}

/**
 * The CIS the registry sends a publisher's pool for a due forward: the subscription as the recipient's pool
 * sent it, from the registry. The document keeps the recipient's entity id, so both pools name it alike.
 */
export function forwardedCis(forward: DueForward, registryGln: string, now: Date): { instanceId: string; xml: string } {
  const s = forward.subscription;
  const instanceId = `CIS-${randomUUID()}`;
  const xml = buildCis({
    instanceId,
    senderGln: registryGln,
    receiverGln: forward.poolGln,
    createdAt: now,
    items: [
      {
        entityId: s.entity_id,
        command: forward.command,
        dataRecipient: s.subscriber_gln,
        recipientDataPool: s.recipient_data_pool,
        ...(s.publisher_gln ? { dataSource: s.publisher_gln } : {}),
        ...(s.gtin ? { gtin: s.gtin } : {}),
        ...(s.gpc_code ? { gpcCategoryCode: s.gpc_code } : {}),
        ...(s.target_market ? { targetMarket: s.target_market } : {}),
      },
    ],
  });
  return { instanceId, xml };
}
