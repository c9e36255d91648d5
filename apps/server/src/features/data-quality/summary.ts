import { sql } from 'kysely';
import {
  type DmsSummaryRow,
  type DmsSummarySearch,
  type Page,
  type SubscriberDqSummary,
  dmsSummarySearchSchema,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { partyNames, type Party } from '../../parties/party-names.js';

/** New: no CIC yet, or only an acknowledgement of receipt. */
export const IS_NEW = sql<boolean>`(r.cic_status is null or r.cic_status = 'RECEIVED')`;
const MATCHED = sql<boolean>`r.matched_count > 0`;
const count = (condition: ReturnType<typeof sql>) => sql<number>`sum(case when ${condition} then 1 else 0 end)`;
const state = (status: string) => sql`r.cic_status = ${status}`;

/**
 * `POST dms/summary/search`: the buyer's received items per publisher (information provider GLN), counted
 * by match and status. Publishers are few beside their items, so the grouping is one pass over the buyer's
 * copies and the keyword, order and page apply to the publishers it gives.
 */
export async function dmsSummary(db: Db, companyId: number, input: DmsSummarySearch): Promise<Page<DmsSummaryRow>> {
  const search = dmsSummarySearchSchema.parse(input);
  const groups = await db
    .selectFrom('received_item as r')
    .where('r.company_id', '=', companyId)
    .where('r.withdrawn', '=', 0)
    .groupBy('r.info_provider_gln')
    .select((eb) => [
      'r.info_provider_gln as publisherGln',
      eb.fn.max('r.publisher_company_id').as('publisherId'),
      eb.fn.max('r.modified_time').as('lastUploadDate'),
      eb.fn.countAll<number>().as('published'),
      count(sql`(${IS_NEW} or r.changed = 1)`).as('actionNeeded'),
      count(MATCHED).as('matchTotal'),
      count(sql`${MATCHED} and ${IS_NEW}`).as('matchNew'),
      count(sql`${MATCHED} and r.changed = 1`).as('matchChanged'),
      count(sql`${MATCHED} and r.on_hold = 1`).as('matchOnHold'),
      count(sql`${MATCHED} and ${state('REVIEW')}`).as('matchReview'),
      count(sql`${MATCHED} and ${state('SYNCHRONISED')}`).as('matchSync'),
      count(sql`${MATCHED} and ${state('REJECTED')}`).as('matchRejected'),
      count(sql`not ${MATCHED}`).as('unmatchTotal'),
      count(sql`not ${MATCHED} and ${IS_NEW}`).as('unmatchNew'),
      count(sql`not ${MATCHED} and ${state('REVIEW')}`).as('unmatchReview'),
      count(sql`not ${MATCHED} and ${state('SYNCHRONISED')}`).as('unmatchSync'),
      count(sql`not ${MATCHED} and ${state('REJECTED')}`).as('unmatchRejected'),
      count(sql`not ${MATCHED} and r.possible_count > 0`).as('possible'),
      count(sql`r.synced_once = 1`).as('synced'),
    ])
    .execute();
  const names = await partyNames(
    db,
    groups.map((g) => g.publisherGln),
    {
      senders: new Map(
        groups.flatMap((g) => (g.publisherId === null ? [] : [[g.publisherGln, Number(g.publisherId)]])),
      ),
    },
  );
  const keyword = search.keyword?.toLowerCase();
  const rows: DmsSummaryRow[] = groups
    .map((g) => {
      const n = (v: unknown) => Number(v ?? 0);
      const publisher = names.get(g.publisherGln)!;
      return {
        publisherName: publisher.name,
        publisherGln: g.publisherGln,
        lastUploadDate: String(g.lastUploadDate),
        isGdsn: publisher.isGdsn,
        publishedItemsCount: n(g.published),
        actionNeededCount: n(g.actionNeeded),
        matchTotalCount: n(g.matchTotal),
        matchNewCount: n(g.matchNew),
        matchChangedCount: n(g.matchChanged),
        matchOnHoldCount: n(g.matchOnHold),
        matchReviewCount: n(g.matchReview),
        matchSyncCount: n(g.matchSync),
        matchRejectedCount: n(g.matchRejected),
        unmatchTotalCount: n(g.unmatchTotal),
        unmatchNewCount: n(g.unmatchNew),
        unmatchReviewCount: n(g.unmatchReview),
        unmatchSyncCount: n(g.unmatchSync),
        unmatchRejectedCount: n(g.unmatchRejected),
        possibleMatchCount: n(g.possible),
        totalUnMatched: n(g.unmatchTotal),
        syncHistoryCount: n(g.synced),
        noSyncHistoryCount: n(g.published) - n(g.synced),
      };
    })
    .filter(
      (row) =>
        (!keyword || row.publisherName.toLowerCase().includes(keyword) || row.publisherGln.includes(keyword)) &&
        (!search.publisherGln || row.publisherGln === search.publisherGln) &&
        (!search.publisherName || row.publisherName.toLowerCase() === search.publisherName.toLowerCase()),
    );
  const key = search.sortBy;
  const direction = search.sortDesc ? -1 : 1;
  rows.sort((a, b) => {
    const x = key === 'publisherName' ? a.publisherName.toLowerCase() : a[key];
    const y = key === 'publisherName' ? b.publisherName.toLowerCase() : b[key];
    return (x < y ? -1 : x > y ? 1 : a.publisherGln < b.publisherGln ? -1 : 1) * direction;
  });
  const start = (search.pageNumber - 1) * search.rowCount;
  return { totalRows: rows.length, results: rows.slice(start, start + search.rowCount) };
}

/** The name of one publisher GLN, as the summary gives it. */
export async function publisherOf(db: Db, gln: string): Promise<Party> {
  return (await partyNames(db, [gln])).get(gln)!;
}

/** `GET dms/subscriber/summary/search`: the buyer's own items, matched, unmatched and possibly matched. */
export async function subscriberDqSummary(db: Db, companyId: number): Promise<SubscriberDqSummary> {
  const row = await db
    .selectFrom('subscriber_item as s')
    .where('s.company_id', '=', companyId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      sql<number>`sum(case when s.matched_count > 0 then 1 else 0 end)`.as('matched'),
      sql<number>`sum(case when s.matched_count = 0 and s.possible_count > 0 then 1 else 0 end)`.as('possible'),
    ])
    .executeTakeFirstOrThrow();
  const total = Number(row.total);
  const matched = Number(row.matched ?? 0);
  return {
    subscriberItemsCount: total,
    matchTotalCount: matched,
    unmatchTotalCount: total - matched,
    possibleMatchCount: Number(row.possible ?? 0),
  };
}
