import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  dmsItemSearchSchema,
  type DmsItemCounts,
  type DmsItemRow,
  type DmsItemSearch,
  type DmsMatch,
  type Page,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import { containsPattern, likePattern } from '../../db/text-search.js';
import { dmsItemRowOf, HAS_PREVIOUS, ROW_COLUMNS } from './item-row.js';
import { IS_NEW } from './summary.js';
import { publisherOf } from './summary.js';
import { NOTIFICATION_CONDITIONS } from '../../received-copies/notification-conditions.js';

type Eb = ExpressionBuilder<Database & { r: Database['received_item'] }, 'r'>;
type Search = ReturnType<typeof dmsItemSearchSchema.parse>;

/** The match count a filter reads: the buyer items matched, or for an unmatched item its possible matches. */
const MATCH_COUNT = sql<number>`(case when r.matched_count > 0 then r.matched_count else r.possible_count end)`;

const STATUS_CONDITIONS: Record<number, (eb: Eb) => Expression<SqlBool>> = {
  11: () => IS_NEW,
  15: () => IS_NEW,
  10: (eb) => eb('r.cic_status', '=', 'REVIEW'),
  12: (eb) => eb('r.cic_status', '=', 'SYNCHRONISED'),
  4: (eb) => eb('r.cic_status', '=', 'REJECTED'),
};

const TAB_COLUMNS = {
  core: 'r.core_changes',
  nutritional: 'r.nutritional_changes',
  marketing: 'r.marketing_changes',
} as const;

/** One publisher's live copies of the buyer, before the view and the filters. */
function publisherItems(db: Db, companyId: number, publisherGln: string) {
  return db
    .selectFrom('received_item as r')
    .where('r.company_id', '=', companyId)
    .where('r.info_provider_gln', '=', publisherGln)
    .where('r.withdrawn', '=', 0);
}

/** The view (4 Action Needed, 1 Matched, 2 Unmatched, 3 Custom: all) and the filter panels. */
function filtered(db: Db, companyId: number, search: Search, options: { view: boolean } = { view: true }) {
  let query = publisherItems(db, companyId, search.publisherGln);
  if (options.view) {
    if (search.listView === 4) query = query.where((eb) => eb.or([IS_NEW, eb('r.changed', '=', 1)]));
    if (search.listView === 1) query = query.where('r.matched_count', '>', 0);
    if (search.listView === 2) query = query.where('r.matched_count', '=', 0);
  }
  if (search.matchUnMatch === 1) query = query.where('r.matched_count', '>', 0);
  if (search.matchUnMatch === 2) query = query.where('r.matched_count', '=', 0);
  if (search.catalogItemId) query = query.where('r.id', '=', search.catalogItemId);
  const statuses = search.statuses;
  if (statuses?.length) query = query.where((eb) => eb.or(statuses.map((s) => STATUS_CONDITIONS[s]!(eb))));
  const notifications = search.notifications;
  if (notifications?.length) {
    query = query.where((eb) => eb.or(notifications.map((n) => NOTIFICATION_CONDITIONS[n](eb))));
  }
  const counts = search.matchCounts;
  if (counts?.length) {
    query = query.where((eb) =>
      eb.or(counts.map((c) => (c === '4+' ? eb(MATCH_COUNT, '>=', 4) : eb(MATCH_COUNT, '=', Number(c))))),
    );
  }
  const tabs = search.tabCount;
  if (tabs?.length) query = query.where((eb) => eb.or(tabs.map((tab) => eb(TAB_COLUMNS[tab], '>', 0))));
  if (search.synced === 1) query = query.where('r.synced_once', '=', 1);
  if (search.synced === 0) query = query.where('r.synced_once', '=', 0);
  const keyword = search.keyword;
  if (keyword) {
    const pattern = containsPattern(keyword);
    query = query.where((eb) => {
      if (search.findBy === 'gtin') return likePattern(eb.ref('r.gtin'), pattern);
      if (search.findBy === 'productCode') return likePattern(sql`lower(r.product_code)`, pattern);
      if (search.findBy === 'description') return likePattern(sql`lower(r.description)`, pattern);
      return likePattern(eb.ref('r.search_text'), pattern);
    });
  }
  return query;
}

const SORT_COLUMNS = {
  modifiedTime: sql`r.modified_time`,
  gtin: sql`r.gtin`,
  productCode: sql`lower(r.product_code)`,
  description: sql`lower(r.description)`,
  brandName: sql`lower(r.brand_name)`,
  status: sql`coalesce(r.cic_status, '')`,
  matchedCount: MATCH_COUNT,
} as const;

/** `POST catalogs/publisherItemsList`: a page of one publisher's items in the chosen view, with their matches. */
export async function dmsItems(db: Db, companyId: number, input: DmsItemSearch): Promise<Page<DmsItemRow>> {
  const search = dmsItemSearchSchema.parse(input);
  const direction = search.sortDesc ? 'desc' : 'asc';
  const [total, rows, publisher] = await Promise.all([
    filtered(db, companyId, search)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
    filtered(db, companyId, search)
      .select([...ROW_COLUMNS, HAS_PREVIOUS])
      .orderBy(SORT_COLUMNS[search.sortBy], direction)
      .orderBy('r.id', direction)
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
    publisherOf(db, search.publisherGln),
  ]);
  const matches = await matchesOf(
    db,
    companyId,
    rows.map((r) => r.id),
  );
  const statusDates = await cicDates(db, rows);
  return {
    totalRows: Number(total.n),
    results: rows.map((r) => ({
      ...dmsItemRowOf(r, publisher, statusDates.get(r.id) ?? null),
      matches: matches.get(r.id) ?? [],
    })),
  };
}

/** The buyer items of each received item: matched first, then possible matches best first; 5 at most. */
async function matchesOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, DmsMatch[]>> {
  const found = new Map<number, DmsMatch[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('dms_match as m')
    .innerJoin('subscriber_item as s', 's.id', 'm.subscriber_item_id')
    .select([
      'm.received_item_id',
      'm.subscriber_item_id',
      'm.kind',
      'm.score',
      'm.reasons',
      's.product_code',
      's.gtin',
      's.description',
      's.brand_name',
      's.unit_descriptor',
      's.match_decision',
    ])
    .where('m.company_id', '=', companyId)
    .where('m.received_item_id', 'in', ids)
    .orderBy(sql`case when m.kind = 'possible' then 1 else 0 end`)
    .orderBy(sql`coalesce(m.score, 100)`, 'desc')
    .orderBy('m.subscriber_item_id')
    .execute();
  for (const row of rows) {
    const list = found.get(row.received_item_id) ?? [];
    if (list.length >= 5) continue;
    list.push({
      subscriberItemId: row.subscriber_item_id,
      kind: row.kind,
      productCode: row.product_code,
      gtin: row.gtin,
      description: row.description,
      brandName: row.brand_name,
      unitDescriptor: row.unit_descriptor,
      score: row.score === null ? null : Number(row.score),
      reasons: JSON.parse(row.reasons) as DmsMatch['reasons'],
      matchDecision: row.match_decision,
    });
    found.set(row.received_item_id, list);
  }
  return found;
}

/** When the buyer's latest CIC of each item was sent: the publication it came by keeps it. */
export async function cicDates(
  db: Db,
  rows: readonly { id: number; source_item_id: number | null; subscriber_gln: string; cic_status: string | null }[],
): Promise<Map<number, string>> {
  const dates = new Map<number, string>();
  const withCic = rows.filter((r) => r.cic_status !== null && r.source_item_id !== null);
  if (withCic.length === 0) return dates;
  const publications = await db
    .selectFrom('publication')
    .select(['catalog_item_id', 'subscriber_gln', 'cic_status_time'])
    .where(
      'catalog_item_id',
      'in',
      withCic.map((r) => r.source_item_id!),
    )
    .where('active', '=', 1)
    .execute();
  for (const row of withCic) {
    const publication = publications.find(
      (p) => p.catalog_item_id === row.source_item_id && p.subscriber_gln === row.subscriber_gln,
    );
    if (publication?.cic_status_time) dates.set(row.id, publication.cic_status_time);
  }
  return dates;
}

/**
 * The counts the views, the filter panels and the match-count filters show. `GET catalogs/itemDetailsSummary`
 * counts the publisher's items whatever the view (the views' labels); `POST catalogs/publisherItems` counts
 * those of the search's view under its filters (the panels' numbers, so they add up to the list beside them).
 */
export async function dmsItemCounts(
  db: Db,
  companyId: number,
  input: DmsItemSearch,
  options: { view: boolean },
): Promise<DmsItemCounts> {
  const search = dmsItemSearchSchema.parse(input);
  const sum = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
  const row = await filtered(db, companyId, search, options)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sum(sql`(${IS_NEW} or r.changed = 1)`).as('actionNeeded'),
      sum(sql`r.matched_count > 0`).as('matched'),
      sum(sql`${MATCH_COUNT} = 1`).as('one'),
      sum(sql`${MATCH_COUNT} = 2`).as('two'),
      sum(sql`${MATCH_COUNT} = 3`).as('three'),
      sum(sql`${MATCH_COUNT} >= 4`).as('four'),
      sum(IS_NEW).as('new'),
      sum(sql`r.cic_status = 'SYNCHRONISED'`).as('sync'),
      sum(sql`r.cic_status = 'REVIEW'`).as('review'),
      sum(sql`r.cic_status = 'REJECTED'`).as('rejected'),
      sum(sql`r.on_hold = 1`).as('onHold'),
      sum(sql`r.changed = 1`).as('changed'),
      sum(sql`r.exception_count > 0`).as('exceptions'),
      sum(sql`r.core_changes > 0`).as('core'),
      sum(sql`r.nutritional_changes > 0`).as('nutritional'),
      sum(sql`r.marketing_changes > 0`).as('marketing'),
    ])
    .executeTakeFirstOrThrow();
  const n = (v: unknown) => Number(v ?? 0);
  const total = n(row.total);
  return {
    actionNeededCount: n(row.actionNeeded),
    matchTotalCount: n(row.matched),
    unmatchTotalCount: total - n(row.matched),
    customCount: total,
    filterMatchCount: n(row.matched),
    filterUnmatchCount: total - n(row.matched),
    oneMatch: n(row.one),
    twoMatch: n(row.two),
    threeMatch: n(row.three),
    fourMatch: n(row.four),
    newCount: n(row.new),
    syncCount: n(row.sync),
    reviewCount: n(row.review),
    rejectedCount: n(row.rejected),
    onHoldCount: n(row.onHold),
    changedCount: n(row.changed),
    exceptionCount: n(row.exceptions),
    coreChangedCount: n(row.core),
    nutritionalChangedCount: n(row.nutritional),
    marketingChangedCount: n(row.marketing),
  };
}
