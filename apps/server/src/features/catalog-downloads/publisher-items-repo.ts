import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { joinSubscriberName, publicationSubscriber, SUBSCRIBER_NAME } from '../../parties/party-names.js';

/** The company's first GLN: the one its users' `companyGln` shows, and the publisher items report compares. */
export async function companyGln(db: Db, companyId: number): Promise<string | null> {
  const row = await db
    .selectFrom('company_gln')
    .select('gln')
    .where('company_id', '=', companyId)
    .orderBy('position')
    .limit(1)
    .executeTakeFirst();
  return row?.gln ?? null;
}

/** Where a batch of items starts: after the last item key read (the catalog's unique key among live items). */
export interface ItemKey {
  gtin: string;
  target_market: string;
  info_provider_gln: string;
}

/**
 * A batch of the company's live items in key order after `after`, read along the unique key index (never an
 * offset, which would re-read every earlier row for each batch).
 */
export function itemBatch(db: Db, companyId: number, after: ItemKey | null, limit: number) {
  let query = db
    .selectFrom('catalog_item')
    .select([
      'id',
      'gtin',
      'target_market',
      'info_provider_gln',
      'product_code',
      'description',
      'brand_name',
      'unit_descriptor',
      'status',
      'reg_status',
    ])
    .where('company_id', '=', companyId)
    .where('deleted', '=', 0);
  if (after) {
    query = query.where(
      sql<boolean>`(gtin, target_market, info_provider_gln) > (${after.gtin}, ${after.target_market}, ${after.info_provider_gln})`,
    );
  }
  return query.orderBy('gtin').orderBy('target_market').orderBy('info_provider_gln').limit(limit).execute();
}

export type ReportItem = Awaited<ReturnType<typeof itemBatch>>[number];

/**
 * The report's row count: one per publication of a live item, one for an item never published. A publication
 * belongs to its item's owner, so the join is by item alone: joined on the company too, SQLite probed the
 * company's publications for every item (10^10 rows at 100,000 published items).
 */
export async function countItemLines(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('catalog_item as c')
    .leftJoin('publication as p', 'p.catalog_item_id', 'c.id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.company_id', '=', companyId)
    .where('c.deleted', '=', 0)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * Every publication of these items of the company (active or withdrawn), with the subscriber's name: its
 * company in Tradepool, else the name the publisher gave the GLN. Read by item: the items are the company's,
 * and a company filter would lead SQLite to walk all of the company's publications for each batch.
 */
export function publicationsOf(db: Db, itemIds: readonly number[]) {
  return joinSubscriberName(db.selectFrom('publication as p'), publicationSubscriber('p'))
    .select([
      'p.catalog_item_id',
      'p.root_item_id',
      'p.subscriber_gln',
      'p.active',
      'p.published_time',
      'p.modified_time',
      'p.delivery_status',
      'p.cic_status',
      'p.cic_status_time',
      SUBSCRIBER_NAME.as('subscriber_name'),
    ])
    .where('p.catalog_item_id', 'in', itemIds.length ? itemIds : [0])
    .orderBy('p.catalog_item_id')
    .orderBy('p.subscriber_gln')
    .execute();
}

export type ReportPublication = Awaited<ReturnType<typeof publicationsOf>>[number];

/**
 * The CINs that carried these hierarchy tops to a subscriber: the subscriber's copy when it is in Tradepool
 * (the publisher is its counterpart), else the publisher's outbound message. Unordered (see `cicsOf`).
 */
export function cinsOf(db: Db, companyId: number, topItemIds: readonly number[]) {
  return db
    .selectFrom('gdsn_message')
    .select(['id', 'catalog_item_id', 'receiver_gln', 'instance_id', 'created_time'])
    .where('catalog_item_id', 'in', topItemIds.length ? topItemIds : [0])
    .where('message_type', '=', 'CIN')
    .where((eb) => eb.or([eb('company_id', '=', companyId), eb('counterpart_company_id', '=', companyId)]))
    .execute();
}

/**
 * The CICs subscribers sent about these items, unordered: ordered by time, SQLite walks the company's CICs by
 * their time index for every batch instead of looking the items up, so the caller picks the latest.
 */
export function cicsOf(db: Db, companyId: number, itemIds: readonly number[]) {
  return db
    .selectFrom('cic_history')
    .select(['id', 'catalog_item_id', 'subscriber_gln', 'reasons', 'created_time'])
    .where('company_id', '=', companyId)
    .where('catalog_item_id', 'in', itemIds.length ? itemIds : [0])
    .execute();
}
