import { sql, type Expression, type SqlBool } from 'kysely';
import { type SubscriptionSortKey, type subscriptionSearchSchema } from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';
import { companyLabelSql } from '../../parties/party-names.js';

export type SubscriptionFilter = z.output<typeof subscriptionSearchSchema>;

/** The publisher's company as the grid names it; null for a publisher outside Tradepool. */
export const PUBLISHER_NAME = companyLabelSql('pc');

/** Text columns sort with an empty text for none, so both databases put the empty ones first going up. */
export const SUBSCRIPTION_SORTS: Record<SubscriptionSortKey, Expression<unknown>> = {
  lastUpdate: sql`s.modified_time`,
  subscriberGln: sql`s.subscriber_gln`,
  publisherGln: sql`coalesce(s.publisher_gln, '')`,
  publisherName: sql`lower(coalesce(${PUBLISHER_NAME}, ''))`,
  subscribeToGtin: sql`coalesce(s.gtin, '')`,
  tm: sql`coalesce(s.target_market, '')`,
  gpcCode: sql`coalesce(s.gpc_code, '')`,
  status: sql`s.status`,
};

/** The caller's subscriptions with their publisher's company (a GLN belongs to one company at most). */
export function scopedSubscriptions(db: Db, scope: CompanyScope) {
  let query = db
    .selectFrom('subscription as s')
    .leftJoin('company_gln as pg', 'pg.gln', 's.publisher_gln')
    .leftJoin('company as pc', 'pc.id', 'pg.company_id');
  if (!scope.all) query = query.where('s.company_id', '=', scope.companyId);
  return query;
}

/** Rows with the text in a GLN, the GTIN, the GPC code or the publisher's name. */
function mentions(text: string): Expression<SqlBool> {
  return sql<SqlBool>`(${sql.join(
    [
      containsText(sql`s.subscriber_gln`, text),
      containsText(sql`s.publisher_gln`, text),
      containsText(sql`s.gtin`, text),
      containsText(sql`s.gpc_code`, text),
      containsText(PUBLISHER_NAME, text),
    ],
    sql` or `,
  )})`;
}

/** The search's filters, on `scopedSubscriptions`. */
export function filtered(db: Db, scope: CompanyScope, f: SubscriptionFilter) {
  let query = scopedSubscriptions(db, scope);
  if (f.status != null) query = query.where('s.status', '=', f.status);
  if (f.statuses?.length) query = query.where('s.status', 'in', f.statuses);
  if (f.id) query = query.where('s.id', '=', f.id);
  if (f.itemSubscriptionId?.length) query = query.where('s.id', 'in', f.itemSubscriptionId);
  if (f.subscriberGln?.length) query = query.where('s.subscriber_gln', 'in', f.subscriberGln);
  for (const text of [f.keyword, f.searchString]) if (text) query = query.where(mentions(text));
  return query;
}
