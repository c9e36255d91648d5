import { sql, type ExpressionBuilder, type Insertable, type Updateable } from 'kysely';
import type { z } from 'zod';
import type { userSearchSchema } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema/index.js';
import type { AppUserTable } from '../../db/schema/user.js';
import { containsText } from '../../db/text-search.js';

type UserEb = ExpressionBuilder<Database & { u: AppUserTable }, 'u'>;

/** A user belongs to a company by home company or by an extra membership (user_company). */
function belongsTo(eb: UserEb, companyId: number) {
  return eb.or([
    eb('u.company_id', '=', companyId),
    eb.exists(
      eb
        .selectFrom('user_company as uc')
        .select('uc.user_id')
        .whereRef('uc.user_id', '=', 'u.id')
        .where('uc.company_id', '=', companyId),
    ),
  ]);
}

function adminUserQuery(db: Db) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('company as c', 'c.id', 'u.company_id')
    .innerJoin('role as r', 'r.id', 'u.role_id');
}

const ADMIN_USER_COLUMNS = [
  'u.id',
  'u.company_id',
  'c.name as company_name',
  'c.bu_name as company_bu_name',
  'u.login',
  'u.first_name',
  'u.middle_name',
  'u.last_name',
  'u.email',
  'u.phone',
  'u.title',
  'u.role_id',
  'r.name as role_name',
  'r.description as role_description',
  'u.user_type',
  'u.status',
  'u.auto_subscription',
  'u.sell_sheet_access',
  'u.has_subscriber_view',
  'u.is_first_time',
  'u.created_time',
  'u.modified_time',
] as const;

export type AdminUserRow = NonNullable<Awaited<ReturnType<typeof findAdminUser>>>;

/** One user with company and role; `companyId` (when given) is the scope the user must belong to. */
export function findAdminUser(db: Db, userId: number, companyId: number | null) {
  return adminUserQuery(db)
    .select(ADMIN_USER_COLUMNS)
    .where('u.id', '=', userId)
    .$if(companyId !== null, (qb) => qb.where((eb) => belongsTo(eb, companyId!)))
    .executeTakeFirst();
}

type Filters = Omit<z.output<typeof userSearchSchema>, 'companyId' | 'rowCount' | 'pageNumber' | 'sortBy' | 'sortDesc'>;

// Status sorts by its shown text: ascending puts Active (1) before InActive (0).
const SORT_COLUMNS = {
  'lower(lastName)': { expr: sql`lower(u.last_name)`, invert: false },
  'lower(firstName)': { expr: sql`lower(u.first_name)`, invert: false },
  login: { expr: sql`u.login`, invert: false },
  email: { expr: sql`lower(u.email)`, invert: false },
  companyName: { expr: sql`lower(c.name)`, invert: false },
  roleId: { expr: sql`u.role_id`, invert: false },
  status: { expr: sql`u.status`, invert: true },
  modifiedTime: { expr: sql`u.modified_time`, invert: false },
} as const;

/**
 * A page of users (one query, company and role joined) and the number of matches. `companyId` null means
 * every company (the support company's view).
 */
export async function searchUsers(
  db: Db,
  filters: Filters,
  companyId: number | null,
  page: { limit: number; offset: number; sortBy: keyof typeof SORT_COLUMNS; sortDesc: boolean },
) {
  const texts = [
    ['u.login', filters.login],
    ['u.first_name', filters.firstName],
    ['u.last_name', filters.lastName],
    ['u.email', filters.email],
    ['u.phone', filters.phone],
    ['u.title', filters.title],
  ] as const;
  const filtered = adminUserQuery(db).where((eb) =>
    eb.and([
      ...(companyId !== null ? [belongsTo(eb, companyId)] : []),
      ...texts.filter(([, text]) => text).map(([column, text]) => containsText(eb.ref(column), text!)),
      ...(filters.roleId ? [eb('u.role_id', '=', filters.roleId)] : []),
      ...(filters.status ? [eb('u.status', '=', filters.status === 'Active' ? 1 : 0)] : []),
      ...(filters.pubSubOnly ? [eb('c.role_pub', '=', 1), eb('c.role_sub', '=', 1)] : []),
    ]),
  );
  const sort = SORT_COLUMNS[page.sortBy];
  const descending = page.sortDesc !== sort.invert;
  const [rows, count] = await Promise.all([
    filtered
      .select(ADMIN_USER_COLUMNS)
      .orderBy(sort.expr, descending ? 'desc' : 'asc')
      .orderBy('u.id', 'asc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, totalRows: Number(count.total) };
}

export function findCompany(db: Db, companyId: number) {
  return db.selectFrom('company').select(['id']).where('id', '=', companyId).executeTakeFirst();
}

export async function loginTaken(db: Db, login: string, exceptUserId: number | null): Promise<boolean> {
  const row = await db
    .selectFrom('app_user')
    .select('id')
    .where('login', '=', login)
    .$if(exceptUserId !== null, (qb) => qb.where('id', '!=', exceptUserId!))
    .executeTakeFirst();
  return row !== undefined;
}

export async function insertUser(db: Db, values: Insertable<AppUserTable>): Promise<number> {
  const { id } = await db.insertInto('app_user').values(values).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateUserRow(db: Db, userId: number, values: Updateable<AppUserTable>): Promise<void> {
  await db.updateTable('app_user').set(values).where('id', '=', userId).execute();
}

/** Temporary passwords from "forgot password" stop working once an administrator sets a password. */
export async function closeOpenResets(db: Db, userId: number, now: string): Promise<void> {
  await db
    .updateTable('password_reset')
    .set({ used_time: now })
    .where('user_id', '=', userId)
    .where('used_time', 'is', null)
    .execute();
}
