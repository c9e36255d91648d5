import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import {
  COMPANY_STATUS_LABELS,
  INDUSTRY_SEGMENTS,
  TYPEAHEAD_MAX_SUGGESTIONS,
  type CompanyContact,
  type IntegrationFlag,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { containsPattern, likePattern } from '../../db/text-search.js';
import type { Database } from '../../db/schema/index.js';
import type { CompanyTable } from '../../db/schema/company.js';
import type { CompanyContactTable } from '../../db/schema/company-contact.js';

/** The queries below read `company as c`. */
type CompanyDb = Database & { c: CompanyTable };
type CompanyEb = ExpressionBuilder<CompanyDb, 'c'>;

export const INTEGRATION_COLUMNS = {
  integInboundFlatFile: 'integ_inbound_flat_file',
  integInboundSpreadSheet: 'integ_inbound_spread_sheet',
  integInboundPubLimited: 'integ_inbound_pub_limited',
  integInboundPub: 'integ_inbound_pub',
  integInboundXML: 'integ_inbound_xml',
  integOutboundXML: 'integ_outbound_xml',
  integOutboundWS: 'integ_outbound_ws',
  integOutboundFlatFile: 'integ_outbound_flat_file',
  integOutboundSpreadSheet: 'integ_outbound_spread_sheet',
  integPartnerBP: 'integ_partner_bp',
  integPartnerOms: 'integ_partner_oms',
  isOmsOnly: 'is_oms_only',
} as const satisfies Record<IntegrationFlag, keyof CompanyTable>;

/** Contact fields and their columns; the spec spells the billing title `billingTiltle`, the column does not. */
export const CONTACT_COLUMNS = {
  firstName: 'first_name',
  middleName: 'middle_name',
  lastName: 'last_name',
  title: 'title',
  email: 'email',
  phone: 'phone',
  fax: 'fax',
  address1: 'address1',
  address2: 'address2',
  city: 'city',
  county: 'county',
  zip: 'zip',
  state: 'state',
  country: 'country',
  billingSameAsContact: 'billing_same_as_contact',
  billingFirstName: 'billing_first_name',
  billingMiddleName: 'billing_middle_name',
  billingLastName: 'billing_last_name',
  billingTiltle: 'billing_title',
  billingEmail: 'billing_email',
  billingPhone: 'billing_phone',
  billingFax: 'billing_fax',
  billingAddress1: 'billing_address1',
  billingAddress2: 'billing_address2',
  billingCity: 'billing_city',
  billingCounty: 'billing_county',
  billingZip: 'billing_zip',
  billingState: 'billing_state',
  billingCountry: 'billing_country',
} as const satisfies Record<keyof CompanyContact, Exclude<keyof CompanyContactTable, 'company_id'>>;

/**
 * The half-open range [prefix, next) of digit strings starting with `prefix`, so a prefix search is a
 * plain index range on both dialects (LIKE 'x%' needs a special operator class on PostgreSQL). Digit strings
 * compare the same under every collation. `next` is null when the prefix is all nines.
 */
export function digitPrefixRange(prefix: string): { from: string; to: string | null } | null {
  if (!/^\d+$/.test(prefix)) return null;
  const digits = prefix.split('');
  while (digits.length && digits.at(-1) === '9') digits.pop();
  if (!digits.length) return { from: prefix, to: null };
  digits[digits.length - 1] = String(Number(digits.at(-1)) + 1);
  return { from: prefix, to: digits.join('') };
}

function firstGln(eb: CompanyEb) {
  return eb
    .selectFrom('company_gln as g0')
    .select('g0.gln')
    .whereRef('g0.company_id', '=', 'c.id')
    .orderBy('g0.position')
    .limit(1);
}

function partnerCount(eb: CompanyEb) {
  return eb
    .selectFrom('company_partner as cp')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('cp.company_id', '=', 'c.id');
}

/** Users whose home company it is, plus members through user_company whose home is elsewhere (so no one twice). */
function userCount(eb: CompanyEb) {
  const home = eb
    .selectFrom('app_user as hu')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('hu.company_id', '=', 'c.id');
  const members = eb
    .selectFrom('user_company as uc')
    .innerJoin('app_user as mu', 'mu.id', 'uc.user_id')
    .select((e) => e.fn.countAll<number>().as('n'))
    .whereRef('uc.company_id', '=', 'c.id')
    .whereRef('mu.company_id', '!=', 'c.id');
  return sql<number>`${home} + ${members}`;
}

const segmentName = sql<string | null>`case ${sql.ref('c.industry_segment')} ${sql.join(
  INDUSTRY_SEGMENTS.map((s) => sql`when ${sql.lit(s.id)} then ${sql.lit(s.name)}`),
  sql` `,
)} else null end`;

const statusLabel = sql<string>`case ${sql.ref('c.status')} ${sql.join(
  Object.entries(COMPANY_STATUS_LABELS).map(([id, label]) => sql`when ${sql.lit(Number(id))} then ${sql.lit(label)}`),
  sql` `,
)} else '' end`;

function glnMatching(
  eb: CompanyEb,
  condition: (g: ExpressionBuilder<CompanyDb & { g: Database['company_gln'] }, 'c' | 'g'>) => Expression<SqlBool>,
) {
  return eb.exists(
    eb
      .selectFrom('company_gln as g')
      .select('g.id')
      .whereRef('g.company_id', '=', 'c.id')
      .where((g) => condition(g)),
  );
}

function keywordMatch(eb: CompanyEb, keyword: string): Expression<SqlBool> {
  const pattern = containsPattern(keyword);
  return eb.or([
    likePattern(sql`lower(${sql.ref('c.name')})`, pattern),
    likePattern(sql`lower(${sql.ref('c.bu_name')})`, pattern),
    glnMatching(eb, () => likePattern(sql.ref('g.gln'), pattern)),
  ]);
}

export interface CompanyFilters {
  id?: number | null;
  /** Only these companies (the GS1 prefix match of a GTIN); an empty list matches none. */
  ids?: readonly number[] | null;
  glnPrefix?: string | null;
  keyword?: string | null;
  industrySegment?: number | null;
  pubSubOnly?: boolean;
  subscribersOnly?: boolean;
}

function companyWhere(eb: CompanyEb, f: CompanyFilters): Expression<SqlBool> {
  const parts: Expression<SqlBool>[] = [];
  if (f.id != null) parts.push(eb('c.id', '=', f.id));
  if (f.ids) parts.push(f.ids.length ? eb('c.id', 'in', f.ids) : sql<SqlBool>`1 = 0`);
  if (f.industrySegment != null) parts.push(eb('c.industry_segment', '=', f.industrySegment));
  if (f.pubSubOnly) parts.push(eb('c.role_pub', '=', 1), eb('c.role_sub', '=', 1));
  if (f.subscribersOnly) parts.push(eb('c.role_sub', '=', 1));
  if (f.glnPrefix) {
    const range = digitPrefixRange(f.glnPrefix);
    // An IN over the GLN range walks the unique GLN index; a correlated EXISTS would visit every company.
    parts.push(
      range
        ? eb(
            'c.id',
            'in',
            eb
              .selectFrom('company_gln as g')
              .select('g.company_id')
              .where('g.gln', '>=', range.from)
              .$if(range.to !== null, (qb) => qb.where('g.gln', '<', range.to!)),
          )
        : sql<SqlBool>`1 = 0`,
    );
  }
  if (f.keyword) parts.push(keywordMatch(eb, f.keyword));
  return eb.and(parts);
}

export type CompanySortKey =
  'lower(name)' | 'id' | 'buName' | 'gln' | 'industrySegment' | 'isGdsn' | 'partnerCount' | 'userCount' | 'statusStr';

/** The expression a computed sort key orders by; the plain columns order by themselves. */
function sortExpression(eb: CompanyEb, sortBy: CompanySortKey): Expression<unknown> | null {
  switch (sortBy) {
    case 'gln':
      return firstGln(eb);
    case 'industrySegment':
      return segmentName;
    case 'statusStr':
      return statusLabel;
    case 'partnerCount':
      return partnerCount(eb);
    case 'userCount':
      return userCount(eb);
    default:
      return null;
  }
}

/**
 * One page of the company list. The page's ids are chosen first, computing only the sort key; the counts
 * and labels are then computed for those rows alone. Selecting everything in one query let PostgreSQL
 * project every matching company before sorting whenever it chose a sort over the name index.
 */
export async function searchCompanyRows(
  db: Db,
  filters: CompanyFilters,
  page: { limit: number; offset: number; sortBy: CompanySortKey; sortDesc: boolean },
) {
  const direction = page.sortDesc ? 'desc' : 'asc';
  let ordered = db
    .selectFrom('company as c')
    .select('c.id')
    .where((eb) => companyWhere(eb, filters));
  // Nulls go last either way so both dialects agree.
  switch (page.sortBy) {
    case 'lower(name)':
      ordered = ordered.orderBy(sql`lower(${sql.ref('c.name')})`, direction);
      break;
    case 'id':
      break;
    case 'buName':
      ordered = ordered.orderBy(sql`lower(${sql.ref('c.bu_name')})`, (ob) => ob[direction]().nullsLast());
      break;
    case 'isGdsn':
      ordered = ordered.orderBy('c.is_gdsn', direction);
      break;
    case 'partnerCount':
    case 'userCount':
      ordered = ordered.orderBy((eb) => sortExpression(eb, page.sortBy)!, direction);
      break;
    default:
      ordered = ordered.orderBy(
        (eb) => sortExpression(eb, page.sortBy)!,
        (ob) => ob[direction]().nullsLast(),
      );
  }
  ordered = ordered.orderBy('c.id', page.sortBy === 'id' ? direction : 'asc');

  const [pageIds, total] = await Promise.all([
    ordered.limit(page.limit).offset(page.offset).execute(),
    db
      .selectFrom('company as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where((eb) => companyWhere(eb, filters))
      .executeTakeFirstOrThrow(),
  ]);
  const ids = pageIds.map((r) => r.id);
  const rows = ids.length
    ? await db
        .selectFrom('company as c')
        .select((eb) => [
          'c.id',
          'c.name',
          'c.bu_name as buName',
          'c.is_gdsn as isGdsn',
          'c.role_pub as rolePub',
          'c.role_sub as roleSub',
          'c.status',
          firstGln(eb).as('gln'),
          segmentName.as('industrySegment'),
          partnerCount(eb).as('partnerCount'),
          userCount(eb).as('userCount'),
          statusLabel.as('statusStr'),
        ])
        .where('c.id', 'in', ids)
        .execute()
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const results = ids.map((id) => byId.get(id)!);
  return { totalRows: Number(total.n), results };
}

/** GLNs that share the first digits of `prefix`, with their company (for the GTIN → company prefix match). */
export function glnsStartingWith(db: Db, prefix: string) {
  const range = digitPrefixRange(prefix);
  if (!range) return Promise.resolve([]);
  return db
    .selectFrom('company_gln')
    .select(['company_id', 'gln'])
    .where('gln', '>=', range.from)
    .$if(range.to !== null, (qb) => qb.where('gln', '<', range.to!))
    .execute();
}

export function suggestCompanies(db: Db, keyword: string, onlyCompanyId: number | null) {
  return db
    .selectFrom('company as c')
    .select((eb) => ['c.id as companyId', 'c.name', 'c.bu_name as buName', firstGln(eb).as('gln')])
    .where((eb) => keywordMatch(eb, keyword))
    .$if(onlyCompanyId !== null, (qb) => qb.where('c.id', '=', onlyCompanyId!))
    .orderBy(sql`lower(${sql.ref('c.name')})`)
    .orderBy('c.id')
    .limit(TYPEAHEAD_MAX_SUGGESTIONS)
    .execute();
}

/** Publishers a company may entrust (everyone with the publisher role but the company itself). */
export async function searchPartnerCandidates(
  db: Db,
  options: { excludeCompanyId: number | null; keyword: string | null; limit: number; offset: number },
) {
  const where = (eb: CompanyEb) =>
    eb.and([
      eb('c.role_pub', '=', 1),
      ...(options.excludeCompanyId !== null ? [eb('c.id', '!=', options.excludeCompanyId)] : []),
      ...(options.keyword ? [keywordMatch(eb, options.keyword)] : []),
    ]);
  const [results, total] = await Promise.all([
    db
      .selectFrom('company as c')
      .select((eb) => ['c.id as partnerCompanyID', 'c.name', 'c.bu_name as buName', firstGln(eb).as('gln')])
      .where(where)
      .orderBy(sql`lower(${sql.ref('c.name')})`)
      .orderBy('c.id')
      .limit(options.limit)
      .offset(options.offset)
      .execute(),
    db
      .selectFrom('company as c')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where(where)
      .executeTakeFirstOrThrow(),
  ]);
  return { totalRows: Number(total.n), results };
}

export function findCompany(db: Db, id: number) {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findCompanyStatus(db: Db, id: number) {
  return db.selectFrom('company').select(['id', 'status']).where('id', '=', id).executeTakeFirst();
}

export function listGlns(db: Db, companyId: number) {
  return db.selectFrom('company_gln').select('gln').where('company_id', '=', companyId).orderBy('position').execute();
}

export function findContact(db: Db, companyId: number) {
  return db.selectFrom('company_contact').selectAll().where('company_id', '=', companyId).executeTakeFirst();
}

export function listPartners(db: Db, companyId: number) {
  return db
    .selectFrom('company_partner as p')
    .innerJoin('company as c', 'c.id', 'p.partner_company_id')
    .select((eb) => ['c.id as partnerCompanyID', 'c.name', 'c.bu_name as buName', firstGln(eb).as('gln')])
    .where('p.company_id', '=', companyId)
    .orderBy(sql`lower(${sql.ref('c.name')})`)
    .orderBy('c.id')
    .execute();
}

/** The company's users: those at home there and those who may switch to it (user_company). */
export function listCompanyUsers(db: Db, companyId: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      'u.id',
      'u.login',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.role_id as roleId',
      'r.description as roleDescription',
      'u.status',
    ])
    .where((eb) =>
      eb.or([
        eb('u.company_id', '=', companyId),
        eb('u.id', 'in', eb.selectFrom('user_company').select('user_id').where('company_id', '=', companyId)),
      ]),
    )
    .orderBy(sql`lower(${sql.ref('u.last_name')})`)
    .orderBy(sql`lower(${sql.ref('u.first_name')})`)
    .orderBy('u.id')
    .execute();
}

export async function countCompanyUsers(db: Db, companyId: number): Promise<number> {
  const row = await db
    .selectFrom('company as c')
    .select((eb) => userCount(eb).as('n'))
    .where('c.id', '=', companyId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Another company with the same name and business unit, compared case-insensitively. */
export function findCompanyNamed(db: Db, name: string, buName: string | null, exceptId: number | null) {
  return db
    .selectFrom('company')
    .select('id')
    .where(sql<SqlBool>`lower(name) = lower(${name})`)
    .where(sql<SqlBool>`lower(coalesce(bu_name, '')) = lower(${buName ?? ''})`)
    .$if(exceptId !== null, (qb) => qb.where('id', '!=', exceptId!))
    .limit(1)
    .executeTakeFirst();
}

export function glnsOfOtherCompanies(db: Db, glns: string[], exceptCompanyId: number | null) {
  if (!glns.length) return Promise.resolve([]);
  return db
    .selectFrom('company_gln')
    .select('gln')
    .where('gln', 'in', glns)
    .$if(exceptCompanyId !== null, (qb) => qb.where('company_id', '!=', exceptCompanyId!))
    .execute();
}

export async function existingCompanyIds(db: Db, ids: number[]): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await db.selectFrom('company').select('id').where('id', 'in', ids).execute();
  return new Set(rows.map((r) => r.id));
}

export type CompanyColumns = Omit<CompanyTable, 'id' | 'created_time' | 'modified_time' | 'status'>;

export async function insertCompany(db: Db, values: CompanyColumns, status: number, now: string): Promise<number> {
  const { id } = await db
    .insertInto('company')
    .values({ ...values, status, created_time: now, modified_time: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export async function updateCompany(db: Db, id: number, values: Partial<CompanyColumns>, now: string): Promise<void> {
  await db
    .updateTable('company')
    .set({ ...values, modified_time: now })
    .where('id', '=', id)
    .execute();
}

export async function setCompanyStatus(db: Db, id: number, status: number): Promise<void> {
  await db.updateTable('company').set({ status }).where('id', '=', id).execute();
}

export async function replaceGlns(db: Db, companyId: number, glns: string[]): Promise<void> {
  await db.deleteFrom('company_gln').where('company_id', '=', companyId).execute();
  if (!glns.length) return;
  await db
    .insertInto('company_gln')
    .values(glns.map((gln, position) => ({ company_id: companyId, gln, position })))
    .execute();
}

export async function upsertContact(
  db: Db,
  companyId: number,
  values: Omit<CompanyContactTable, 'company_id'>,
): Promise<void> {
  await db
    .insertInto('company_contact')
    .values({ company_id: companyId, ...values })
    .onConflict((oc) => oc.column('company_id').doUpdateSet(values))
    .execute();
}

export async function replacePartners(db: Db, companyId: number, partnerIds: number[], now: string): Promise<void> {
  await db.deleteFrom('company_partner').where('company_id', '=', companyId).execute();
  if (!partnerIds.length) return;
  await db
    .insertInto('company_partner')
    .values(partnerIds.map((partner) => ({ company_id: companyId, partner_company_id: partner, created_time: now })))
    .execute();
}

/** Ends every session of the company's home users, and any other session working in the company. */
export async function endCompanySessions(db: Db, companyId: number): Promise<void> {
  await db
    .deleteFrom('user_session')
    .where((eb) =>
      eb.or([
        eb('company_id', '=', companyId),
        eb('user_id', 'in', eb.selectFrom('app_user').select('id').where('company_id', '=', companyId)),
      ]),
    )
    .execute();
}
