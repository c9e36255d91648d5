import { sql } from 'kysely';
import {
  unmatchedItemSearchSchema,
  type Page,
  type ProposedMatch,
  type UnmatchedItem,
  type UnmatchedItemSearch,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { containsInAny } from '../../db/text-search.js';
import { copyPublisherNames } from '../../parties/party-names.js';

/** Confident matches first: the one proposal to confirm; then candidates to look through; then no match. */
const DECISION_RANK = sql`(case s.match_decision when 'confident' then 0 when 'candidates' then 1 else 2 end)`;

/** Empty values sort first on both databases (SQLite puts nulls first, PostgreSQL last). */
const SORT_COLUMNS = {
  decision: DECISION_RANK,
  productCode: sql`lower(s.product_code)`,
  gtin: sql`coalesce(s.gtin, '')`,
  description: sql`coalesce(lower(s.description), '')`,
  brandName: sql`coalesce(lower(s.brand_name), '')`,
  mpc: sql`coalesce(lower(s.mpc), '')`,
  unitDescriptor: sql`coalesce(s.unit_descriptor, '')`,
  lastUpdated: sql`s.last_updated`,
} as const;

/**
 * `POST dms/subscriber/unmatched/items/search`: a page of the buyer's items no received item is matched to
 * (`matched_count`, which the matching run and the broad match keep, as the subscriber summary counts them),
 * each with what the last run decided and proposed. By decision, the order is confident, candidates, none,
 * and within each the product code.
 */
export async function unmatchedItems(
  db: Db,
  companyId: number,
  input: UnmatchedItemSearch,
): Promise<Page<UnmatchedItem>> {
  const search = unmatchedItemSearchSchema.parse(input);
  let query = db
    .selectFrom('subscriber_item as s')
    .where('s.company_id', '=', companyId)
    .where('s.matched_count', '=', 0);
  if (search.decisions?.length) query = query.where('s.match_decision', 'in', search.decisions);
  const keyword = search.keyword;
  if (keyword) {
    query = query.where(({ ref }) =>
      containsInAny(
        (['s.product_code', 's.gtin', 's.description', 's.brand_name'] as const).map((column) => ref(column)),
        keyword,
      ),
    );
  }
  const direction = search.sortDesc ? 'desc' : 'asc';
  let ordered = query
    .select([
      's.id',
      's.gtin',
      's.product_code',
      's.description',
      's.brand_name',
      's.mpc',
      's.unit_descriptor',
      's.last_updated',
      's.possible_count',
      's.match_decision',
    ])
    .orderBy(SORT_COLUMNS[search.sortBy], direction);
  if (search.sortBy === 'decision') ordered = ordered.orderBy(SORT_COLUMNS.productCode);
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ordered
      .orderBy('s.id', direction)
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
  ]);
  const proposals = await proposalsOf(
    db,
    companyId,
    rows.map((row) => row.id),
  );
  return {
    totalRows: Number(total.n),
    results: rows.map((row) => ({
      id: row.id,
      gtin: row.gtin,
      productCode: row.product_code,
      description: row.description,
      brandName: row.brand_name,
      mpc: row.mpc,
      unitDescriptor: row.unit_descriptor,
      lastUpdated: row.last_updated,
      possibleCount: row.possible_count,
      matchDecision: row.match_decision,
      proposals: proposals.get(row.id) ?? [],
    })),
  };
}

/** The possible matches the last run kept for each buyer item (as many as the criteria list), best first. */
async function proposalsOf(db: Db, companyId: number, ids: number[]): Promise<Map<number, ProposedMatch[]>> {
  const found = new Map<number, ProposedMatch[]>();
  if (ids.length === 0) return found;
  const rows = await db
    .selectFrom('dms_match as m')
    .innerJoin('received_item as r', 'r.id', 'm.received_item_id')
    .select([
      'm.subscriber_item_id',
      'm.score',
      'm.reasons',
      'r.id',
      'r.info_provider_gln',
      'r.publisher_company_id',
      'r.gtin',
      'r.product_code',
      'r.description',
      'r.brand_name',
      'r.unit_descriptor',
    ])
    .where('m.company_id', '=', companyId)
    .where('m.kind', '=', 'possible')
    .where('r.withdrawn', '=', 0)
    .where('m.subscriber_item_id', 'in', ids)
    .orderBy('m.subscriber_item_id')
    .orderBy('m.rank')
    .execute();
  const names = await copyPublisherNames(db, rows);
  for (const row of rows) {
    const list = found.get(row.subscriber_item_id) ?? [];
    list.push({
      catalogItemId: row.id,
      score: Number(row.score ?? 0),
      reasons: JSON.parse(row.reasons) as ProposedMatch['reasons'],
      publisherName: names.get(row.info_provider_gln)!.name,
      gtin: row.gtin,
      productCode: row.product_code,
      description: row.description,
      brandName: row.brand_name,
      unitDescriptor: row.unit_descriptor,
    });
    found.set(row.subscriber_item_id, list);
  }
  return found;
}
