import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import { SUBSCRIPTION_STATUS } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { gpcCovers } from '../../gdsn/gpc/gpc-brick-table.js';
import { nextTurn } from '../../jobs/in-turns.js';

/** What a subscription asks for, each criterion null where it sets none. */
export interface MatchCriteria {
  publisher_gln: string | null;
  gtin: string | null;
  gpc_code: string | null;
  target_market: string | null;
}

type CriteriaSql = Record<keyof MatchCriteria, RawBuilder<string | null>>;

/**
 * Every criterion set holds for the item `i` (publisher GLN, GTIN, GPC, target market). The publisher GLN is
 * the item's information provider or any GLN of its company; the GPC is the item's brick or a class, family or
 * segment it lies in.
 */
const itemMeets = (
  c: CriteriaSql,
) => sql<SqlBool>`(${c.publisher_gln} is null or ${c.publisher_gln} = i.info_provider_gln
           or exists (select 1 from company_gln g where g.company_id = i.company_id and g.gln = ${c.publisher_gln}))
      and (${c.gtin} is null or ${c.gtin} = i.gtin)
      and (${c.gpc_code} is null or ${gpcCovers(c.gpc_code, sql.ref('i.gpc_code'))})
      and (${c.target_market} is null or ${c.target_market} = i.target_market)`;

/** Every criterion set holds for an item of the hierarchy the publication row `p` tops. */
const hierarchyMeets = (c: CriteriaSql) => sql<SqlBool>`exists (
    select 1 from publication m inner join catalog_item i on i.id = m.catalog_item_id
    where m.root_item_id = p.root_item_id and m.subscriber_gln = p.subscriber_gln and m.active = 1
      and ${itemMeets(c)})`;

const subscriptionCriteria: CriteriaSql = {
  publisher_gln: sql.ref('s.publisher_gln'),
  gtin: sql.ref('s.gtin'),
  gpc_code: sql.ref('s.gpc_code'),
  target_market: sql.ref('s.target_market'),
};

/**
 * GS1's rule for sending a CIN: a publication meets a subscription of its subscriber GLN when every
 * criterion the subscription sets holds for an item of the published hierarchy.
 * A correlated condition on `p` (the hierarchy top's publication row) against `s` (the subscription).
 */
const subscriptionMeets = sql<SqlBool>`s.subscriber_gln = p.subscriber_gln and s.status = ${SUBSCRIPTION_STATUS.valid}
  and ${hierarchyMeets(subscriptionCriteria)}`;

/**
 * The subscriber's live top-level publications already sent that these criteria meet, the way a
 * subscription's would: what an RFCIN with them names. (A cast types each value for PostgreSQL, null too.)
 */
export async function sentPublicationsMeeting(
  db: Db,
  subscriberGln: string,
  criteria: MatchCriteria,
): Promise<number[]> {
  const value = (v: string | null) => sql<string | null>`cast(${v} as text)`;
  const rows = await db
    .selectFrom('publication as p')
    .select('p.id')
    .where('p.subscriber_gln', '=', subscriberGln)
    .where('p.active', '=', 1)
    .where('p.delivered_time', 'is not', null)
    .whereRef('p.root_item_id', '=', 'p.catalog_item_id')
    .where(
      hierarchyMeets({
        publisher_gln: value(criteria.publisher_gln),
        gtin: value(criteria.gtin),
        gpc_code: value(criteria.gpc_code),
        target_market: value(criteria.target_market),
      }) as Expression<SqlBool>,
    )
    .orderBy('p.id')
    .execute();
  return rows.map((r) => r.id);
}

/**
 * A Valid subscription of the subscriber of `p` meets the item `i`: asked apart for the subscriptions naming
 * the item's GTIN and for those naming none, each an index probe, where one `exists` over the subscriber's
 * subscriptions read all of them per item (a subscription per GTIN is the common case: 1,000 of them made
 * 25 CINs a 4 s query on PostgreSQL).
 */
const someSubscriptionMeetsItem = sql<SqlBool>`(exists (
    select 1 from subscription s
    where s.subscriber_gln = p.subscriber_gln and s.gtin = i.gtin and s.status = ${SUBSCRIPTION_STATUS.valid}
      and ${itemMeets(subscriptionCriteria)})
  or exists (
    select 1 from subscription s
    where s.subscriber_gln = p.subscriber_gln and s.gtin is null and s.status = ${SUBSCRIPTION_STATUS.valid}
      and ${itemMeets(subscriptionCriteria)}))`;

/**
 * Of these top-level publication rows, the ones some Valid subscription meets: the rule of
 * `subscriptionMeets`, walked from the hierarchy's items to the subscriptions.
 */
export async function publicationsMeetingSubscriptions(
  db: Db,
  publicationIds: readonly number[],
): Promise<Set<number>> {
  if (!publicationIds.length) return new Set();
  const rows = await db
    .selectFrom('publication as p')
    .innerJoin('publication as m', (join) =>
      join.onRef('m.root_item_id', '=', 'p.root_item_id').onRef('m.subscriber_gln', '=', 'p.subscriber_gln'),
    )
    .innerJoin('catalog_item as i', 'i.id', 'm.catalog_item_id')
    .select('p.id')
    .distinct()
    .where('p.id', 'in', publicationIds)
    .where('m.active', '=', 1)
    .where(someSubscriptionMeetsItem as Expression<SqlBool>)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/**
 * Publications a release finds per query, in id order, with a turn of the event loop between: a subscription
 * releasing 4,000 at once held every request for seconds (issue 13).
 */
const RELEASED_PER_QUERY = 250;

/** The waiting top-level publications a subscription meets: what a new subscription releases. */
export async function waitingPublicationsMeeting(db: Db, subscriptionId: number): Promise<number[]> {
  const subscription = await db
    .selectFrom('subscription')
    .select(['subscriber_gln', 'publisher_gln', 'gtin'])
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!subscription) return [];
  const candidates = await gtinCandidates(db, subscription);
  if (candidates?.length === 0) return [];
  const ids: number[] = [];
  for (let after = 0; ;) {
    const rows = await db
      .selectFrom('publication as p')
      .select('p.id')
      .where('p.subscriber_gln', '=', subscription.subscriber_gln)
      .where('p.active', '=', 1)
      .where('p.delivery_status', '=', 'waiting')
      .where('p.id', '>', after)
      .whereRef('p.catalog_item_id', '=', 'p.root_item_id')
      .$if(candidates !== null, (query) => query.where('p.id', 'in', candidates!))
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('subscription as s')
            .select(sql`1`.as('one'))
            .where('s.id', '=', subscriptionId)
            .where(subscriptionMeets as Expression<SqlBool>),
        ),
      )
      .orderBy('p.id')
      .limit(RELEASED_PER_QUERY)
      .execute();
    ids.push(...rows.map((r) => r.id));
    if (rows.length < RELEASED_PER_QUERY) return ids;
    after = rows.at(-1)!.id;
    await nextTurn();
  }
}

/**
 * For a subscription by GTIN and publisher, the top-level publications to its subscriber of the hierarchies
 * holding that GTIN, found through the catalog's key (a publisher GLN is a GLN of the item's company, and an
 * item with a live publication is not deleted); else null: every waiting publication of the subscriber is
 * read. Without it a request of 1,000 GTINs read all the subscriber's waiting publications 1,000 times (5 s
 * for 3,000 waiting). The cross joins keep SQLite, which has no statistics, in this order; PostgreSQL plans
 * them as inner joins.
 */
async function gtinCandidates(
  db: Db,
  subscription: { subscriber_gln: string; publisher_gln: string | null; gtin: string | null },
): Promise<number[] | null> {
  const { gtin, publisher_gln: publisherGln, subscriber_gln: subscriberGln } = subscription;
  if (!gtin || !publisherGln) return null;
  const rows = await db
    .selectFrom('company_gln as g')
    .crossJoin('catalog_item as i')
    .crossJoin('publication as m')
    .crossJoin('publication as t')
    .select('t.id')
    .where('g.gln', '=', publisherGln)
    .whereRef('i.company_id', '=', 'g.company_id')
    .where('i.gtin', '=', gtin)
    .where('i.deleted', '=', 0)
    .whereRef('m.catalog_item_id', '=', 'i.id')
    .where('m.active', '=', 1)
    .where('m.subscriber_gln', '=', subscriberGln)
    .whereRef('t.catalog_item_id', '=', 'm.root_item_id')
    .where('t.active', '=', 1)
    .where('t.subscriber_gln', '=', subscriberGln)
    .execute();
  return [...new Set(rows.map((r) => r.id))];
}
