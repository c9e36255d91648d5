import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DATA_POOL_GLN, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { buildCin, type CinTradeItemNode } from '../../gdsn/messages/cin-builder.js';
import { CIN_COMMANDS } from '../../gdsn/messages/cin.js';
import type { JobHandler } from '../../jobs/worker.js';
import { hierarchiesOf } from './hierarchy-walk.js';
import { storeSubscriberMessage } from './subscriber-message.js';
import { publicationsMeetingSubscriptions } from './subscription-match.js';

export const DELIVERY_JOB = 'gdsn.publication.deliver';

const payloadSchema = z.object({
  publicationIds: z.array(z.number().int().positive()),
  command: z.enum(CIN_COMMANDS),
  isReload: z.boolean().default(false),
  /** Asked for again (an RFCIN): sent even where a CIN already went. */
  resend: z.boolean().default(false),
});
export type DeliveryPayload = z.input<typeof payloadSchema>;

/** Top-level publications per transaction: a crash loses at most one batch's work, which the retry redoes. */
const BATCH = 50;

interface TopPublication {
  id: number;
  company_id: number;
  root_item_id: number;
  subscriber_gln: string;
  subscriber_company_id: number | null;
  delivery_status: string;
}

interface HierarchyItem {
  id: number;
  gtin: string;
  target_market: string;
  info_provider_gln: string;
  version: number;
  attributes: string;
  unit_descriptor: string | null;
  description: string | null;
  brand_name: string | null;
  product_code: string | null;
  gpc_code: string | null;
}

/** The hierarchy under a top as the CIN carries it: each level with its children and their quantities. */
async function hierarchyTree(db: Db, rootId: number) {
  const places = await hierarchiesOf(db, [rootId]);
  const items = new Map(
    (
      await db
        .selectFrom('catalog_item')
        .select([
          'id',
          'gtin',
          'target_market',
          'info_provider_gln',
          'version',
          'attributes',
          'unit_descriptor',
          'description',
          'brand_name',
          'product_code',
          'gpc_code',
        ])
        .where('id', 'in', [...new Set(places.map((p) => p.id))])
        .execute()
    ).map((i) => [i.id, i as HierarchyItem]),
  );
  const build = (index: number): CinTradeItemNode => {
    const place = places[index]!;
    const children: CinTradeItemNode['children'] = [];
    for (let i = index + 1; i < places.length && places[i]!.level > place.level; i++) {
      if (places[i]!.parentId === place.id && places[i]!.level === place.level + 1) {
        children.push({ quantity: places[i]!.quantity, node: build(i) });
      }
    }
    return { attributes: JSON.parse(items.get(place.id)!.attributes) as ItemAttributes, children };
  };
  return { places, items, root: build(0) };
}

/**
 * Sends the CIN of each top-level publication: to a subscriber in Tradepool only when one of its
 * subscriptions meets the publication (else the publication waits for one), stored as an `in` message of
 * the subscriber's company and as its received copy of every item of the hierarchy; to a subscriber outside
 * Tradepool as an outbound message queued for the pool-to-pool transport (its own data pool holds its
 * subscriptions).
 */
export async function deliverPublications(
  db: Db,
  input: DeliveryPayload,
): Promise<{ delivered: number; waiting: number; queued: number }> {
  const payload = payloadSchema.parse(input);
  const tops: TopPublication[] = await db
    .selectFrom('publication')
    .select(['id', 'company_id', 'root_item_id', 'subscriber_gln', 'subscriber_company_id', 'delivery_status'])
    .where('id', 'in', payload.publicationIds.length ? payload.publicationIds : [0])
    .where('active', '=', 1)
    .$narrowType<{ root_item_id: number }>()
    .execute();
  const meeting = await publicationsMeetingSubscriptions(
    db,
    tops.filter((t) => t.subscriber_company_id !== null).map((t) => t.id),
  );
  const counts = { delivered: 0, waiting: 0, queued: 0 };
  const now = new Date();
  const time = now.toISOString();
  const trees = new Map<number, Awaited<ReturnType<typeof hierarchyTree>>>();
  // A first CIN goes once: a second job for the same publication (released by a subscription while its
  // publishing job still waited, or a retry after a batch committed) finds it sent and leaves it.
  const firstOnly = payload.command === 'ADD' && !payload.isReload && !payload.resend;
  for (const top of tops.filter(
    (t) => !(firstOnly && (t.delivery_status === 'delivered' || t.delivery_status === 'queued')),
  )) {
    const local = top.subscriber_company_id !== null;
    const rows = db
      .updateTable('publication')
      .where('root_item_id', '=', top.root_item_id)
      .where('subscriber_gln', '=', top.subscriber_gln)
      .where('active', '=', 1);
    if (local && !meeting.has(top.id)) {
      await rows.set({ delivery_status: 'waiting', delivery_error: null }).execute();
      counts.waiting++;
      continue;
    }
    if (!trees.has(top.root_item_id)) trees.set(top.root_item_id, await hierarchyTree(db, top.root_item_id));
    const tree = trees.get(top.root_item_id)!;
    const instanceId = `CIN-${top.id}-${randomUUID()}`;
    const xml = buildCin({
      instanceId,
      senderGln: DATA_POOL_GLN,
      receiverGln: top.subscriber_gln,
      createdAt: now,
      transactions: [
        {
          entityId: `${top.id}`,
          command: payload.command,
          isReload: payload.isReload,
          dataRecipientGln: top.subscriber_gln,
          sourceDataPool: DATA_POOL_GLN,
          root: tree.root,
        },
      ],
    });
    const messageId = await storeSubscriberMessage(db, {
      type: 'CIN',
      instanceId,
      xml,
      publisherId: top.company_id,
      subscriberCompanyId: top.subscriber_company_id,
      subscriberGln: top.subscriber_gln,
      topItemId: top.root_item_id,
      time,
    });
    if (local) await storeReceivedCopies(db, top, tree, messageId, time);
    await db
      .updateTable('publication')
      .set((eb) => ({
        delivery_status: local ? 'delivered' : 'queued',
        delivery_error: null,
        delivered_time: time,
        delivered_version: eb
          .selectFrom('catalog_item as c')
          .select('c.version')
          .whereRef('c.id', '=', 'publication.catalog_item_id'),
      }))
      .where('root_item_id', '=', top.root_item_id)
      .where('subscriber_gln', '=', top.subscriber_gln)
      .where('active', '=', 1)
      .execute();
    counts[local ? 'delivered' : 'queued']++;
  }
  return counts;
}

async function storeReceivedCopies(
  db: Db,
  top: TopPublication,
  tree: Awaited<ReturnType<typeof hierarchyTree>>,
  messageId: number,
  time: string,
): Promise<void> {
  const rootGtin = tree.items.get(top.root_item_id)!.gtin;
  const seen = new Set<number>();
  const rows = tree.places.flatMap((place) => {
    if (seen.has(place.id)) return [];
    seen.add(place.id);
    const item = tree.items.get(place.id)!;
    const children = tree.places
      .filter((p) => p.parentId === place.id)
      .map((p) => ({ gtin: tree.items.get(p.id)!.gtin, quantity: p.quantity }));
    return [
      {
        company_id: top.subscriber_company_id!,
        subscriber_gln: top.subscriber_gln,
        publisher_company_id: top.company_id,
        info_provider_gln: item.info_provider_gln,
        source_item_id: item.id,
        gtin: item.gtin,
        target_market: item.target_market,
        root_gtin: rootGtin,
        unit_descriptor: item.unit_descriptor,
        description: item.description,
        brand_name: item.brand_name,
        product_code: item.product_code,
        gpc_code: item.gpc_code,
        children: JSON.stringify(children),
        attributes: item.attributes,
        version: item.version,
        withdrawn: 0,
        cin_message_id: messageId,
        received_time: time,
        modified_time: time,
      },
    ];
  });
  await db
    .insertInto('received_item')
    .values(rows)
    .onConflict((oc) =>
      oc.columns(['subscriber_gln', 'info_provider_gln', 'gtin', 'target_market']).doUpdateSet((eb) => ({
        publisher_company_id: eb.ref('excluded.publisher_company_id'),
        source_item_id: eb.ref('excluded.source_item_id'),
        root_gtin: eb.ref('excluded.root_gtin'),
        unit_descriptor: eb.ref('excluded.unit_descriptor'),
        description: eb.ref('excluded.description'),
        brand_name: eb.ref('excluded.brand_name'),
        product_code: eb.ref('excluded.product_code'),
        gpc_code: eb.ref('excluded.gpc_code'),
        children: eb.ref('excluded.children'),
        attributes: eb.ref('excluded.attributes'),
        version: eb.ref('excluded.version'),
        withdrawn: 0,
        cin_message_id: eb.ref('excluded.cin_message_id'),
        modified_time: eb.ref('excluded.modified_time'),
      })),
    )
    .execute();
}

/** A failed delivery shows on its publications until a retry (the job's next attempt, or a re-send) succeeds. */
async function markFailed(db: Db, publicationIds: readonly number[], message: string): Promise<void> {
  const tops = await db
    .selectFrom('publication')
    .select(['root_item_id', 'subscriber_gln'])
    .where('id', 'in', publicationIds)
    .execute();
  for (const top of tops) {
    if (top.root_item_id === null) continue;
    await db
      .updateTable('publication')
      .set({ delivery_status: 'failed', delivery_error: message.slice(0, 500) })
      .where('root_item_id', '=', top.root_item_id)
      .where('subscriber_gln', '=', top.subscriber_gln)
      .where('active', '=', 1)
      .execute();
  }
}

/** The delivery job: batches of top-level publications, each batch in one transaction. */
export function deliveryJobHandler(db: Db): JobHandler {
  return async (raw) => {
    const payload = payloadSchema.parse(raw);
    const totals = { delivered: 0, waiting: 0, queued: 0 };
    for (let i = 0; i < payload.publicationIds.length; i += BATCH) {
      const batch = payload.publicationIds.slice(i, i + BATCH);
      const counts = await db
        .transaction()
        .execute((trx) => deliverPublications(trx, { ...payload, publicationIds: batch }))
        .catch(async (error: unknown) => {
          await markFailed(db, batch, error instanceof Error ? error.message : String(error));
          throw error;
        });
      totals.delivered += counts.delivered;
      totals.waiting += counts.waiting;
      totals.queued += counts.queued;
    }
    return totals;
  };
}
