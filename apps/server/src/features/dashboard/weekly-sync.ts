import { sql } from 'kysely';
import { emptyWeek, type WeeklySync } from '@tradepool/domain';
import type { Db } from '../../db/database.js';

const DAY_MS = 86_400_000;

/** The day of an ISO timestamp (`YYYY-MM-DD`, UTC): the first ten characters, on either database. */
const dayOf = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 10)`;

/** `weeks` windows of 7 UTC days, the last ending with today, oldest first: their first days. */
export function weekStarts(weeks: number, now: Date): string[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return Array.from({ length: weeks }, (_, i) =>
    new Date(today - ((weeks - i) * 7 - 1) * DAY_MS).toISOString().slice(0, 10),
  );
}

/** Which of `weeks` windows a day falls in, or -1 before the first (a clock ahead of ours counts in the last). */
function weekIndex(day: string, firstDay: string, weeks: number): number {
  const days = (Date.parse(day) - Date.parse(firstDay)) / DAY_MS;
  return days < 0 ? -1 : Math.min(Math.floor(days / 7), weeks - 1);
}

/**
 * `GET dms/weeklysubscription` and `dms/lastweeksynchitem` (spec point 3, "Weekly sync data"): a buyer's
 * weeks, from its live received copies (a withdrawn one counts nowhere, as in the data quality summary),
 * its SYNCHRONISED CICs and its subscriptions, each grouped by day in the database and folded into weeks
 * here. Whether a copy is matched is its state now: matching keeps no history.
 */
export async function weeklySync(db: Db, companyId: number, weeks: number, now = new Date()): Promise<WeeklySync[]> {
  const starts = weekStarts(weeks, now);
  const firstDay = starts[0]!;
  const matched = sql<number>`case when r.matched_count > 0 then 1 else 0 end`;
  const [received, synchronised, subscriptions] = await Promise.all([
    db
      .selectFrom('received_item as r')
      .where('r.company_id', '=', companyId)
      .where('r.withdrawn', '=', 0)
      .groupBy([dayOf('r.received_time'), matched, 'r.info_provider_gln'])
      .select((eb) => [
        dayOf('r.received_time').as('day'),
        matched.as('matched'),
        'r.info_provider_gln as publisher',
        eb.fn.countAll<number>().as('n'),
      ])
      .execute(),
    db
      .selectFrom('cic_history as h')
      .innerJoin('received_item as r', (join) =>
        join
          .onRef('r.source_item_id', '=', 'h.catalog_item_id')
          .onRef('r.subscriber_gln', '=', 'h.subscriber_gln')
          .on('r.company_id', '=', companyId),
      )
      .where('h.subscriber_company_id', '=', companyId)
      .where('h.state', '=', 'SYNCHRONISED')
      .where('h.created_time', '>=', firstDay)
      .where('r.withdrawn', '=', 0)
      .select([dayOf('h.created_time').as('day'), 'r.id', matched.as('matched')])
      .distinct()
      .execute(),
    db
      .selectFrom('subscription as s')
      .where('s.company_id', '=', companyId)
      .where('s.created_time', '>=', firstDay)
      .groupBy(dayOf('s.created_time'))
      .select((eb) => [dayOf('s.created_time').as('day'), eb.fn.countAll<number>().as('n')])
      .execute(),
  ]);

  const rows = starts.map(emptyWeek);
  const before = { matched: 0, unmatched: 0 };
  const publishers = starts.map(() => new Set<string>());
  for (const r of received) {
    const week = weekIndex(r.day, firstDay, weeks);
    const n = Number(r.n);
    if (week < 0) {
      before[Number(r.matched) ? 'matched' : 'unmatched'] += n;
      continue;
    }
    const row = rows[week]!;
    row[Number(r.matched) ? 'matchTotalCount' : 'unmatchTotalCount'] += n;
    row.publishedItemsCount += n;
    publishers[week]!.add(r.publisher);
  }
  // A copy synchronised twice in a week counts once there (the query answers each copy once a day).
  const synced = starts.map(() => new Map<number, boolean>());
  for (const s of synchronised) synced[weekIndex(s.day, firstDay, weeks)]?.set(s.id, Number(s.matched) === 1);
  for (const s of subscriptions) {
    const row = rows[weekIndex(s.day, firstDay, weeks)];
    if (row) row.subscriptionCount += Number(s.n);
  }
  let { matched: matchTotal, unmatched: unmatchTotal } = before;
  rows.forEach((row, week) => {
    matchTotal += row.matchTotalCount;
    unmatchTotal += row.unmatchTotalCount;
    row.matchTotalCount = matchTotal;
    row.unmatchTotalCount = unmatchTotal;
    row.supplierPulishedCount = publishers[week]!.size;
    const copies = [...synced[week]!.values()];
    row.matchSyncCount = copies.filter(Boolean).length;
    row.unmatchSyncCount = copies.length - row.matchSyncCount;
  });
  return rows;
}
