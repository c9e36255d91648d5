import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { type GdsnElement, type ItemAttributes } from '@tradepool/domain';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import { buildCin, cinTradeItemCache, type CinTradeItemNode } from '../../gdsn/messages/cin-builder.js';
import { CIN_COMMANDS } from '../../gdsn/messages/cin.js';
import type { JobHandler } from '../../jobs/worker.js';
import type { LevelBelow } from '../../received-copies/listener.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { DeliveredCopy } from '../../received-copies/store-copies.js';
import { hierarchiesOf, type HierarchyPlace } from './hierarchy-walk.js';
import { storeSubscriberMessages } from './subscriber-message.js';
import { publicationsMeetingSubscriptions } from './subscription-match.js';
import { nextTurn } from '../../jobs/in-turns.js';

const payloadSchema = z.object({
  publicationIds: z.array(z.number().int().positive()),
  command: z.enum(CIN_COMMANDS),
  isReload: z.boolean().default(false),
  /** Asked for again (an RFCIN): sent even where a CIN already went. */
  resend: z.boolean().default(false),
});
export type DeliveryPayload = z.input<typeof payloadSchema>;

/**
 * Top-level publications per transaction: a crash loses at most one batch's work, which the retry redoes. 100
 * held the event loop for stretches of 150–800 ms (their received copies above all); 25 keep them short.
 */
const BATCH = 25;

const TOP_COLUMNS = [
  'id',
  'company_id',
  'root_item_id',
  'subscriber_gln',
  'subscriber_company_id',
  'delivery_status',
  'delivered_time',
] as const;

interface TopPublication {
  id: number;
  company_id: number;
  root_item_id: number;
  subscriber_gln: string;
  subscriber_company_id: number | null;
  delivery_status: string;
  delivered_time: string | null;
}

interface HierarchyItem {
  id: number;
  gtin: string;
  target_market: string;
  info_provider_gln: string;
  version: number;
  attributes: string;
  gdsn_document: string | null;
  unit_descriptor: string | null;
  description: string | null;
  brand_name: string | null;
  product_code: string | null;
  gpc_code: string | null;
  has_allergens: number;
  has_nutrients: number;
  has_marketing: number;
}

/** Ids per `in (…)` list. */
const CHUNK = 500;

/** CINs built and stored together, while the next ones are built. */
const MESSAGES_IN_FLIGHT = 10;

interface HierarchyTree {
  places: HierarchyPlace[];
  items: Map<number, HierarchyItem>;
  /** Each item's document, read once: its CIN nodes and its received copies share it. */
  documents: Map<number, ItemAttributes>;
  root: CinTradeItemNode;
}

/**
 * Items' documents parsed once for a whole job, by item and version: its batches, one subscriber each, meet
 * every item once per subscriber, and the received copies' listeners know a document they checked by its object.
 */
type ParsedDocuments = Map<number, { version: number; attributes: ItemAttributes; tree: GdsnElement | null }>;

function parsedDocument(item: HierarchyItem, parsed: ParsedDocuments) {
  const kept = parsed.get(item.id);
  if (kept?.version === item.version) return kept;
  const fresh = {
    version: item.version,
    attributes: JSON.parse(item.attributes) as ItemAttributes,
    tree: item.gdsn_document ? (JSON.parse(item.gdsn_document) as GdsnElement) : null,
  };
  parsed.set(item.id, fresh);
  return fresh;
}

/** The hierarchies under these tops as the CIN carries them: each level with its children and their quantities. */
async function hierarchyTrees(
  db: Db,
  rootIds: readonly number[],
  parsed: ParsedDocuments,
): Promise<Map<number, HierarchyTree>> {
  const trees = new Map<number, HierarchyTree>();
  const roots = [...new Set(rootIds)];
  if (!roots.length) return trees;
  const all = await hierarchiesOf(db, roots);
  const ids = [...new Set(all.map((p) => p.id))];
  const items = new Map<number, HierarchyItem>();
  for (let i = 0; i < ids.length; i += CHUNK) {
    const rows = await db
      .selectFrom('catalog_item')
      .select([
        'id',
        'gtin',
        'target_market',
        'info_provider_gln',
        'version',
        'attributes',
        'gdsn_document',
        'unit_descriptor',
        'description',
        'brand_name',
        'product_code',
        'gpc_code',
        // The catalog's product data flags of the document sent: the subscriber catalog filters on them.
        'has_allergens',
        'has_nutrients',
        'has_marketing',
      ])
      .where('id', 'in', ids.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) items.set(row.id, row as HierarchyItem);
  }
  const documents = new Map([...items.values()].map((item) => [item.id, parsedDocument(item, parsed).attributes]));
  // The whole item where it holds more than the sections: the CIN carries every attribute of it.
  const wholeItems = new Map(
    [...items.values()].flatMap((item) => {
      const { tree } = parsedDocument(item, parsed);
      return tree ? [[item.id, tree] as const] : [];
    }),
  );
  // Each top's places come together, the top (level 0) first.
  for (let start = 0; start < all.length;) {
    let end = start + 1;
    while (end < all.length && all[end]!.level > 0) end++;
    const places = all.slice(start, end);
    const build = (index: number): CinTradeItemNode => {
      const place = places[index]!;
      const children: CinTradeItemNode['children'] = [];
      for (let i = index + 1; i < places.length && places[i]!.level > place.level; i++) {
        if (places[i]!.parentId === place.id && places[i]!.level === place.level + 1) {
          children.push({ quantity: places[i]!.quantity, node: build(i) });
        }
      }
      const tree = wholeItems.get(place.id);
      return { attributes: documents.get(place.id)!, children, ...(tree ? { tree } : {}) };
    };
    trees.set(places[0]!.id, { places, items, documents, root: build(0) });
    start = end;
  }
  return trees;
}

/** Where a top's publication rows are filed: its hierarchy (by top) and its subscriber GLN. */
const rowsKey = (top: { root_item_id: number | null; subscriber_gln: string }) =>
  `${top.root_item_id}|${top.subscriber_gln}`;

/**
 * The active publication rows of these tops' hierarchies, per top and subscriber GLN: the rows each top's CIN
 * speaks for. Asked by hierarchy alone, then updated by id: asked with the subscriber GLN too, a planner
 * without statistics (SQLite; PostgreSQL before ANALYZE) took the subscriber's index and read all of its
 * publications for every CIN.
 */
async function hierarchyRows(
  db: Db,
  tops: readonly { root_item_id: number | null; subscriber_gln: string }[],
): Promise<Map<string, number[]>> {
  const rows = new Map<string, number[]>();
  const roots = [...new Set(tops.flatMap((t) => (t.root_item_id === null ? [] : [t.root_item_id])))];
  for (let i = 0; i < roots.length; i += CHUNK) {
    const found = await db
      .selectFrom('publication')
      .select(['id', 'root_item_id', 'subscriber_gln'])
      .where('root_item_id', 'in', roots.slice(i, i + CHUNK))
      .where('active', '=', 1)
      .execute();
    for (const row of found) rows.set(rowsKey(row), [...(rows.get(rowsKey(row)) ?? []), row.id]);
  }
  return rows;
}

/** The rows of these tops, in `in (…)`-sized lists. */
function rowsOf(rows: Map<string, number[]>, tops: readonly TopPublication[]): number[][] {
  const ids = [...new Set(tops.flatMap((t) => rows.get(rowsKey(t)) ?? []))];
  return Array.from({ length: Math.ceil(ids.length / CHUNK) }, (_, i) => ids.slice(i * CHUNK, (i + 1) * CHUNK));
}

/**
 * Sends the CIN of each top-level publication: to a subscriber in Tradepool only when one of its
 * subscriptions meets the publication (else the publication waits for one), stored as an `in` message of
 * the subscriber's company and as its received copy of every item of the hierarchy; to a subscriber of
 * another data pool as an outbound message queued until it is sent to the partner pool serving that GLN
 * (its own data pool holds its subscriptions), or, when no partner serves it, until a partner profile does. The batch's hierarchies are read together, each one's trade items written once for all
 * its recipients, and its messages, copies and states stored a few statements at a time.
 */
export async function deliverPublications(
  db: Db,
  copies: ReceivedCopies,
  input: DeliveryPayload,
  parsed: ParsedDocuments = new Map(),
): Promise<{ delivered: number; waiting: number; queued: number }> {
  const payload = payloadSchema.parse(input);
  const tops: TopPublication[] = await db
    .selectFrom('publication')
    .select(TOP_COLUMNS)
    .where('id', 'in', payload.publicationIds.length ? payload.publicationIds : [0])
    .where('active', '=', 1)
    .$narrowType<{ root_item_id: number }>()
    .execute();
  const meeting = await publicationsMeetingSubscriptions(
    db,
    tops.filter((t) => t.subscriber_company_id !== null).map((t) => t.id),
  );
  const now = new Date();
  const time = now.toISOString();
  // A first CIN goes once: a second job for the same publication (released by a subscription while its
  // publishing job still waited, or a retry after a batch committed) finds it sent and leaves it.
  const firstOnly = payload.command === 'ADD' && !payload.isReload && !payload.resend;
  const due = tops.filter((t) => !(firstOnly && (t.delivery_status === 'delivered' || t.delivery_status === 'queued')));
  const waits = (t: TopPublication) => t.subscriber_company_id !== null && !meeting.has(t.id);
  const waiting = due.filter(waits);
  const sending = due.filter((t) => !waits(t));
  const rows = await hierarchyRows(db, due);
  for (const ids of rowsOf(rows, waiting)) {
    await db
      .updateTable('publication')
      .set({ delivery_status: 'waiting', delivery_error: null })
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .execute();
  }
  const trees = await hierarchyTrees(
    db,
    sending.map((t) => t.root_item_id),
    parsed,
  );
  const cache = cinTradeItemCache();
  const messageOf = (top: TopPublication) => {
    const instanceId = `CIN-${top.id}-${randomUUID()}`;
    const xml = buildCin(
      {
        instanceId,
        senderGln: poolGln(),
        receiverGln: top.subscriber_gln,
        createdAt: now,
        transactions: [
          {
            entityId: `${top.id}`,
            // A subscriber that never got the item (its first CIN failed) gets it as new, not as a change.
            command: payload.command === 'CHANGE_BY_REFRESH' && top.delivered_time === null ? 'ADD' : payload.command,
            isReload: payload.isReload,
            dataRecipientGln: top.subscriber_gln,
            sourceDataPool: poolGln(),
            root: trees.get(top.root_item_id)!.root,
          },
        ],
      },
      cache,
    );
    return {
      type: 'CIN' as const,
      instanceId,
      xml,
      publisherId: top.company_id,
      subscriberCompanyId: top.subscriber_company_id,
      subscriberGln: top.subscriber_gln,
      topItemId: top.root_item_id,
      time,
    };
  };
  // A few CINs are built, sent to be stored, and the next few built while the database stores them
  // (PostgreSQL works beside the server; SQLite stores each in turn, as before).
  const stored: Promise<number[]>[] = [];
  for (let i = 0; i < sending.length; i += MESSAGES_IN_FLIGHT) {
    stored.push(storeSubscriberMessages(db, sending.slice(i, i + MESSAGES_IN_FLIGHT).map(messageOf)));
    await nextTurn();
  }
  const messageIds = (await Promise.all(stored)).flat();
  await nextTurn();
  await copies.store(
    db,
    deliveredCopies(
      sending.flatMap((top, i) =>
        top.subscriber_company_id !== null
          ? [{ top, tree: trees.get(top.root_item_id)!, messageId: messageIds[i]! }]
          : [],
      ),
    ),
    time,
  );
  await nextTurn();
  const local = sending.filter((t) => t.subscriber_company_id !== null);
  const outside = sending.filter((t) => t.subscriber_company_id === null);
  for (const [status, sent] of [
    ['delivered', local],
    ['queued', outside],
  ] as const) {
    for (const ids of rowsOf(rows, sent)) {
      await db
        .updateTable('publication')
        .set((eb) => ({
          delivery_status: status,
          delivery_error: null,
          delivered_time: time,
          delivered_version: eb
            .selectFrom('catalog_item as c')
            .select('c.version')
            .whereRef('c.id', '=', 'publication.catalog_item_id'),
        }))
        .where('id', 'in', ids)
        .where('active', '=', 1)
        .execute();
    }
  }
  return { delivered: local.length, waiting: waiting.length, queued: outside.length };
}

/**
 * The subscribers' received copies of every item of the hierarchies sent, each level with the documents of
 * the level below it.
 */
function deliveredCopies(
  sent: readonly { top: TopPublication; tree: HierarchyTree; messageId: number }[],
): DeliveredCopy[] {
  const levelsBelow = new Map<number, LevelBelow[]>();
  const copies: DeliveredCopy[] = [];
  for (const { top, tree, messageId } of sent) {
    const rootGtin = tree.items.get(top.root_item_id)!.gtin;
    const seen = new Set<number>();
    for (const place of tree.places) {
      if (seen.has(place.id)) continue;
      seen.add(place.id);
      const item = tree.items.get(place.id)!;
      const lower = tree.places.filter((p) => p.parentId === place.id);
      const below =
        levelsBelow.get(item.id) ?? lower.map((p) => ({ attributes: tree.documents.get(p.id)!, quantity: p.quantity }));
      levelsBelow.set(item.id, below);
      copies.push({
        copy: {
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
          has_allergens: item.has_allergens,
          has_nutrients: item.has_nutrients,
          has_marketing: item.has_marketing,
          children: JSON.stringify(lower.map((p) => ({ gtin: tree.items.get(p.id)!.gtin, quantity: p.quantity }))),
          attributes: item.attributes,
          gdsn_document: item.gdsn_document,
          version: item.version,
          cin_message_id: messageId,
        },
        document: tree.documents.get(item.id)!,
        below,
      });
    }
  }
  return copies;
}

/** A failed delivery shows on its publications until a retry (the job's next attempt, or a re-send) succeeds. */
async function markFailed(db: Db, publicationIds: readonly number[], message: string): Promise<void> {
  const tops = await db
    .selectFrom('publication')
    .select(TOP_COLUMNS)
    .where('id', 'in', publicationIds)
    .$narrowType<{ root_item_id: number }>()
    .execute();
  const rows = await hierarchyRows(db, tops);
  for (const ids of rowsOf(rows, tops)) {
    await db
      .updateTable('publication')
      .set({ delivery_status: 'failed', delivery_error: message.slice(0, 500) })
      .where('id', 'in', ids)
      .where('active', '=', 1)
      .execute();
  }
}

/**
 * The job's publications in batches of one subscriber GLN each, in the order given otherwise. A batch then
 * writes one buyer's received copies, messages and index entries: a few pages of each index, where a batch of
 * ten buyers' interleaved publications touched ten places in each (bench/publication.mjs: 4.8 GB written for
 * 20,000 CINs, 1.9 GB after).
 */
async function batchesBySubscriber(db: Db, publicationIds: readonly number[]): Promise<number[][]> {
  const glnOf = new Map<number, string>();
  for (let i = 0; i < publicationIds.length; i += CHUNK) {
    const rows = await db
      .selectFrom('publication')
      .select(['id', 'subscriber_gln'])
      .where('id', 'in', publicationIds.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) glnOf.set(row.id, row.subscriber_gln);
  }
  const groups = new Map<string, number[]>();
  for (const id of publicationIds) {
    // A row gone since the job was queued is left to deliverPublications, which finds it inactive.
    const gln = glnOf.get(id) ?? '';
    const group = groups.get(gln);
    if (group) group.push(id);
    else groups.set(gln, [id]);
  }
  return [...groups.values()].flatMap((ids) =>
    Array.from({ length: Math.ceil(ids.length / BATCH) }, (_, i) => ids.slice(i * BATCH, (i + 1) * BATCH)),
  );
}

/** The delivery job: batches of top-level publications, each batch in one transaction. */
export function deliveryJobHandler(db: Db, copies: ReceivedCopies): JobHandler {
  return async (raw) => {
    const payload = payloadSchema.parse(raw);
    const totals = { delivered: 0, waiting: 0, queued: 0 };
    const parsed: ParsedDocuments = new Map();
    for (const batch of await batchesBySubscriber(db, payload.publicationIds)) {
      // better-sqlite3 answers synchronously and the batches follow each other at once: without a turn of the
      // event loop between them, a request waiting for the connection would wait for the whole job.
      await nextTurn();
      const counts = await db
        .transaction()
        .execute((trx) => deliverPublications(trx, copies, { ...payload, publicationIds: batch }, parsed))
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
