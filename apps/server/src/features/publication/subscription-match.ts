import { sql, type Expression, type SqlBool } from 'kysely';
import { SUBSCRIPTION_STATUS } from '@tradepool/domain';
import type { Db } from '../../db/database.js';

/**
 * GS1's rule for sending a CIN: a publication meets a subscription of its subscriber GLN when every
 * criterion the subscription sets (publisher GLN, GTIN, GPC brick, target market) holds for an item of the
 * published hierarchy. The publisher GLN is the items' information provider or any GLN of its company.
 * A correlated condition on `p` (the hierarchy top's publication row) against `s` (the subscription).
 */
export const subscriptionMeets = sql<SqlBool>`s.subscriber_gln = p.subscriber_gln and s.status = ${SUBSCRIPTION_STATUS.valid}
  and exists (
    select 1 from publication m inner join catalog_item i on i.id = m.catalog_item_id
    where m.root_item_id = p.root_item_id and m.subscriber_gln = p.subscriber_gln and m.active = 1
      and (s.publisher_gln is null or s.publisher_gln = i.info_provider_gln
           or exists (select 1 from company_gln g where g.company_id = i.company_id and g.gln = s.publisher_gln))
      and (s.gtin is null or s.gtin = i.gtin)
      and (s.gpc_code is null or s.gpc_code = i.gpc_code)
      and (s.target_market is null or s.target_market = i.target_market))`;

/** Of these top-level publication rows, the ones some Valid subscription meets. */
export async function publicationsMeetingSubscriptions(
  db: Db,
  publicationIds: readonly number[],
): Promise<Set<number>> {
  if (!publicationIds.length) return new Set();
  const rows = await db
    .selectFrom('publication as p')
    .select('p.id')
    .where('p.id', 'in', publicationIds)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscription as s')
          .select(sql`1`.as('one'))
          .where(subscriptionMeets as Expression<SqlBool>),
      ),
    )
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** The waiting top-level publications a subscription meets: what a new subscription releases. */
export async function waitingPublicationsMeeting(db: Db, subscriptionId: number): Promise<number[]> {
  const subscription = await db
    .selectFrom('subscription')
    .select('subscriber_gln')
    .where('id', '=', subscriptionId)
    .executeTakeFirst();
  if (!subscription) return [];
  const rows = await db
    .selectFrom('publication as p')
    .select('p.id')
    .where('p.subscriber_gln', '=', subscription.subscriber_gln)
    .where('p.active', '=', 1)
    .where('p.delivery_status', '=', 'waiting')
    .whereRef('p.catalog_item_id', '=', 'p.root_item_id')
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('subscription as s')
          .select(sql`1`.as('one'))
          .where('s.id', '=', subscriptionId)
          .where(subscriptionMeets as Expression<SqlBool>),
      ),
    )
    .execute();
  return rows.map((r) => r.id);
}
