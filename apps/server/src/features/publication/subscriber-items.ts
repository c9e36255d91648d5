import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  subscriberItemSearchSchema,
  type CicHistoryRow,
  type CicReason,
  type CicState,
  type DeliveryStatus,
  type Gs1Message,
  type Page,
  type SubscriberItemRow,
  type SubscriberItemSearch,
} from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import { dateWindow } from '../../db/time.js';
import { itemKeyword } from './item-keyword.js';
import { notFound } from '../../errors.js';
import type { CompanyScope } from '../../http/scope.js';
import { joinSubscriberName, publicationSubscriber, SUBSCRIBER_NAME } from '../../parties/party-names.js';

type Search = z.output<typeof subscriberItemSearchSchema>;

const SORTS: Record<Search['sortBy'], ReturnType<typeof sql>> = {
  cicStatusDate: sql`coalesce(p.cic_status_time, p.published_time)`,
  gtin: sql`c.gtin`,
  productCode: sql`lower(c.product_code)`,
  description: sql`lower(c.description)`,
  brandName: sql`lower(c.brand_name)`,
  unitDescriptor: sql`c.unit_descriptor`,
  subscriberName: sql`lower(${SUBSCRIBER_NAME})`,
  cicStatus: sql`p.cic_status`,
};

/**
 * What the search asks of the publication itself: active, the company's (unless `byCompany` is false: the
 * caller names the items), the subscribers, the CIC state, the dates.
 */
function publicationFilter<DB extends Database & { p: Database['publication'] }>(
  eb: ExpressionBuilder<DB, 'p'>,
  scope: CompanyScope,
  s: Search,
  byCompany = true,
): Expression<SqlBool> {
  const p = eb as unknown as ExpressionBuilder<{ p: Database['publication'] }, 'p'>;
  const conditions = [p('p.active', '=', 1)];
  if (!scope.all && byCompany) conditions.push(p('p.company_id', '=', scope.companyId));
  if (s.subscriberGln?.length) conditions.push(p('p.subscriber_gln', 'in', s.subscriberGln));
  if (s.status) conditions.push(p('p.cic_status', '=', s.status));
  if (s.deliveryStatus) conditions.push(p('p.delivery_status', '=', s.deliveryStatus));
  if (s.catalogItemId?.length) conditions.push(p('p.catalog_item_id', 'in', s.catalogItemId));
  const { since, until } = dateWindow(s);
  if (since) conditions.push(p(sql`coalesce(p.cic_status_time, p.published_time)`, '>=', since));
  if (until) conditions.push(p(sql`coalesce(p.cic_status_time, p.published_time)`, '<', until));
  return p.and(conditions);
}

/** The publications of items not deleted, with the keyword on the item. */
function withItems(db: Db, scope: CompanyScope, s: Search) {
  let query = db
    .selectFrom('publication as p')
    .innerJoin('catalog_item as c', 'c.id', 'p.catalog_item_id')
    .where((eb) => publicationFilter(eb, scope, s))
    .where('c.deleted', '=', 0);
  if (s.keyword) {
    const k = s.keyword;
    query = query.where((eb) => itemKeyword(eb, k));
  }
  return query;
}

function filtered(db: Db, scope: CompanyScope, s: Search) {
  return joinSubscriberName(withItems(db, scope, s), publicationSubscriber('p'));
}

/**
 * The company's active publications to the named subscribers in the CIC and delivery states asked, from the
 * tally the publication triggers keep (migration 0011): what the count below would read a million index
 * entries for.
 */
function tallied(db: Db, companyId: number, s: Search) {
  let query = db
    .selectFrom('publication_tally')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('company_id', '=', companyId);
  if (s.subscriberGln?.length) query = query.where('subscriber_gln', 'in', s.subscriberGln);
  if (s.status) query = query.where('cic_status', '=', s.status);
  if (s.deliveryStatus) query = query.where('delivery_status', '=', s.deliveryStatus);
  return query.executeTakeFirstOrThrow();
}

/**
 * How many rows the search finds. Without a keyword (nothing to read of the item but whether it is deleted)
 * and for one company: its matching publications counted from an index, less those of its deleted items (an
 * item is unpublished before it is deleted, unless a non-GDSN user deletes it, so those are few). Reading
 * the item of each publication instead costs a row lookup per publication: most of the call at scale.
 */
async function countRows(db: Db, scope: CompanyScope, s: Search): Promise<number> {
  const count = sql<number>`count(*)`.as('n');
  if (s.keyword || scope.all) {
    return Number((await withItems(db, scope, s).select(count).executeTakeFirstOrThrow()).n);
  }
  const { since, until } = dateWindow(s);
  const byTally = !since && !until && !s.catalogItemId?.length;
  const [all, ofDeleted] = await Promise.all([
    byTally
      ? tallied(db, scope.companyId, s)
      : db
          .selectFrom('publication as p')
          .where((eb) => publicationFilter(eb, scope, s))
          .select(count)
          .executeTakeFirstOrThrow(),
    // A publication's company is its item's (publish writes the item's): the company's deleted items name them
    // all, and the publications are found from those items (few) rather than checked one by one against them.
    db
      .selectFrom('publication as p')
      .where((eb) => publicationFilter(eb, scope, s, false))
      .where('p.catalog_item_id', 'in', (eb) =>
        eb
          .selectFrom('catalog_item as c')
          .select('c.id')
          .where('c.company_id', '=', scope.companyId)
          .where('c.deleted', '=', 1),
      )
      .select(count)
      .executeTakeFirstOrThrow(),
  ]);
  return Number(all.n) - Number(ofDeleted.n);
}

/**
 * `POST …/items/published/search`: one row per published item and subscriber, with the subscriber's CIC
 * state: the review screen (REVIEW) and a subscriber's items page.
 */
export async function subscriberItems(
  db: Db,
  scope: CompanyScope,
  search: SubscriberItemSearch,
): Promise<Page<SubscriberItemRow>> {
  const s = subscriberItemSearchSchema.parse(search);
  const query = filtered(db, scope, s);
  const direction = s.sortDesc ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    query
      .select([
        'p.id',
        'p.catalog_item_id',
        'p.subscriber_gln',
        'p.cic_status',
        'p.cic_status_time',
        'p.delivery_status',
        'p.delivery_error',
        'c.gtin',
        'c.product_code',
        'c.unit_descriptor',
        'c.description',
        'c.brand_name',
        'c.target_market',
        SUBSCRIBER_NAME.as('subscriber_name'),
      ])
      .orderBy(sql`${SORTS[s.sortBy]} ${direction}`)
      .orderBy('p.id', s.sortDesc ? 'desc' : 'asc')
      .limit(s.rowCount)
      .offset((s.pageNumber - 1) * s.rowCount)
      .execute(),
    countRows(db, scope, s),
  ]);
  return {
    totalRows: total,
    results: rows.map((r) => ({
      gtin: r.gtin,
      productCode: r.product_code,
      unitDescriptor: r.unit_descriptor,
      description: r.description,
      brandName: r.brand_name,
      subscriberName: r.subscriber_name,
      subscriberGln: r.subscriber_gln,
      cicStatus: r.cic_status as CicState | null,
      cicStatusDate: r.cic_status ? r.cic_status_time : null,
      catalogItemId: r.catalog_item_id,
      itemId: r.id,
      tm: r.target_market,
      deliveryStatus: r.delivery_status as DeliveryStatus,
      deliveryError: r.delivery_error,
    })),
  };
}

/** The publication of an item to a subscriber GLN, if the caller may see it (else a 404). */
async function visiblePublication(db: Db, scope: CompanyScope, subscriberGln: string, catalogItemId: number) {
  const publication = await db
    .selectFrom('publication')
    .select(['id', 'company_id', 'root_item_id', 'catalog_item_id'])
    .where('catalog_item_id', '=', catalogItemId)
    .where('subscriber_gln', '=', subscriberGln)
    .executeTakeFirst();
  if (!publication || !(scope.all || scope.companyId === publication.company_id)) throw notFound();
  return publication;
}

/** `GET …/{subscriberGLN}/cichistory/{catalogItemId}`: the subscriber's CICs about the item, newest first. */
export async function cicHistory(
  db: Db,
  scope: CompanyScope,
  subscriberGln: string,
  catalogItemId: number,
): Promise<CicHistoryRow[]> {
  const publication = await visiblePublication(db, scope, subscriberGln, catalogItemId);
  return cicHistoryOf(db, { companyId: publication.company_id }, subscriberGln, [
    catalogItemId,
    publication.root_item_id ?? catalogItemId,
  ]);
}

/**
 * The CICs a subscriber GLN sent about these items of a publisher, newest first, kept by the publisher's
 * company (`companyId`) or the subscriber's (`subscriberCompanyId`): each side reads its own.
 */
export async function cicHistoryOf(
  db: Db,
  owner: { companyId: number } | { subscriberCompanyId: number },
  subscriberGln: string,
  itemIds: readonly number[],
): Promise<CicHistoryRow[]> {
  const rows = await db
    .selectFrom('cic_history as h')
    .innerJoin('catalog_item as c', 'c.id', 'h.catalog_item_id')
    .select(['h.id', 'c.gtin', 'h.state', 'h.created_time', 'h.reasons', 'h.instance_id'])
    .where(
      'companyId' in owner ? 'h.company_id' : 'h.subscriber_company_id',
      '=',
      'companyId' in owner ? owner.companyId : owner.subscriberCompanyId,
    )
    .where('h.subscriber_gln', '=', subscriberGln)
    .where('h.catalog_item_id', 'in', itemIds)
    .orderBy('h.created_time', 'desc')
    .orderBy('h.id', 'desc')
    .execute();
  return rows.map(cicHistoryEntry);
}

/** A stored CIC (its state, time, reasons and message) as a CIC history lists it. */
export function cicHistoryEntry(row: {
  id: number;
  gtin: string;
  state: string;
  created_time: string;
  reasons: string;
  instance_id: string;
}): CicHistoryRow {
  return {
    id: row.id,
    gtin: row.gtin,
    status: row.state as CicState,
    statusDate: row.created_time,
    reasons: JSON.parse(row.reasons) as CicReason[],
    messageInstanceId: row.instance_id,
  };
}

/** `GET …/{subscriberGLN}/gs1Message/{catalogItemId}`: the latest CIN that carried the item to the subscriber. */
export async function latestCin(
  db: Db,
  scope: CompanyScope,
  subscriberGln: string,
  catalogItemId: number,
): Promise<Gs1Message> {
  const publication = await visiblePublication(db, scope, subscriberGln, catalogItemId);
  const message = await db
    .selectFrom('gdsn_message')
    .select(['message_type', 'instance_id', 'created_time', 'status', 'xml'])
    .where('catalog_item_id', '=', publication.root_item_id ?? catalogItemId)
    .where('message_type', '=', 'CIN')
    .where('receiver_gln', '=', subscriberGln)
    .where((eb) =>
      eb.or([eb('company_id', '=', publication.company_id), eb('counterpart_company_id', '=', publication.company_id)]),
    )
    .orderBy('created_time', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!message)
    throw notFound('No CIN has been sent for this item yet: it waits for a subscription of the subscriber.');
  return {
    messageType: message.message_type,
    instanceId: message.instance_id,
    createdTime: message.created_time,
    status: message.status,
    xml: message.xml,
  };
}
