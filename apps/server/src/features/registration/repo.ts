import { sql, type ExpressionBuilder, type SqlBool, type Expression } from 'kysely';
import { CATALOG_STATUS, REGISTRATION_STATUS, REGISTRY_STATE, type RegistrationStatus } from '@tradepool/domain';
import type { Database } from '../../db/schema/index.js';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';

type ItemBuilder = ExpressionBuilder<Database & { c: Database['catalog_item'] }, 'c'>;

/** The item-row view of a builder that also sees the joined author (the conditions read the item alone). */
const itemBuilder = (eb: unknown) => eb as ItemBuilder;

/** Where an item stands in registration (see REGISTRATION_STATUS), as a condition on its row. */
export function registrationCondition(eb: ItemBuilder, status: RegistrationStatus): Expression<SqlBool> {
  switch (status) {
    case REGISTRATION_STATUS.ready:
      return eb.and([eb('c.status', '=', CATALOG_STATUS.validated), eb('c.reg_status', 'is', null)]);
    case REGISTRATION_STATUS.submitted:
      return eb('c.status', '=', CATALOG_STATUS.inProcess);
    case REGISTRATION_STATUS.registered:
      return eb.and([
        eb('c.reg_status', '=', REGISTRY_STATE.registered),
        eb('c.status', 'not in', [CATALOG_STATUS.inProcess, CATALOG_STATUS.failed]),
      ]);
    case REGISTRATION_STATUS.rejected:
      return eb('c.status', '=', CATALOG_STATUS.failed);
  }
}

export interface RegistrationFilter {
  scope: CompanyScope;
  status: RegistrationStatus | null;
  login: string | null;
  since: string | null;
  until: string | null;
  keyword: string | null;
}

const ALL_STATUSES: RegistrationStatus[] = [1, 2, 3, 4];

function filtered(db: Db, filter: RegistrationFilter) {
  let query = db
    .selectFrom('catalog_item as c')
    .leftJoin('app_user as u', 'u.id', 'c.modified_by')
    .where('c.deleted', '=', 0);
  if (!filter.scope.all) query = query.where('c.company_id', '=', filter.scope.companyId);
  const statuses = filter.status ? [filter.status] : ALL_STATUSES;
  query = query.where((eb) => eb.or(statuses.map((s) => registrationCondition(itemBuilder(eb), s))));
  if (filter.login) query = query.where('u.login', '=', filter.login);
  if (filter.since) query = query.where('c.modified_time', '>=', filter.since);
  if (filter.until) query = query.where('c.modified_time', '<', filter.until);
  if (filter.keyword) {
    const keyword = filter.keyword;
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('c.gtin'), keyword),
        containsText(eb.ref('c.product_code'), keyword),
        containsText(eb.ref('c.description'), keyword),
      ]),
    );
  }
  return query;
}

const ERROR_COUNT = sql<number>`(select count(*) from catalog_item_error e where e.catalog_item_id = c.id)`;

export const SORT_COLUMNS = {
  lastUpdated: sql`c.modified_time`,
  modifiedTime: sql`c.modified_time`,
  gtin: sql`c.gtin`,
  productCode: sql`lower(c.product_code)`,
  description: sql`lower(c.description)`,
  status: sql`c.status`,
  userName: sql`lower(u.last_name)`,
  unitDescriptor: sql`c.unit_descriptor`,
  totalCount: ERROR_COUNT,
} as const;

export async function countRegistrations(db: Db, filter: RegistrationFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function registrationPage(
  db: Db,
  filter: RegistrationFilter,
  page: { sortBy: keyof typeof SORT_COLUMNS; sortDesc: boolean; rowCount: number; pageNumber: number },
) {
  const direction = page.sortDesc ? sql`desc` : sql`asc`;
  return filtered(db, filter)
    .select([
      'c.id',
      'c.gtin',
      'c.product_code',
      'c.description',
      'c.status',
      'c.reg_status',
      'c.unit_descriptor',
      'c.target_market',
      'c.modified_time',
      'u.first_name',
      'u.last_name',
    ])
    .select(ERROR_COUNT.as('error_count'))
    .orderBy(sql`${SORT_COLUMNS[page.sortBy]} ${direction}`)
    .orderBy('c.id', page.sortDesc ? 'desc' : 'asc')
    .limit(page.rowCount)
    .offset((page.pageNumber - 1) * page.rowCount)
    .execute();
}

/** The ids of the matching items in the list's order, up to `limit` (what a download exports). */
export async function registrationIds(
  db: Db,
  filter: RegistrationFilter,
  sort: { sortBy: keyof typeof SORT_COLUMNS; sortDesc: boolean },
  limit: number,
): Promise<number[]> {
  const rows = await filtered(db, filter)
    .select('c.id')
    .orderBy(sql`${SORT_COLUMNS[sort.sortBy]} ${sort.sortDesc ? sql`desc` : sql`asc`}`)
    .orderBy('c.id', sort.sortDesc ? 'desc' : 'asc')
    .limit(limit)
    .execute();
  return rows.map((r) => r.id);
}

/** Items in scope per registration status (the four totals), in one pass over the company's items. */
export async function registrationTotals(db: Db, scope: CompanyScope): Promise<Record<RegistrationStatus, number>> {
  const all = { scope, status: null, login: null, since: null, until: null, keyword: null };
  const row = await filtered(db, all)
    .select((eb) => {
      const count = (status: RegistrationStatus) =>
        eb.fn.sum<number>(
          eb
            .case()
            .when(registrationCondition(itemBuilder(eb), status))
            .then(1)
            .else(0)
            .end(),
        );
      return [count(1).as('ready'), count(2).as('submitted'), count(3).as('registered'), count(4).as('rejected')];
    })
    .executeTakeFirstOrThrow();
  return {
    1: Number(row.ready ?? 0),
    2: Number(row.submitted ?? 0),
    3: Number(row.registered ?? 0),
    4: Number(row.rejected ?? 0),
  };
}

/** The users who last changed an item in scope (the author filter reads the last change). */
export function registrationAuthors(db: Db, scope: CompanyScope) {
  let items = db.selectFrom('catalog_item').select('modified_by').distinct().where('modified_by', 'is not', null);
  if (!scope.all) items = items.where('company_id', '=', scope.companyId);
  return db
    .selectFrom('app_user as u')
    .select(['u.id', 'u.first_name', 'u.last_name', 'u.login'])
    .where('u.id', 'in', items)
    .orderBy(sql`lower(u.last_name)`)
    .orderBy(sql`lower(u.first_name)`)
    .execute();
}

export function itemErrors(db: Db, itemId: number) {
  return db
    .selectFrom('catalog_item_error')
    .select(['source', 'rule_id', 'attribute', 'message', 'row_number'])
    .where('catalog_item_id', '=', itemId)
    .orderBy('source')
    .orderBy('id')
    .execute();
}

/** The active items with one of these GTINs that hold a registration, sent or accepted (keys read by the caller). */
export async function registrationHolders(db: Db, gtins: readonly string[]) {
  const chunks = [];
  for (let start = 0; start < gtins.length; start += 1000) chunks.push(gtins.slice(start, start + 1000));
  const found = await Promise.all(
    chunks.map((chunk) =>
      db
        .selectFrom('catalog_item')
        .select(['gtin', 'info_provider_gln', 'target_market'])
        // GTIN first: catalog_item_gtin_idx serves it across companies.
        .where('gtin', 'in', chunk)
        .where('deleted', '=', 0)
        .where('reg_status', 'in', [REGISTRY_STATE.registered, REGISTRY_STATE.submitted])
        .execute(),
    ),
  );
  return found.flat();
}

export function itemsForRegistration(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('catalog_item')
    .select([
      'id',
      'company_id',
      'gtin',
      'target_market',
      'info_provider_gln',
      'gpc_code',
      'status',
      'reg_status',
      'deleted',
      'product_code',
      'description',
    ])
    .where('id', 'in', ids)
    .execute();
}
