import { sql } from 'kysely';
import {
  type Page,
  type SubscriberSummaryRow,
  type SubscriberSummarySearch,
  subscriberSummarySearchSchema,
} from '@tradepool/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { containsText } from '../../db/text-search.js';
import type { CompanyScope } from '../../http/scope.js';
import { joinSubscriberName, SUBSCRIBER_NAME } from '../../parties/party-names.js';

type Search = z.output<typeof subscriberSummarySearchSchema>;

const counted = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then p.n else 0 end)`;

const SORTS: Record<Search['sortBy'], ReturnType<typeof sql>> = {
  name: sql`lower(${SUBSCRIBER_NAME})`,
  gln: sql`g.gln`,
  publishedCount: sql`g.published_count`,
  acceptedCount: sql`g.accepted_count`,
  reviewCount: sql`g.review_count`,
  rejectedCount: sql`g.rejected_count`,
  syncronizedCount: sql`g.synchronised_count`,
};

/**
 * `POST gdsn/publications/subscribers/summary`: per subscriber GLN, the items published to it and how many
 * of them it accepted, reviews, rejected or synchronised, and how many wait for a subscription.
 */
export async function subscriberSummary(
  db: Db,
  scope: CompanyScope,
  search: SubscriberSummarySearch,
): Promise<Page<SubscriberSummaryRow>> {
  const s = subscriberSummarySearchSchema.parse(search);
  // From the tally the publication triggers keep (migration 0011), not by counting the publications.
  let tally = db.selectFrom('publication_tally as p').where('p.n', '>', 0);
  if (!scope.all) tally = tally.where('p.company_id', '=', scope.companyId);
  const perGln = tally
    .groupBy('p.subscriber_gln')
    .select([
      'p.subscriber_gln as gln',
      sql<number | null>`max(p.subscriber_company_id)`.as('subscriber_company_id'),
      sql<number>`max(p.company_id)`.as('publisher_id'),
      sql<number>`sum(p.n)`.as('published_count'),
      counted(sql`p.cic_status = 'RECEIVED'`).as('accepted_count'),
      counted(sql`p.cic_status = 'REVIEW'`).as('review_count'),
      counted(sql`p.cic_status = 'REJECTED'`).as('rejected_count'),
      counted(sql`p.cic_status = 'SYNCHRONISED'`).as('synchronised_count'),
      counted(sql`p.delivery_status = 'waiting'`).as('waiting_count'),
    ]);
  let query = joinSubscriberName(db.selectFrom(perGln.as('g')), {
    companyId: 'g.subscriber_company_id',
    publisherId: 'g.publisher_id',
    gln: 'g.gln',
  });
  if (s.keyword) {
    const k = s.keyword;
    query = query.where((eb) => eb.or([containsText(SUBSCRIBER_NAME, k), containsText(eb.ref('g.gln'), k)]));
  }
  const direction = s.sortDesc ? sql`desc` : sql`asc`;
  // The page carries the number of rows (a window over the grouped rows), so the publications are counted
  // once, not a second time for the total; only a page past the end asks for the total apart.
  const rows = await query
    .selectAll('g')
    .select(SUBSCRIBER_NAME.as('name'))
    .select(sql<number>`count(*) over ()`.as('total_rows'))
    .orderBy(sql`${SORTS[s.sortBy]} ${direction}`)
    .orderBy('g.gln')
    .limit(s.rowCount)
    .offset((s.pageNumber - 1) * s.rowCount)
    .execute();
  const total =
    rows.length > 0
      ? Number(rows[0]!.total_rows)
      : s.pageNumber > 1
        ? Number((await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
        : 0;
  return {
    totalRows: total,
    results: rows.map((r) => ({
      name: r.name,
      gln: r.gln,
      publishedCount: Number(r.published_count),
      acceptedCount: Number(r.accepted_count),
      reviewCount: Number(r.review_count),
      rejectedCount: Number(r.rejected_count),
      syncronizedCount: Number(r.synchronised_count),
      waitingCount: Number(r.waiting_count),
    })),
  };
}
