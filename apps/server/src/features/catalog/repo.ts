import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { CatalogSortKey, NutritionalFilter } from '@tradepool/domain';
import type { Database } from '../../db/schema/index.js';
import type { Db } from '../../db/database.js';
import type { CatalogItemTable } from '../../db/schema/catalog-item.js';
import type { CatalogItemVersionTable } from '../../db/schema/catalog-item-version.js';
import { containsPattern, containsText, likePattern } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';
import { joinSubscriberName, publicationSubscriber, SUBSCRIBER_NAME } from '../../parties/party-names.js';

/** A catalog search with every input already normalised by the service (dates as ISO bounds, GTIN padded). */
export interface CatalogFilter {
  scope: CompanyScope;
  deleted: 0 | 1;
  id: number | null;
  /** 14 digits for an exact match, fewer for a "contains". */
  gtin: { exact: string } | { contains: string } | null;
  productCode: string | null;
  description: string | null;
  keyword: string | null;
  modifiedFrom: string | null;
  modifiedBefore: string | null;
  statuses: number[] | null;
  authors: number[] | null;
  authorName: string | null;
  brands: string[] | null;
  productData: { has: boolean; of: NutritionalFilter[] } | null;
  subscriberGlns: string[] | null;
  published: boolean | null;
  cicStatuses: string[] | null;
}

type Eb = ExpressionBuilder<Database & { c: CatalogItemTable }, 'c'>;

const FLAG_COLUMNS: Record<NutritionalFilter, 'c.has_allergens' | 'c.has_nutrients' | 'c.has_marketing'> = {
  allergens: 'c.has_allergens',
  nutritional: 'c.has_nutrients',
  marketing: 'c.has_marketing',
};

function activePublications(eb: Eb) {
  return eb
    .selectFrom('publication as p')
    .select('p.id')
    .whereRef('p.catalog_item_id', '=', 'c.id')
    .where('p.active', '=', 1);
}

export function filteredItems(db: Db, filter: CatalogFilter) {
  let query = db.selectFrom('catalog_item as c').where('c.deleted', '=', filter.deleted);
  if (!filter.scope.all) query = query.where('c.company_id', '=', filter.scope.companyId);
  if (filter.id !== null) query = query.where('c.id', '=', filter.id);
  const gtin = filter.gtin;
  if (gtin) {
    query =
      'exact' in gtin
        ? query.where('c.gtin', '=', gtin.exact)
        : query.where((eb) => likePattern(eb.ref('c.gtin'), containsPattern(gtin.contains)));
  }
  if (filter.productCode) query = query.where((eb) => containsText(eb.ref('c.product_code'), filter.productCode!));
  if (filter.description) query = query.where((eb) => containsText(eb.ref('c.description'), filter.description!));
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) =>
      eb.or([
        likePattern(eb.ref('c.gtin'), containsPattern(keyword)),
        containsText(eb.ref('c.product_code'), keyword),
        containsText(eb.ref('c.description'), keyword),
        containsText(eb.ref('c.brand_name'), keyword),
      ]),
    );
  }
  const timeColumn = filter.deleted ? 'c.action_time' : 'c.modified_time';
  if (filter.modifiedFrom) query = query.where(timeColumn, '>=', filter.modifiedFrom);
  if (filter.modifiedBefore) query = query.where(timeColumn, '<', filter.modifiedBefore);
  if (filter.statuses?.length) query = query.where('c.status', 'in', filter.statuses);
  if (filter.authors?.length) query = query.where('c.created_by', 'in', filter.authors);
  if (filter.authorName) {
    const name = filter.authorName;
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('app_user as u')
          .select('u.id')
          .whereRef('u.id', '=', 'c.created_by')
          .where((inner) =>
            inner.or([
              containsText(inner.ref('u.login'), name),
              containsText(sql<string>`u.first_name || ' ' || u.last_name`, name),
            ]),
          ),
      ),
    );
  }
  if (filter.brands?.length) query = query.where('c.brand_name', 'in', filter.brands);
  const productData = filter.productData;
  if (productData) {
    for (const flag of productData.of) query = query.where(FLAG_COLUMNS[flag], '=', productData.has ? 1 : 0);
  }
  if (filter.published !== null) {
    const published = filter.published;
    query = query.where((eb) =>
      published ? eb.exists(activePublications(eb)) : eb.not(eb.exists(activePublications(eb))),
    );
  }
  if (filter.subscriberGlns?.length) {
    const glns = filter.subscriberGlns;
    query = query.where((eb) => eb.exists(activePublications(eb).where('p.subscriber_gln', 'in', glns)));
  }
  if (filter.cicStatuses?.length) {
    const statuses = filter.cicStatuses;
    query = query.where((eb) => eb.exists(activePublications(eb).where('p.cic_status', 'in', statuses)));
  }
  return query;
}

export async function countItems(db: Db, filter: CatalogFilter): Promise<number> {
  const row = await filteredItems(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

const SORT_COLUMNS: Record<CatalogSortKey, ReturnType<typeof sql>> = {
  modifiedTime: sql`c.modified_time`,
  actionTime: sql`c.action_time`,
  gtin: sql`c.gtin`,
  productCode: sql`c.product_code`,
  description: sql`lower(c.description)`,
  unitDescriptor: sql`c.unit_descriptor`,
  brandName: sql`lower(c.brand_name)`,
  status: sql`c.status`,
  regStatus: sql`c.reg_status`,
  targetMarket: sql`c.target_market`,
  noOfSubscribers: sql`(select count(*) from publication p where p.catalog_item_id = c.id and p.active = 1)`,
};

/** Sort keys whose column is never NULL: create keys, times a row always has, counts. */
const NEVER_EMPTY_SORTS: ReadonlySet<CatalogSortKey> = new Set([
  'modifiedTime',
  'actionTime',
  'gtin',
  'description',
  'unitDescriptor',
  'status',
  'targetMarket',
  'noOfSubscribers',
]);

/** The ids of one page, in order: the page's details are then read for those rows only. */
export async function pageIds(
  db: Db,
  filter: CatalogFilter,
  page: { sortBy: CatalogSortKey; sortDesc: boolean; rowCount: number; pageNumber: number },
): Promise<number[]> {
  const column = SORT_COLUMNS[page.sortBy];
  const direction = page.sortDesc ? 'desc' : 'asc';
  let query = filteredItems(db, filter).select('c.id');
  // Empty values last in both directions (SQLite and PostgreSQL disagree on where NULL sorts); only for
  // columns that can be empty, because the extra term keeps the sort from using an index.
  if (!NEVER_EMPTY_SORTS.has(page.sortBy)) query = query.orderBy(sql`case when ${column} is null then 1 else 0 end`);
  const rows = await query
    .orderBy(column, direction)
    .orderBy('c.id', direction)
    .limit(page.rowCount)
    .offset((page.pageNumber - 1) * page.rowCount)
    .execute();
  return rows.map((r) => r.id);
}

/** Grid rows with their publication figures and author, for the given ids (in no particular order). */
export function rowsByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item as c')
    .leftJoin('app_user as u', 'u.id', 'c.created_by')
    .select([
      'c.id',
      'c.gtin',
      'c.target_market',
      'c.product_code',
      'c.description',
      'c.brand_name',
      'c.unit_descriptor',
      'c.status',
      'c.reg_status',
      'c.child_count',
      'c.modified_time',
      'c.action_time',
      'u.first_name',
      'u.last_name',
    ])
    .where('c.id', 'in', ids.length ? ids : [0])
    .execute();
}

export type CatalogGridRow = Awaited<ReturnType<typeof rowsByIds>>[number];

/** The active publications of these items with their subscriber's display name. */
export function publicationsOf(db: Db, ids: readonly number[]) {
  return joinSubscriberName(db.selectFrom('publication as p'), publicationSubscriber('p'))
    .select(['p.catalog_item_id', 'p.subscriber_gln', 'p.cic_status', SUBSCRIBER_NAME.as('subscriber_name')])
    .where('p.catalog_item_id', 'in', ids.length ? ids : [0])
    .where('p.active', '=', 1)
    .orderBy('p.catalog_item_id')
    .orderBy('p.subscriber_gln')
    .execute();
}

export function findItem(db: Db, id: number) {
  return db
    .selectFrom('catalog_item as c')
    .leftJoin('app_user as u', 'u.id', 'c.created_by')
    .selectAll('c')
    .select(['u.first_name', 'u.last_name'])
    .where('c.id', '=', id)
    .executeTakeFirst();
}

export type CatalogItemRow = NonNullable<Awaited<ReturnType<typeof findItem>>>;

/** An active item with this key (owner company, GTIN, target market, information provider GLN). */
export async function findItemIdByKey(
  db: Db,
  key: { companyId: number; gtin: string; targetMarket: string; infoProviderGln: string | null },
  excludeId: number | null,
): Promise<number | null> {
  let query = db
    .selectFrom('catalog_item')
    .select('id')
    .where('company_id', '=', key.companyId)
    .where('gtin', '=', key.gtin)
    .where('target_market', '=', key.targetMarket)
    .where('deleted', '=', 0);
  if (key.infoProviderGln) query = query.where('info_provider_gln', '=', key.infoProviderGln);
  if (excludeId !== null) query = query.where('id', '<>', excludeId);
  const row = await query.limit(1).executeTakeFirst();
  return row?.id ?? null;
}

export async function insertItems(db: Db, rows: Insertable<CatalogItemTable>[]): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await db.insertInto('catalog_item').values(rows).returning('id').execute();
  return inserted.map((r) => r.id);
}

export async function updateItem(db: Db, id: number, changes: Updateable<CatalogItemTable>): Promise<void> {
  await db.updateTable('catalog_item').set(changes).where('id', '=', id).execute();
}

export async function insertVersions(db: Db, rows: Insertable<CatalogItemVersionTable>[]): Promise<void> {
  if (rows.length) await db.insertInto('catalog_item_version').values(rows).execute();
}

/** What a hierarchy link reads of the item at its other end. */
const LINKED_ITEM_COLUMNS = [
  'l.quantity',
  'c.id',
  'c.gtin',
  'c.product_code',
  'c.description',
  'c.unit_descriptor',
  'c.status',
  'c.attributes',
] as const;

/** Direct children (with quantity) of the given parents, active items only. */
export function childrenOf(db: Db, parentIds: readonly number[]) {
  return db
    .selectFrom('catalog_item_link as l')
    .innerJoin('catalog_item as c', 'c.id', 'l.child_id')
    .select(['l.parent_id', ...LINKED_ITEM_COLUMNS])
    .where('l.parent_id', 'in', parentIds.length ? parentIds : [0])
    .where('c.deleted', '=', 0)
    .orderBy('l.parent_id')
    .orderBy('c.gtin')
    .execute();
}

/** Direct parents (with the quantity they hold) of the given children. */
export function parentsOf(db: Db, childIds: readonly number[]) {
  return db
    .selectFrom('catalog_item_link as l')
    .innerJoin('catalog_item as c', 'c.id', 'l.parent_id')
    .select(['l.child_id', ...LINKED_ITEM_COLUMNS])
    .where('l.child_id', 'in', childIds.length ? childIds : [0])
    .where('c.deleted', '=', 0)
    .orderBy('c.gtin')
    .execute();
}

export async function replaceChildren(
  db: Db,
  companyId: number,
  parentId: number,
  children: readonly { childId: number; quantity: number }[],
): Promise<void> {
  await db.deleteFrom('catalog_item_link').where('parent_id', '=', parentId).execute();
  if (children.length) {
    await db
      .insertInto('catalog_item_link')
      .values(
        children.map((c) => ({
          company_id: companyId,
          parent_id: parentId,
          child_id: c.childId,
          quantity: c.quantity,
        })),
      )
      .execute();
  }
}

export async function deleteLinksOfParents(db: Db, parentIds: readonly number[]): Promise<void> {
  await db.deleteFrom('catalog_item_link').where('parent_id', 'in', parentIds).execute();
}

/** Items of these ids that are still published to a subscriber. */
export function publishedAmong(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item as c')
    .select(['c.id', 'c.gtin'])
    .where('c.id', 'in', ids)
    .where((eb) => eb.exists(activePublications(eb as unknown as Eb)))
    .execute();
}

/** Items of these ids that are a child in a hierarchy whose parent is not among them. */
export function childrenOfOthers(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item_link as l')
    .innerJoin('catalog_item as c', 'c.id', 'l.child_id')
    .innerJoin('catalog_item as p', 'p.id', 'l.parent_id')
    .select(['c.id', 'c.gtin', 'p.gtin as parent_gtin'])
    .where('l.child_id', 'in', ids)
    .where('l.parent_id', 'not in', ids)
    .where('p.deleted', '=', 0)
    .execute();
}

export function itemsByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item')
    .select(['id', 'company_id', 'gtin', 'target_market', 'deleted', 'version', 'attributes'])
    .where('id', 'in', ids.length ? ids : [0])
    .execute();
}

export async function distinctBrands(db: Db, scope: CompanyScope): Promise<string[]> {
  let query = db
    .selectFrom('catalog_item')
    .select('brand_name')
    .distinct()
    .where('deleted', '=', 0)
    .where('brand_name', 'is not', null);
  if (!scope.all) query = query.where('company_id', '=', scope.companyId);
  const rows = await query.orderBy('brand_name').limit(1000).execute();
  return rows.map((r) => r.brand_name!);
}

export function authorsOf(db: Db, scope: CompanyScope) {
  let items = db.selectFrom('catalog_item').select('created_by').distinct().where('created_by', 'is not', null);
  if (!scope.all) items = items.where('company_id', '=', scope.companyId);
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.first_name', 'u.last_name'])
    .where('u.id', 'in', items)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .execute();
}

/** Typeahead: GTIN or product code starting with the text, or description containing it. */
export function suggestItems(db: Db, scope: CompanyScope, deleted: 0 | 1, keyword: string, limit: number) {
  const prefix = `${keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  let query = db
    .selectFrom('catalog_item as c')
    .select(['c.id', 'c.gtin', 'c.product_code', 'c.description'])
    .where('c.deleted', '=', deleted)
    .where((eb) =>
      eb.or([
        likePattern(eb.ref('c.gtin'), containsPattern(keyword)),
        likePattern(sql<string>`lower(c.product_code)`, prefix),
        containsText(eb.ref('c.description'), keyword),
      ]),
    );
  if (!scope.all) query = query.where('c.company_id', '=', scope.companyId);
  return query
    .orderBy(deleted ? 'c.action_time' : 'c.modified_time', 'desc')
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
}

export async function markDeleted(db: Db, ids: readonly number[], userId: number, now: string): Promise<void> {
  await db
    .updateTable('catalog_item')
    .set((eb) => ({
      deleted: 1,
      action_time: now,
      deleted_by: userId,
      modified_by: userId,
      version: eb('version', '+', 1),
    }))
    .where('id', 'in', ids)
    .execute();
}

export async function companyGlns(db: Db, companyId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('company_gln')
    .select('gln')
    .where('company_id', '=', companyId)
    .orderBy('position')
    .execute();
  return rows.map((r) => r.gln);
}

export async function companyName(db: Db, companyId: number): Promise<string> {
  const row = await db.selectFrom('company').select('name').where('id', '=', companyId).executeTakeFirstOrThrow();
  return row.name;
}
