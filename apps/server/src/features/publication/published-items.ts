import { sql, type SqlBool, type Expression } from 'kysely';
import {
  CATALOG_STATUS,
  isGdsnUser,
  REGISTRY_STATE,
  publishedItemSearchSchema,
  type CicState,
  type DeliveryStatus,
  type ItemSubscriber,
  type Page,
  type PublishedItemRow,
  type PublishedItemSearch,
  type UnpublishedItemRow,
  type UserType,
} from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { dateWindow } from '../../db/time.js';
import { itemKeyword } from './item-keyword.js';
import type { CompanyScope } from '../../http/scope.js';
import { hierarchiesOf, type HierarchyPlace } from './hierarchy-walk.js';
import { itemBlock } from './publishability.js';
import { joinSubscriberName, publicationSubscriber, SUBSCRIBER_NAME } from '../../parties/party-names.js';

type Search = z.output<typeof publishedItemSearchSchema>;

const ITEM_SORTS: Record<Search['sortBy'], ReturnType<typeof sql>> = {
  lastUpdated: sql`c.modified_time`,
  gtin: sql`c.gtin`,
  productCode: sql`lower(c.product_code)`,
  description: sql`lower(c.description)`,
  brandName: sql`lower(c.brand_name)`,
  unitDescriptor: sql`c.unit_descriptor`,
  tm: sql`c.target_market`,
  subscriberCount: sql`(select count(*) from publication n where n.catalog_item_id = c.id and n.active = 1)`,
};

/** The publications the search is about: active ones, to the named subscribers if any. */
function publicationCondition(s: Search, alias: 'p' | 'q'): ReturnType<typeof sql<SqlBool>> {
  const glns = s.subscriberGln?.length
    ? sql` and ${sql.ref(`${alias}.subscriber_gln`)} in (${sql.join(s.subscriberGln)})`
    : sql``;
  return sql<SqlBool>`${sql.ref(`${alias}.catalog_item_id`)} = c.id and ${sql.ref(`${alias}.active`)} = 1${glns}`;
}

function liveItems(db: Db, scope: CompanyScope) {
  const query = db.selectFrom('catalog_item as c').where('c.deleted', '=', 0);
  return scope.all ? query : query.where('c.company_id', '=', scope.companyId);
}

type ItemQuery = ReturnType<typeof liveItems>;

/**
 * The items of hierarchies holding an item the keyword finds (`seeds`), at any level: those items and every
 * level above them, walked up the links. `union` keeps each item once, so a hierarchy two of whose levels
 * match is counted once, and a damaged loop ends.
 */
function hierarchiesHolding(db: Db, seeds: ItemQuery) {
  return db
    .withRecursive('held(id)', (qc) =>
      seeds
        .select('c.id')
        .union(
          qc
            .selectFrom('catalog_item_link as l')
            .innerJoin('held', 'held.id', 'l.child_id')
            .innerJoin('catalog_item as parent', 'parent.id', 'l.parent_id')
            .select('l.parent_id as id')
            .where('parent.deleted', '=', 0),
        ),
    )
    .selectFrom('held')
    .select('held.id');
}

/**
 * The search's items. A keyword with `includeHierarchy` looks at every level: the page lists the tops of the
 * hierarchies holding an item it finds (a GTIN of an each finds its case and pallet). The items are found in
 * `catalog_item_search_idx`, which holds every column the keyword reads, before any other filter: a
 * hierarchy is published and withdrawn whole, so the tops' own filters decide.
 */
function itemFilter(db: Db, scope: CompanyScope, s: Search) {
  let query = liveItems(db, scope);
  if (s.id) query = query.where('c.id', '=', s.id);
  if (s.catalogItemId?.length) query = query.where('c.id', 'in', s.catalogItemId);
  if (s.keyword) {
    const k = s.keyword;
    const found = (items: ItemQuery) => items.where((eb) => itemKeyword(eb, k));
    query = s.includeHierarchy
      ? query.where('c.id', 'in', hierarchiesHolding(db, found(liveItems(db, scope))))
      : found(query);
  }
  const { since, until } = dateWindow(s);
  if (since) query = query.where('c.modified_time', '>=', since);
  if (until) query = query.where('c.modified_time', '<', until);
  return query;
}

async function pageOfIds(query: ItemQuery, s: Search): Promise<{ ids: number[]; total: number }> {
  const direction = s.sortDesc ? sql`desc` : sql`asc`;
  const [rows, total] = await Promise.all([
    query
      .select('c.id')
      .orderBy(sql`${ITEM_SORTS[s.sortBy]} ${direction}`)
      .orderBy('c.id', s.sortDesc ? 'desc' : 'asc')
      .limit(s.rowCount)
      .offset((s.pageNumber - 1) * s.rowCount)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { ids: rows.map((r) => r.id), total: Number(total.n) };
}

const ITEM_COLUMNS = [
  'c.id',
  'c.gtin',
  'c.product_code',
  'c.description',
  'c.brand_name',
  'c.target_market',
  'c.unit_descriptor',
  'c.modified_time',
  'c.status',
  'c.reg_status',
  'c.child_count',
] as const;

/** The page's items, each saying whether the keyword finds it (the level a hierarchy was found by). */
function itemsById(db: Db, ids: readonly number[], keyword: string | null | undefined) {
  return db
    .selectFrom('catalog_item as c')
    .select(ITEM_COLUMNS)
    .select((eb) =>
      (keyword ? sql<number>`case when ${itemKeyword(eb, keyword)} then 1 else 0 end` : sql<number>`0`).as(
        'keyword_match',
      ),
    )
    .where('c.id', 'in', ids.length ? ids : [0])
    .where('c.deleted', '=', 0)
    .execute();
}

/** Each page row, then (when asked) the lower levels of its hierarchy, in the order a tree shows them. */
async function withHierarchy(db: Db, ids: readonly number[], include: boolean): Promise<HierarchyPlace[]> {
  if (!include) return ids.map((id) => ({ id, parentId: null, level: 0, rootId: id, quantity: 1 }));
  return hierarchiesOf(db, ids);
}

async function subscribersOf(db: Db, ids: readonly number[], glns: readonly string[] | null | undefined) {
  let query = joinSubscriberName(db.selectFrom('publication as p'), publicationSubscriber('p'))
    .select([
      'p.catalog_item_id',
      'p.subscriber_gln',
      'p.delivery_status',
      'p.delivery_error',
      'p.cic_status',
      'p.cic_status_time',
      SUBSCRIBER_NAME.as('subscriber_name'),
    ])
    .where('p.catalog_item_id', 'in', ids.length ? ids : [0])
    .where('p.active', '=', 1);
  if (glns?.length) query = query.where('p.subscriber_gln', 'in', glns);
  const rows = await query.orderBy('p.subscriber_gln').execute();
  const byItem = new Map<number, ItemSubscriber[]>();
  for (const row of rows) {
    const list = byItem.get(row.catalog_item_id) ?? [];
    list.push({
      name: row.subscriber_name,
      gln: row.subscriber_gln,
      deliveryStatus: row.delivery_status as DeliveryStatus,
      deliveryError: row.delivery_error,
      cicStatus: row.cic_status as CicState | null,
      cicStatusDate: row.cic_status ? row.cic_status_time : null,
    });
    byItem.set(row.catalog_item_id, list);
  }
  return byItem;
}

/**
 * `POST …/all/items/published/search`: the publisher's published items with their subscribers. With
 * `includeHierarchy` the page lists the tops of published hierarchies, each followed by its lower levels.
 */
export async function publishedItems(
  db: Db,
  scope: CompanyScope,
  search: PublishedItemSearch,
): Promise<Page<PublishedItemRow>> {
  const s = publishedItemSearchSchema.parse(search);
  let query = itemFilter(db, scope, s);
  if (!s.subscriberGln?.length) {
    // Published to anyone: the flags the publication triggers keep, counted from an index (migration 0011).
    query = query.where(s.includeHierarchy ? 'c.published_top' : 'c.published', '=', 1);
  } else if (!s.includeHierarchy) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('publication as p')
          .select(sql`1`.as('one'))
          .where(publicationCondition(s, 'p') as Expression<SqlBool>),
      ),
    );
  } else {
    // Published to them as its hierarchy's top (the condition holds `q.catalog_item_id = c.id` too).
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('publication as q')
          .select(sql`1`.as('one'))
          .where(publicationCondition(s, 'q') as Expression<SqlBool>)
          .whereRef('q.root_item_id', '=', 'c.id'),
      ),
    );
  }
  const { ids, total } = await pageOfIds(query, s);
  const places = await withHierarchy(db, ids, s.includeHierarchy);
  const placeIds = [...new Set(places.map((p) => p.id))];
  const [items, subscribers] = await Promise.all([
    itemsById(db, placeIds, s.keyword),
    subscribersOf(db, placeIds, s.subscriberGln),
  ]);
  const byId = new Map(items.map((i) => [i.id, i]));
  const hasChildren = new Set(places.filter((p) => p.parentId !== null).map((p) => p.parentId!));
  const results = places.flatMap((place) => {
    const item = byId.get(place.id);
    const subs = subscribers.get(place.id) ?? [];
    if (!item || (place.level > 0 && subs.length === 0)) return [];
    return [
      {
        catalogItemId: item.id,
        gtin: item.gtin,
        productCode: item.product_code,
        description: item.description,
        brandName: item.brand_name,
        tm: item.target_market,
        unitDescriptor: item.unit_descriptor,
        subscriberCount: subs.length,
        lastUpdated: item.modified_time,
        subscriberDetails: subs.map((x) => `${x.name} | ${x.gln}`),
        subscribers: subs,
        publishedHierarchy: s.includeHierarchy ? hasChildren.has(item.id) : item.child_count > 0,
        parentId: place.parentId,
        level: place.level,
        rootItemId: place.rootId,
        keywordMatch: item.keyword_match === 1,
      },
    ];
  });
  return { totalRows: total, results };
}

/**
 * `POST …/items/unpublished/search`: the publisher's items not yet published to (one of) the named
 * subscribers, or to anyone when none is named. With `includeHierarchy` the page lists hierarchy tops (items
 * no active item holds), each followed by its lower levels: a hierarchy is published from its top.
 */
export async function unpublishedItems(
  db: Db,
  scope: CompanyScope,
  userType: UserType,
  search: PublishedItemSearch,
): Promise<Page<UnpublishedItemRow>> {
  const s = publishedItemSearchSchema.parse(search);
  const glns = s.subscriberGln ?? [];
  let query = itemFilter(db, scope, s);
  query = glns.length
    ? query.where((eb) =>
        eb.or(
          glns.map((gln) =>
            eb.not(
              eb.exists(
                eb
                  .selectFrom('publication as p')
                  .select(sql`1`.as('one'))
                  .whereRef('p.catalog_item_id', '=', 'c.id')
                  .where('p.subscriber_gln', '=', gln)
                  .where('p.active', '=', 1),
              ),
            ),
          ),
        ),
      )
    : query.where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('publication as p')
              .select(sql`1`.as('one'))
              .whereRef('p.catalog_item_id', '=', 'c.id')
              .where('p.active', '=', 1),
          ),
        ),
      );
  if (s.publishableOnly) {
    query = isGdsnUser(userType)
      ? query
          .where('c.reg_status', '=', REGISTRY_STATE.registered)
          .where('c.status', 'not in', [CATALOG_STATUS.inProcess, CATALOG_STATUS.failed])
      : query.where('c.status', '=', CATALOG_STATUS.validated);
  }
  if (s.includeHierarchy) {
    query = query.where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('catalog_item_link as l')
            .innerJoin('catalog_item as parent', 'parent.id', 'l.parent_id')
            .select(sql`1`.as('one'))
            .whereRef('l.child_id', '=', 'c.id')
            .where('parent.deleted', '=', 0),
        ),
      ),
    );
  }
  const { ids, total } = await pageOfIds(query, s);
  const places = await withHierarchy(db, ids, s.includeHierarchy);
  const items = new Map((await itemsById(db, [...new Set(places.map((p) => p.id))], s.keyword)).map((i) => [i.id, i]));
  const hasChildren = new Set(places.filter((p) => p.parentId !== null).map((p) => p.parentId!));
  return {
    totalRows: total,
    results: places.flatMap((place) => {
      const item = items.get(place.id);
      if (!item) return [];
      return [
        {
          catalogItemId: item.id,
          gtin: item.gtin,
          productCode: item.product_code,
          brandName: item.brand_name,
          targetMarket: item.target_market,
          unitDescriptor: item.unit_descriptor,
          description: item.description,
          lastUpdated: item.modified_time,
          parentId: place.parentId,
          unPublishedHierarchy: s.includeHierarchy ? hasChildren.has(item.id) : item.child_count > 0,
          level: place.level,
          rootItemId: place.rootId,
          keywordMatch: item.keyword_match === 1,
          status: item.status,
          regStatus: item.reg_status,
          blockedReason: itemBlock({ ...item, id: item.id }, userType),
        },
      ];
    }),
  };
}
