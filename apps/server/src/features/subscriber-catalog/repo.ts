import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  NOT_CONFIRMED,
  type NutritionalFilter,
  type SubscriberCatalogSortKey,
  type SubscriberCicFilter,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import { containsPattern, containsText, likePattern } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';
import { companyLabelSql } from '../../parties/party-names.js';

/** A subscriber catalog search with its inputs normalised by the service (dates as ISO bounds, GTIN padded). */
export interface ReceivedFilter {
  scope: CompanyScope;
  id: number | null;
  /** 14 digits for an exact match, fewer for a "contains". */
  gtin: { exact: string } | { contains: string } | null;
  keyword: string | null;
  since: string | null;
  until: string | null;
  publisherGlns: string[] | null;
  brands: string[] | null;
  cicStatuses: SubscriberCicFilter[] | null;
  productData: { has: boolean; of: NutritionalFilter[] } | null;
  includeWithdrawn: boolean;
}

type Eb = ExpressionBuilder<Database & { r: Database['received_item'] }, 'r'>;

const FLAG_COLUMNS: Record<NutritionalFilter, 'r.has_allergens' | 'r.has_nutrients' | 'r.has_marketing'> = {
  allergens: 'r.has_allergens',
  nutritional: 'r.has_nutrients',
  marketing: 'r.has_marketing',
};

/** The copy's CIC state is kept on it (migration 0013), so the filter reads an index, not each publication. */
function cicCondition(eb: Eb, wanted: readonly SubscriberCicFilter[]): Expression<SqlBool> {
  const states = wanted.filter((s) => s !== NOT_CONFIRMED);
  const conditions: Expression<SqlBool>[] = [];
  if (states.length) conditions.push(eb('r.cic_status', 'in', states));
  if (wanted.includes(NOT_CONFIRMED)) conditions.push(eb('r.cic_status', 'is', null));
  return eb.or(conditions);
}

export function filteredItems(db: Db, filter: ReceivedFilter) {
  let query = db.selectFrom('received_item as r');
  if (!filter.includeWithdrawn) query = query.where('r.withdrawn', '=', 0);
  if (!filter.scope.all) query = query.where('r.company_id', '=', filter.scope.companyId);
  if (filter.id !== null) query = query.where('r.id', '=', filter.id);
  const gtin = filter.gtin;
  if (gtin) {
    query =
      'exact' in gtin
        ? query.where('r.gtin', '=', gtin.exact)
        : query.where((eb) => likePattern(eb.ref('r.gtin'), containsPattern(gtin.contains)));
  }
  const keyword = filter.keyword;
  if (keyword) {
    // In the GTIN, product code, description or brand: the one text the database keeps of the four.
    query = query.where((eb) => likePattern(eb.ref('r.search_text'), containsPattern(keyword)));
  }
  if (filter.since) query = query.where('r.modified_time', '>=', filter.since);
  if (filter.until) query = query.where('r.modified_time', '<', filter.until);
  if (filter.publisherGlns?.length) query = query.where('r.info_provider_gln', 'in', filter.publisherGlns);
  if (filter.brands?.length) query = query.where('r.brand_name', 'in', filter.brands);
  const productData = filter.productData;
  if (productData) {
    for (const flag of productData.of) query = query.where(FLAG_COLUMNS[flag], '=', productData.has ? 1 : 0);
  }
  const cic = filter.cicStatuses;
  if (cic?.length) query = query.where((eb) => cicCondition(eb, cic));
  return query;
}

export async function countItems(db: Db, filter: ReceivedFilter): Promise<number> {
  const row = await filteredItems(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The publisher as the grid names it: the company with its business unit, when it is in Tradepool. */
const PUBLISHER_NAME = sql<
  string | null
>`(select ${companyLabelSql('pc')} from company pc where pc.id = r.publisher_company_id)`;

const SORT_COLUMNS: Record<SubscriberCatalogSortKey, ReturnType<typeof sql>> = {
  modifiedTime: sql`r.modified_time`,
  receivedTime: sql`r.received_time`,
  gtin: sql`r.gtin`,
  productCode: sql`lower(r.product_code)`,
  description: sql`lower(r.description)`,
  brandName: sql`lower(r.brand_name)`,
  unitDescriptor: sql`r.unit_descriptor`,
  publisherName: sql`lower(${PUBLISHER_NAME})`,
  publisherGln: sql`r.info_provider_gln`,
  cicStatus: sql`r.cic_status`,
};

/** Sort keys whose column is never NULL; the others sort their empty values last in both directions. */
const NEVER_EMPTY_SORTS: ReadonlySet<SubscriberCatalogSortKey> = new Set([
  'modifiedTime',
  'receivedTime',
  'gtin',
  'publisherGln',
]);

/** The ids of one page, in order (a download takes them all with a large `rowCount`). */
export async function pageIds(
  db: Db,
  filter: ReceivedFilter,
  page: { sortBy: SubscriberCatalogSortKey; sortDesc: boolean; rowCount: number; pageNumber: number },
): Promise<number[]> {
  const column = SORT_COLUMNS[page.sortBy];
  const direction = page.sortDesc ? 'desc' : 'asc';
  let query = filteredItems(db, filter).select('r.id');
  if (!NEVER_EMPTY_SORTS.has(page.sortBy)) query = query.orderBy(sql`case when ${column} is null then 1 else 0 end`);
  const rows = await query
    .orderBy(column, direction)
    .orderBy('r.id', direction)
    .limit(page.rowCount)
    .offset((page.pageNumber - 1) * page.rowCount)
    .execute();
  return rows.map((r) => r.id);
}

const ROW_COLUMNS = [
  'r.id',
  'r.company_id',
  'r.subscriber_gln',
  'r.info_provider_gln',
  'r.source_item_id',
  'r.gtin',
  'r.target_market',
  'r.root_gtin',
  'r.product_code',
  'r.description',
  'r.brand_name',
  'r.unit_descriptor',
  'r.children',
  'r.version',
  'r.withdrawn',
  'r.received_time',
  'r.modified_time',
  'r.cic_status',
  'p.cic_status_time',
] as const;

function withPublisherAndCic(db: Db) {
  return db
    .selectFrom('received_item as r')
    .leftJoin('publication as p', (join) =>
      join.onRef('p.catalog_item_id', '=', 'r.source_item_id').onRef('p.subscriber_gln', '=', 'r.subscriber_gln'),
    )
    .select(ROW_COLUMNS)
    .select(PUBLISHER_NAME.as('publisher_name'));
}

/** Grid rows for the given ids (in no particular order): the copy, its publisher and the CIC state. */
export function rowsByIds(db: Db, ids: readonly number[]) {
  return withPublisherAndCic(db)
    .where('r.id', 'in', ids.length ? ids : [0])
    .execute();
}

export type ReceivedRow = Awaited<ReturnType<typeof rowsByIds>>[number];

/** One received copy with its document, whoever owns it (the service checks the scope). */
export function findItem(db: Db, id: number) {
  return withPublisherAndCic(db)
    .select(['r.attributes', 'r.gdsn_document', 'r.publisher_company_id'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

/** Copies of the same subscriber GLN and publisher by GTIN: the levels a CIN carried below an item. */
export function copiesByGtin(
  db: Db,
  of: { company_id: number; subscriber_gln: string; info_provider_gln: string; target_market: string },
  gtins: readonly string[],
) {
  return db
    .selectFrom('received_item')
    .select(['id', 'gtin', 'product_code', 'description', 'unit_descriptor', 'children', 'source_item_id'])
    .where('company_id', '=', of.company_id)
    .where('subscriber_gln', '=', of.subscriber_gln)
    .where('info_provider_gln', '=', of.info_provider_gln)
    .where('target_market', '=', of.target_market)
    .where('gtin', 'in', gtins.length ? gtins : [''])
    .execute();
}

/** The copies of one hierarchy (by its top's GTIN), where the items holding a copy are found. */
export function copiesOfHierarchy(db: Db, of: { company_id: number; subscriber_gln: string; root_gtin: string }) {
  return db
    .selectFrom('received_item')
    .select(['id', 'gtin', 'description', 'unit_descriptor', 'children'])
    .where('company_id', '=', of.company_id)
    .where('subscriber_gln', '=', of.subscriber_gln)
    .where('root_gtin', '=', of.root_gtin)
    .execute();
}

/** Typeahead: GTIN or description containing the text, or product code starting with it; newest first. */
export function suggestItems(db: Db, scope: CompanyScope, keyword: string, limit: number) {
  const prefix = `${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('received_item as r')
    .select(['r.id', 'r.gtin', 'r.product_code', 'r.description'])
    .where('r.withdrawn', '=', 0)
    .where((eb) =>
      eb.or([
        likePattern(eb.ref('r.gtin'), containsPattern(keyword)),
        likePattern(sql<string>`lower(r.product_code)`, prefix),
        containsText(eb.ref('r.description'), keyword),
      ]),
    );
  if (!scope.all) query = query.where('r.company_id', '=', scope.companyId);
  return query.orderBy('r.modified_time', 'desc').orderBy('r.id', 'desc').limit(limit).execute();
}

export async function distinctBrands(db: Db, scope: CompanyScope): Promise<string[]> {
  let query = db
    .selectFrom('received_item')
    .select('brand_name')
    .distinct()
    .where('withdrawn', '=', 0)
    .where('brand_name', 'is not', null);
  if (!scope.all) query = query.where('company_id', '=', scope.companyId);
  const rows = await query.orderBy('brand_name').limit(1000).execute();
  return rows.map((r) => r.brand_name!);
}

/** The information providers the subscriber received items from, with their company's name when known. */
export function distinctPublishers(db: Db, scope: CompanyScope) {
  let glns = db
    .selectFrom('received_item as r')
    .select(['r.info_provider_gln', 'r.publisher_company_id'])
    .distinct()
    .where('r.withdrawn', '=', 0);
  if (!scope.all) glns = glns.where('r.company_id', '=', scope.companyId);
  return db
    .selectFrom(glns.as('g'))
    .leftJoin('company as pc', 'pc.id', 'g.publisher_company_id')
    .select(['g.info_provider_gln', companyLabelSql('pc').as('name')])
    .orderBy(sql`lower(pc.name)`)
    .orderBy('g.info_provider_gln')
    .limit(1000)
    .execute();
}

/** The documents of these copies (the caller has checked they are visible), in no particular order. */
export function itemDocuments(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('received_item')
    .select(['id', 'attributes'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

/** Which of these ids are copies the scope may read (ids picked by hand: withdrawn ones too). */
export async function visibleIds(db: Db, scope: CompanyScope, ids: readonly number[]): Promise<Set<number>> {
  let query = db
    .selectFrom('received_item')
    .select('id')
    .where('id', 'in', ids.length ? ids : [0]);
  if (!scope.all) query = query.where('company_id', '=', scope.companyId);
  return new Set((await query.execute()).map((r) => r.id));
}
