import { sql } from 'kysely';
import { unmatchedItemSearchSchema, type Page, type UnmatchedItem, type UnmatchedItemSearch } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { containsInAny } from '../../db/text-search.js';

/** Empty values sort first on both databases (SQLite puts nulls first, PostgreSQL last). */
const SORT_COLUMNS = {
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
 * (`matched_count`, which the matching run and the broad match keep, as the subscriber summary counts them).
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
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
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
      ])
      .orderBy(SORT_COLUMNS[search.sortBy], direction)
      .orderBy('s.id', direction)
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
  ]);
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
    })),
  };
}
