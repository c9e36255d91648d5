import type { Db } from '../../db/database.js';
import { lessonsOf, type MatchLessons } from '../matching/match-lessons.js';

/**
 * The buyer's lessons (migration 0016) as the engine reads them: each rejected pair and confirmed code is
 * found on the company's live received items by the publisher's GLN and GTIN (a confirmed code by its product
 * code too), so it holds for every copy of the publisher's item. A confirmed code does not propose the copies
 * already matched to its buyer item. One buyer item's only, or the whole company's for a run.
 */
export async function matchLessons(db: Db, companyId: number, buyerId?: number): Promise<MatchLessons> {
  let rejected = db
    .selectFrom('dms_rejected_pair as p')
    .innerJoin('received_item as r', (join) =>
      join
        .onRef('r.company_id', '=', 'p.company_id')
        .on('r.withdrawn', '=', 0)
        .onRef('r.gtin', '=', 'p.gtin')
        .onRef('r.info_provider_gln', '=', 'p.publisher_gln'),
    )
    .select(['p.subscriber_item_id', 'r.id'])
    .where('p.company_id', '=', companyId);
  let confirmed = db
    .selectFrom('dms_confirmed_code as c')
    .innerJoin('received_item as r', (join) =>
      join
        .onRef('r.company_id', '=', 'c.company_id')
        .on('r.withdrawn', '=', 0)
        .onRef('r.info_provider_gln', '=', 'c.publisher_gln')
        .on((eb) => eb.or([eb('r.gtin', '=', eb.ref('c.gtin')), eb('r.product_code', '=', eb.ref('c.product_code'))])),
    )
    .select(['c.subscriber_item_id', 'r.id'])
    .where('c.company_id', '=', companyId)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('dms_match as m')
            .select('m.id')
            .whereRef('m.subscriber_item_id', '=', 'c.subscriber_item_id')
            .whereRef('m.received_item_id', '=', 'r.id')
            .where('m.kind', '<>', 'possible'),
        ),
      ),
    );
  if (buyerId !== undefined) {
    rejected = rejected.where('p.subscriber_item_id', '=', buyerId);
    confirmed = confirmed.where('c.subscriber_item_id', '=', buyerId);
  }
  const [rejectedRows, confirmedRows] = await Promise.all([rejected.execute(), confirmed.orderBy('r.id').execute()]);
  const byBuyer = new Map<number, number[]>();
  for (const row of confirmedRows) {
    const ids = byBuyer.get(row.subscriber_item_id) ?? [];
    if (!ids.includes(row.id)) ids.push(row.id);
    byBuyer.set(row.subscriber_item_id, ids);
  }
  return lessonsOf(
    rejectedRows.map((row) => [row.subscriber_item_id, row.id] as const),
    byBuyer,
  );
}
