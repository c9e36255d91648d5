import { sql, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { DEFAULT_SUBSCRIBER_NAME } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';

/** A company as every screen and sheet names it: its name, and its business unit after a dash. */
export const companyLabel = (name: string, buName: string | null) => (buName ? `${name} - ${buName}` : name);

/** `companyLabel` in SQL, of the company joined as `alias`: null where none was joined. */
export function companyLabelSql(alias: string): RawBuilder<string | null> {
  const name = sql.ref(`${alias}.name`);
  const buName = sql.ref(`${alias}.bu_name`);
  return sql`case when ${buName} is null or ${buName} = '' then ${name} else ${name} || ' - ' || ${buName} end`;
}

/** The columns of a row that say who its subscriber is: the Tradepool company, the publisher and the GLN. */
export interface SubscriberColumns {
  companyId: string;
  publisherId: string;
  gln: string;
}

/** The columns of a `publication` row (and of `cic_history`, named alike) under `alias`. */
export const publicationSubscriber = (alias: string): SubscriberColumns => ({
  companyId: `${alias}.subscriber_company_id`,
  publisherId: `${alias}.company_id`,
  gln: `${alias}.subscriber_gln`,
});

/**
 * A subscriber's display name, over the joins of `joinSubscriberName`: its Tradepool company, else the name its
 * publisher gave the GLN, else 'Name Unknown'.
 */
export const SUBSCRIBER_NAME = sql<string>`coalesce(${companyLabelSql('sn_company')}, sn_given.name, ${DEFAULT_SUBSCRIBER_NAME})`;

const companyOn = (row: SubscriberColumns) => sql<SqlBool>`sn_company.id = ${sql.ref(row.companyId)}`;
const givenOn = (row: SubscriberColumns) =>
  sql<SqlBool>`sn_given.company_id = ${sql.ref(row.publisherId)} and sn_given.gln = ${sql.ref(row.gln)}`;

/** What `SUBSCRIBER_NAME` reads, joined to a query of publications (or rows like them). */
export function joinSubscriberName<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  row: SubscriberColumns,
): SelectQueryBuilder<DB, TB, O> {
  return (query as unknown as SelectQueryBuilder<Database, never, O>)
    .leftJoin('company as sn_company', (join) => join.on(companyOn(row)))
    .leftJoin('publication_subscriber as sn_given', (join) => join.on(givenOn(row))) as unknown as SelectQueryBuilder<
    DB,
    TB,
    O
  >;
}

/** The same joins for a query written in SQL. */
export const subscriberNameJoins = (row: SubscriberColumns) =>
  sql`left join company sn_company on ${companyOn(row)} left join publication_subscriber sn_given on ${givenOn(row)}`;

/** Who is behind a GLN, as a screen names it. */
export interface Party {
  gln: string;
  name: string;
  /** The Tradepool company the GLN belongs to, if any. */
  companyId: number | null;
  isGdsn: boolean;
}

export interface PartyLookup {
  /** Only active companies count as the GLN's owner (delivery reaches no other). */
  activeOnly?: boolean;
  /** The publisher whose names for GLNs (`publication_subscriber`) apply. */
  givenBy?: number;
  /** The company that sent copies from a GLN no company owns (an information provider publishing for others). */
  senders?: ReadonlyMap<string, number>;
}

/**
 * The party behind each GLN: the Tradepool company it belongs to (with its business unit), else the company
 * that sent copies from it, else the name the publisher gave it, else 'Name Unknown'.
 */
export async function partyNames(
  db: Db,
  glns: Iterable<string>,
  lookup: PartyLookup = {},
): Promise<Map<string, Party>> {
  const list = [...new Set(glns)];
  const parties = new Map<string, Party>(
    list.map((gln) => [gln, { gln, name: DEFAULT_SUBSCRIBER_NAME, companyId: null, isGdsn: true }]),
  );
  if (!list.length) return parties;
  const { givenBy, activeOnly } = lookup;
  const [owners, given] = await Promise.all([
    db
      .selectFrom('company_gln as g')
      .innerJoin('company as c', 'c.id', 'g.company_id')
      .select(['g.gln', 'c.id', 'c.name', 'c.bu_name', 'c.is_gdsn'])
      .where('g.gln', 'in', list)
      .$if(activeOnly === true, (q) => q.where('c.status', '=', 1))
      .execute(),
    givenBy === undefined
      ? []
      : db
          .selectFrom('publication_subscriber')
          .select(['gln', 'name'])
          .where('company_id', '=', givenBy)
          .where('gln', 'in', list)
          .execute(),
  ]);
  for (const row of given) parties.set(row.gln, { gln: row.gln, name: row.name, companyId: null, isGdsn: true });
  const owned = new Set(owners.map((o) => o.gln));
  const senders = [...(lookup.senders ?? [])].filter(([gln]) => parties.has(gln) && !owned.has(gln));
  const senderIds = [...new Set(senders.map(([, id]) => id))];
  const senderCompanies = senderIds.length
    ? await db.selectFrom('company').select(['id', 'name', 'bu_name', 'is_gdsn']).where('id', 'in', senderIds).execute()
    : [];
  const byId = new Map(senderCompanies.map((c) => [c.id, c]));
  const named = (gln: string, c: { name: string; bu_name: string | null; is_gdsn: number }): Party => ({
    gln,
    name: companyLabel(c.name, c.bu_name),
    companyId: null,
    isGdsn: c.is_gdsn === 1,
  });
  for (const [gln, id] of senders) {
    const company = byId.get(id);
    if (company) parties.set(gln, named(gln, company));
  }
  for (const owner of owners) parties.set(owner.gln, { ...named(owner.gln, owner), companyId: owner.id });
  return parties;
}

/** A company's display name by its id. */
export async function companyName(db: Db, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('company')
    .select(['name', 'bu_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return companyLabel(row.name, row.bu_name);
}

/**
 * The publishers of received copies by their information provider GLN: a GLN no company owns is named after
 * the company that sent the copy.
 */
export function copyPublisherNames(
  db: Db,
  copies: readonly { info_provider_gln: string; publisher_company_id: number | null }[],
): Promise<Map<string, Party>> {
  return partyNames(
    db,
    copies.map((copy) => copy.info_provider_gln),
    {
      senders: new Map(
        copies.flatMap((copy) =>
          copy.publisher_company_id === null ? [] : [[copy.info_provider_gln, copy.publisher_company_id]],
        ),
      ),
    },
  );
}
