import {
  extrinsicMatchSearchSchema,
  type ExtrinsicMatch,
  type ExtrinsicMatchSearch,
  type ItemAttributes,
  type Page,
} from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { extrinsicMatches } from '../matching/match-buyer-item.js';
import { subscriberMatchItem } from '../matching/row-items.js';
import { documentOf } from './item-detail.js';
import { matchLessons } from './match-lessons.js';
import { companyReceivedIndex } from './received-index.js';
import { copyPublisherNames } from '../../parties/party-names.js';

/** How many candidates one buyer item gets scored: four pages of the modal, more than a buyer reads. */
const EXTRINSIC_LIMIT = 100;

/** The dictionary's codes of GDSN `functionalName` and `descriptionShort`, which the modal shows. */
const FUNCTIONAL_NAME = 'Descriptions1B';
const SHORT_DESCRIPTION = 'Descriptions1C';

const textOf = (attributes: ItemAttributes, code: string) => {
  const value = attributes[code];
  return typeof value === 'string' && value.trim() !== '' ? value : null;
};

/**
 * `POST dms/subscriber/extrinsic/matched/publishers`: the received items that may be one buyer item, scored
 * by the engine against all the buyer's live received items (blocking on the company's cached index), the
 * buyer's lessons applied, best score first; 404 for another company's item.
 */
export async function extrinsicMatchedPublishers(
  db: Db,
  companyId: number,
  input: ExtrinsicMatchSearch,
): Promise<Page<ExtrinsicMatch>> {
  const search = extrinsicMatchSearchSchema.parse(input);
  const buyer = await db
    .selectFrom('subscriber_item')
    .select(['id', 'gtin', 'description', 'brand_name', 'mpc', 'product_code', 'unit_descriptor'])
    .where('company_id', '=', companyId)
    .where('id', '=', search.subCatalogItemId)
    .executeTakeFirst();
  if (!buyer) throw notFound();
  const [index, lessons] = await Promise.all([
    companyReceivedIndex(db, companyId),
    matchLessons(db, companyId, buyer.id),
  ]);
  const found = extrinsicMatches(index, subscriberMatchItem(buyer), EXTRINSIC_LIMIT, lessons);
  const start = (search.pageNumber - 1) * search.rowCount;
  const page = found.slice(start, start + search.rowCount);
  if (page.length === 0) return { totalRows: found.length, results: [] };
  const rows = await db
    .selectFrom('received_item')
    .select([
      'id',
      'info_provider_gln',
      'publisher_company_id',
      'gtin',
      'product_code',
      'description',
      'brand_name',
      'target_market',
      'unit_descriptor',
      'attributes',
      'modified_time',
    ])
    .where('company_id', '=', companyId)
    .where('withdrawn', '=', 0)
    .where(
      'id',
      'in',
      page.map((match) => match.receivedId as number),
    )
    .execute();
  const names = await copyPublisherNames(db, rows);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    totalRows: found.length,
    results: page.flatMap((match) => {
      const row = byId.get(match.receivedId as number);
      if (!row) return [];
      const attributes = documentOf(row.attributes);
      return [
        {
          catalogItemId: row.id,
          score: match.score,
          reasons: match.reasons,
          publisherName: names.get(row.info_provider_gln)!.name,
          publisherGln: row.info_provider_gln,
          gtin: row.gtin,
          productCode: row.product_code,
          description: textOf(attributes, SHORT_DESCRIPTION),
          functionalName: textOf(attributes, FUNCTIONAL_NAME),
          tradeItemDescription: row.description,
          brandName: row.brand_name,
          tm: row.target_market,
          unitDescriptor: row.unit_descriptor,
          lastUpdated: row.modified_time,
        },
      ];
    }),
  };
}
