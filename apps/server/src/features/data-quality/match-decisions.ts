import { MATCH_ACTION_SUCCESS, rejectPairSchema, type RejectPair } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest, conflict, notFound } from '../../errors.js';
import { recountBuyerItems, recountReceivedItems } from './match-counts.js';
import { queueMatching } from './matching-queue.js';

/** Who decides: the buyer's company (every row read or written is its own) and the user, kept with the lesson. */
export interface Decider {
  companyId: number;
  userId: number;
}

/** The received copy and the buyer item of a pair, both the caller's company's: 404 otherwise. */
async function pairOf(db: Db, companyId: number, receivedId: number, buyerId: number) {
  const [received, buyer] = await Promise.all([
    db
      .selectFrom('received_item')
      .select(['id', 'info_provider_gln', 'gtin', 'product_code', 'withdrawn'])
      .where('company_id', '=', companyId)
      .where('id', '=', receivedId)
      .executeTakeFirst(),
    db
      .selectFrom('subscriber_item')
      .select('id')
      .where('company_id', '=', companyId)
      .where('id', '=', buyerId)
      .executeTakeFirst(),
  ]);
  if (!received || !buyer) throw notFound();
  return { received, buyerId: buyer.id };
}

async function matchOf(db: Db, buyerId: number, receivedId: number) {
  return db
    .selectFrom('dms_match')
    .select(['id', 'kind'])
    .where('subscriber_item_id', '=', buyerId)
    .where('received_item_id', '=', receivedId)
    .executeTakeFirst();
}

/**
 * Settles the counts the lists read at once, and marks the buyer item for the next matching run, which
 * settles the competition around it again (and proposes what a confirmed code brings).
 */
async function afterDecision(db: Db, companyId: number, buyerId: number, receivedIds: readonly number[]) {
  await db.updateTable('subscriber_item').set({ match_dirty: 1 }).where('id', '=', buyerId).execute();
  await recountBuyerItems(db, [buyerId]);
  await recountReceivedItems(db, [...new Set(receivedIds)]);
  await queueMatching(db, companyId);
}

/**
 * `GET dms/broad/match/{pubCatalogItemId}/{subCatalogItemId}`: the buyer confirms that a received item is
 * its item. The pair becomes Matched (`broad`, kept by every run); the buyer item's other possible matches go
 * (a matched item is offered no guesses); the publisher's code is confirmed for it (a later copy of the item
 * is proposed first) and a rejection of the pair is withdrawn. A pair matched already stays as it is.
 */
export async function broadMatch(db: Db, by: Decider, receivedId: number, buyerId: number): Promise<'success'> {
  await db.transaction().execute(async (trx) => {
    const pair = await pairOf(trx, by.companyId, receivedId, buyerId);
    if (pair.received.withdrawn) throw badRequest('The publisher withdrew this item: it cannot be matched.');
    const existing = await matchOf(trx, pair.buyerId, pair.received.id);
    if (!existing) {
      await trx
        .insertInto('dms_match')
        .values({
          company_id: by.companyId,
          subscriber_item_id: pair.buyerId,
          received_item_id: pair.received.id,
          kind: 'broad',
          score: null,
          created_time: nowIso(),
        })
        .execute();
    } else if (existing.kind === 'possible') {
      await trx
        .updateTable('dms_match')
        .set({ kind: 'broad', score: null, reasons: '[]', rank: 0 })
        .where('id', '=', existing.id)
        .execute();
    }
    const dropped = await trx
      .deleteFrom('dms_match')
      .where('company_id', '=', by.companyId)
      .where('subscriber_item_id', '=', pair.buyerId)
      .where('kind', '=', 'possible')
      .returning('received_item_id')
      .execute();
    const lesson = {
      company_id: by.companyId,
      subscriber_item_id: pair.buyerId,
      publisher_gln: pair.received.info_provider_gln,
      gtin: pair.received.gtin,
    };
    await trx
      .insertInto('dms_confirmed_code')
      .values({ ...lesson, product_code: pair.received.product_code, created_by: by.userId, created_time: nowIso() })
      .onConflict((oc) =>
        oc
          .columns(['company_id', 'subscriber_item_id', 'publisher_gln', 'gtin'])
          .doUpdateSet({ product_code: pair.received.product_code, created_by: by.userId, created_time: nowIso() }),
      )
      .execute();
    await trx
      .deleteFrom('dms_rejected_pair')
      .where('company_id', '=', lesson.company_id)
      .where('subscriber_item_id', '=', lesson.subscriber_item_id)
      .where('publisher_gln', '=', lesson.publisher_gln)
      .where('gtin', '=', lesson.gtin)
      .execute();
    await afterDecision(trx, by.companyId, pair.buyerId, [pair.received.id, ...dropped.map((r) => r.received_item_id)]);
  });
  return MATCH_ACTION_SUCCESS;
}

/**
 * `POST dms/possible/match/reject` (ours): the buyer says a proposed pair is not one. The rejection names the
 * publisher's item by GLN and GTIN, so no copy of it is proposed for this buyer item again; a matched pair
 * is not a proposal (409).
 */
export async function rejectPair(db: Db, by: Decider, input: RejectPair): Promise<'success'> {
  const { pubCatalogItemId, subCatalogItemId } = rejectPairSchema.parse(input);
  await db.transaction().execute(async (trx) => {
    const pair = await pairOf(trx, by.companyId, pubCatalogItemId, subCatalogItemId);
    const existing = await matchOf(trx, pair.buyerId, pair.received.id);
    if (existing && existing.kind !== 'possible')
      throw conflict('This pair is matched: only a proposal can be rejected.');
    await trx
      .insertInto('dms_rejected_pair')
      .values({
        company_id: by.companyId,
        subscriber_item_id: pair.buyerId,
        publisher_gln: pair.received.info_provider_gln,
        gtin: pair.received.gtin,
        created_by: by.userId,
        created_time: nowIso(),
      })
      .onConflict((oc) => oc.columns(['company_id', 'subscriber_item_id', 'publisher_gln', 'gtin']).doNothing())
      .execute();
    // Every copy of the publisher's item (another target market) stops being proposed at once.
    const copies = trx
      .selectFrom('received_item')
      .select('id')
      .where('company_id', '=', by.companyId)
      .where('info_provider_gln', '=', pair.received.info_provider_gln)
      .where('gtin', '=', pair.received.gtin);
    const dropped = await trx
      .deleteFrom('dms_match')
      .where('company_id', '=', by.companyId)
      .where('subscriber_item_id', '=', pair.buyerId)
      .where('kind', '=', 'possible')
      .where('received_item_id', 'in', copies)
      .returning('received_item_id')
      .execute();
    await afterDecision(trx, by.companyId, pair.buyerId, [pair.received.id, ...dropped.map((r) => r.received_item_id)]);
  });
  return MATCH_ACTION_SUCCESS;
}
