import type { MatchDecision } from '@tradepool/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { annotateCopies } from '../../received-copies/annotate-copies.js';

/**
 * Received items' `matched_count` (GTIN and broad matches) and `possible_count` counted again from their
 * `dms_match` rows, which the views and the match-count filters read. Only the given ids: the matching run
 * passes those it touched, a broad match or a rejection the few it changed.
 */
export async function recountReceivedItems(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await annotateCopies(db, (eb) => ({
    matched_count: eb
      .selectFrom('dms_match as m')
      .select((m) => m.fn.countAll<number>().as('n'))
      .whereRef('m.company_id', '=', 'received_item.company_id')
      .whereRef('m.received_item_id', '=', 'received_item.id')
      .where('m.kind', '<>', 'possible'),
    possible_count: eb
      .selectFrom('dms_match as m')
      .select((m) => m.fn.countAll<number>().as('n'))
      .whereRef('m.company_id', '=', 'received_item.company_id')
      .whereRef('m.received_item_id', '=', 'received_item.id')
      .where('m.kind', '=', 'possible'),
  }))
    .where('id', 'in', ids)
    .execute();
}

/**
 * Buyer items' `matched_count`, `possible_count` and `match_decision` from their `dms_match` rows, as a
 * matching run leaves them: a matched item counts no possible matches, and possible ones count up to 4 (the
 * filters' 4+). A broad match decides `matched`; a rejection that leaves nothing proposed, `none`; otherwise
 * the run's decision stands until the run the change queues decides again.
 */
export async function recountBuyerItems(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  const matched = sql<number>`(select count(*) from dms_match m where m.subscriber_item_id = subscriber_item.id and m.kind <> 'possible')`;
  const possible = sql<number>`(select count(*) from dms_match m where m.subscriber_item_id = subscriber_item.id and m.kind = 'possible')`;
  await db
    .updateTable('subscriber_item')
    .set({
      matched_count: matched,
      possible_count: sql<number>`(case when ${matched} > 0 then 0 when ${possible} > 4 then 4 else ${possible} end)`,
      match_decision: sql<MatchDecision>`(case when ${matched} > 0 then 'matched' when ${possible} = 0 then 'none' when match_decision in ('matched', 'none') then 'candidates' else match_decision end)`,
    })
    .where('id', 'in', ids)
    .execute();
}
