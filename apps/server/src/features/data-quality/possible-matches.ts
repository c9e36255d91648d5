import { sql } from 'kysely';
import {
  dmsStatusOf,
  possibleMatchSearchSchema,
  type DmsMatch,
  type Page,
  type PossibleMatchPair,
  type PossibleMatchSearch,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { containsInAny } from '../../db/text-search.js';

const SORT_COLUMNS = {
  score: sql`m.score`,
  gtin: sql`r.gtin`,
  description: sql`coalesce(lower(r.description), '')`,
  productCode: sql`lower(s.product_code)`,
} as const;

/**
 * `POST dms/subscriber/possible/matched/items`: the possible matches the matching run proposed for one
 * publisher's items that no buyer item is matched to yet, a pair a row, for the buyer to confirm one (a broad
 * match) or reject it.
 */
export async function possibleMatchPairs(
  db: Db,
  companyId: number,
  input: PossibleMatchSearch,
): Promise<Page<PossibleMatchPair>> {
  const search = possibleMatchSearchSchema.parse(input);
  let query = db
    .selectFrom('dms_match as m')
    .innerJoin('received_item as r', 'r.id', 'm.received_item_id')
    .innerJoin('subscriber_item as s', 's.id', 'm.subscriber_item_id')
    .where('m.company_id', '=', companyId)
    .where('m.kind', '=', 'possible')
    .where('r.company_id', '=', companyId)
    .where('r.withdrawn', '=', 0)
    .where('r.info_provider_gln', '=', search.publisherGln)
    .where('r.matched_count', '=', 0);
  if (search.catalogItemId) query = query.where('r.id', '=', search.catalogItemId);
  const keyword = search.keyword;
  if (keyword) {
    query = query.where(({ ref }) =>
      containsInAny(
        (['r.gtin', 'r.product_code', 'r.description', 's.product_code', 's.description'] as const).map((column) =>
          ref(column),
        ),
        keyword,
      ),
    );
  }
  const direction = search.sortDesc ? 'desc' : 'asc';
  const [total, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    query
      .select([
        'm.received_item_id',
        'm.subscriber_item_id',
        'm.score',
        'm.reasons',
        'r.gtin',
        'r.product_code',
        'r.description',
        'r.brand_name',
        'r.unit_descriptor',
        'r.target_market',
        'r.cic_status',
        's.gtin as buyer_gtin',
        's.product_code as buyer_product_code',
        's.description as buyer_description',
        's.brand_name as buyer_brand_name',
        's.mpc as buyer_mpc',
        's.unit_descriptor as buyer_unit_descriptor',
        's.match_decision',
      ])
      .orderBy(SORT_COLUMNS[search.sortBy], direction)
      .orderBy('m.received_item_id')
      .orderBy('m.subscriber_item_id')
      .limit(search.rowCount)
      .offset((search.pageNumber - 1) * search.rowCount)
      .execute(),
  ]);
  return {
    totalRows: Number(total.n),
    results: rows.map((row) => ({
      catalogItemId: row.received_item_id,
      subCatalogItemId: row.subscriber_item_id,
      score: Number(row.score ?? 0),
      reasons: JSON.parse(row.reasons) as DmsMatch['reasons'],
      publisherItem: {
        gtin: row.gtin,
        productCode: row.product_code,
        description: row.description,
        brandName: row.brand_name,
        unitDescriptor: row.unit_descriptor,
        targetMarket: row.target_market,
        status: dmsStatusOf(row.cic_status),
      },
      subscriberItem: {
        gtin: row.buyer_gtin,
        buyerProductCode: row.buyer_product_code,
        description: row.buyer_description,
        brandName: row.buyer_brand_name,
        mpc: row.buyer_mpc,
        unitDescriptor: row.buyer_unit_descriptor,
      },
      matchDecision: row.match_decision,
    })),
  };
}
