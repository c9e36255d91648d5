import { sql } from 'kysely';
import {
  TYPEAHEAD_MAX_SUGGESTIONS,
  subscriptionSearchSchema,
  type Page,
  type SubscriptionRow,
  type SubscriptionSearch,
  type SubscriptionSuggestion,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { CompanyScope } from '../../http/scope.js';
import { gpcEntry } from '../../gdsn/gpc/gpc-classification.js';
import { filtered, PUBLISHER_NAME, SUBSCRIPTION_SORTS } from './subscription-query.js';

/** `POST gdsn/subscriptions/search`: a page of the caller's subscriptions, sorted on any column. */
export async function searchSubscriptions(
  db: Db,
  scope: CompanyScope,
  search: SubscriptionSearch,
): Promise<Page<SubscriptionRow>> {
  const f = subscriptionSearchSchema.parse(search);
  const direction = f.sortDesc ? sql`desc` : sql`asc`;
  const [rows, count] = await Promise.all([
    filtered(db, scope, f)
      .select([
        's.id',
        's.subscriber_gln',
        's.publisher_gln',
        's.gtin',
        's.gpc_code',
        's.target_market',
        's.status',
        's.modified_time',
        PUBLISHER_NAME.as('publisher_name'),
      ])
      .orderBy(sql`${SUBSCRIPTION_SORTS[f.sortBy]} ${direction}`)
      .orderBy('s.id', f.sortDesc ? 'desc' : 'asc')
      .limit(f.rowCount)
      .offset((f.pageNumber - 1) * f.rowCount)
      .execute(),
    filtered(db, scope, f)
      .select(sql<number>`count(*)`.as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    totalRows: Number(count.n),
    results: rows.map((r) => {
      const gpc = r.gpc_code ? gpcEntry(r.gpc_code) : undefined;
      return {
        catalogItemSubscriptionId: r.id,
        subscriberGln: r.subscriber_gln,
        publisherGln: r.publisher_gln,
        publisherName: r.publisher_name,
        subscribeToGtin: r.gtin,
        gpcCode: r.gpc_code,
        gpcName: gpc?.title ?? null,
        gpcLevel: gpc?.level ?? null,
        tm: r.target_market,
        status: r.status,
        lastUpdate: r.modified_time,
      };
    }),
  };
}

/** `GET gdsn/subscriptions/searchPartial?keyword`: the search box's typeahead, latest first. */
export async function subscriptionSuggestions(
  db: Db,
  scope: CompanyScope,
  keyword: string,
): Promise<SubscriptionSuggestion[]> {
  const rows = await filtered(db, scope, subscriptionSearchSchema.parse({ keyword }))
    .select([
      's.id',
      's.subscriber_gln',
      's.publisher_gln',
      's.gtin',
      's.gpc_code',
      PUBLISHER_NAME.as('publisher_name'),
    ])
    .orderBy('s.modified_time', 'desc')
    .orderBy('s.id', 'desc')
    .limit(TYPEAHEAD_MAX_SUGGESTIONS)
    .execute();
  return rows.map((r) => ({
    catalogItemSubscriptionId: r.id,
    subscriberGln: r.subscriber_gln,
    subscribeToGtin: r.gtin,
    publisherGln: r.publisher_gln,
    publisherName: r.publisher_name,
    gpcCode: r.gpc_code,
  }));
}
