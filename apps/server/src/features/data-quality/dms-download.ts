import { sql } from 'kysely';
import {
  attributeLabel,
  DMS_DOWNLOAD_PREFIX,
  DMS_STATUS_LABELS,
  dmsStatusOf,
  downloadStamp,
  subscriberDifferences,
  type AttributeDifference,
  type CrossReferenceItem,
  type DmsDownloadQuery,
  type ItemAttributes,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DmsMatchKind } from '../../db/schema/dms-match.js';
import type { DownloadFile } from '../../http/send-file.js';
import { tableDownload, type TableColumn } from '../../files/table-workbook.js';
import { publisherOf } from './summary.js';
import { BUYER_ITEM_COLUMNS } from './item-row.js';

/** Received items read per query: the workbook is written as they come, never held whole. */
const BATCH = 1000;

interface ReceivedLine {
  id: number;
  gtin: string;
  productCode: string | null;
  description: string | null;
  brandName: string | null;
  unitDescriptor: string | null;
  targetMarket: string;
  status: string;
  cicStatus: string | null;
  onHold: boolean;
  modifiedTime: string;
}

/** The buyer item on the line: a matched one (matched file) or the best possible match (unmatched file). */
interface BuyerItem extends CrossReferenceItem {
  kind: DmsMatchKind;
  score: number | null;
}

interface Line {
  item: ReceivedLine;
  buyer: BuyerItem | null;
  possibleCount: number;
  /** The compare file's: one attribute where the pair differs. */
  difference?: AttributeDifference;
}

const MATCH_TYPE_LABELS: Record<DmsMatchKind, string> = { gtin: 'GTIN', broad: 'Broad', possible: 'Possible' };

const PUBLISHER_COLUMNS: TableColumn<Line>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.item.gtin },
  { header: 'Product Code', width: 16, value: (l) => l.item.productCode },
  { header: 'Description', width: 40, value: (l) => l.item.description },
  { header: 'Brand', width: 18, value: (l) => l.item.brandName },
  { header: 'Unit Descriptor', width: 16, value: (l) => l.item.unitDescriptor },
  { header: 'Target Market', width: 13, value: (l) => l.item.targetMarket },
  { header: 'Status', width: 10, value: (l) => l.item.status },
  { header: 'CIC Status', width: 14, value: (l) => l.item.cicStatus },
  { header: 'On Hold', width: 9, value: (l) => (l.item.onHold ? 'Yes' : null) },
];

const BUYER_COLUMNS: TableColumn<Line>[] = [
  { header: 'Item Code', width: 16, value: (l) => l.buyer?.productCode ?? null },
  { header: 'Item GTIN', width: 17, value: (l) => l.buyer?.gtin ?? null },
  { header: 'Item Description', width: 40, value: (l) => l.buyer?.description ?? null },
  { header: 'Item Brand', width: 18, value: (l) => l.buyer?.brandName ?? null },
  { header: 'Item MPC', width: 16, value: (l) => l.buyer?.mpc ?? null },
  { header: 'Item Unit Descriptor', width: 18, value: (l) => l.buyer?.unitDescriptor ?? null },
];

const MODIFIED: TableColumn<Line> = {
  header: 'Last Modified (UTC)',
  width: 20,
  value: (l, style) => ({ date: new Date(l.item.modifiedTime), style }),
};

/** The matched file: a line per matched pair (an item matched to two buyer items is two lines). */
const MATCHED_COLUMNS: TableColumn<Line>[] = [
  ...PUBLISHER_COLUMNS,
  { header: 'Match Type', width: 11, value: (l) => (l.buyer ? MATCH_TYPE_LABELS[l.buyer.kind] : null) },
  ...BUYER_COLUMNS,
  MODIFIED,
];

/** The unmatched file: a line per item with its best possible match, if any, to act on. */
const UNMATCHED_COLUMNS: TableColumn<Line>[] = [
  ...PUBLISHER_COLUMNS,
  { header: 'Possible Matches', width: 16, value: (l) => l.possibleCount },
  { header: 'Best Score', width: 11, value: (l) => l.buyer?.score ?? null },
  ...BUYER_COLUMNS,
  MODIFIED,
];

const valueText = (value: AttributeDifference['publisherValue']) =>
  value === null ? null : typeof value === 'string' ? value : JSON.stringify(value);

/** The compare file: a line per attribute where a matched pair differs, the two values side by side. */
const COMPARE_COLUMNS: TableColumn<Line>[] = [
  ...PUBLISHER_COLUMNS.slice(0, 4),
  { header: 'Item Code', width: 16, value: (l) => l.buyer?.productCode ?? null },
  { header: 'Match Type', width: 11, value: (l) => (l.buyer ? MATCH_TYPE_LABELS[l.buyer.kind] : null) },
  { header: 'Attribute', width: 28, value: (l) => (l.difference ? attributeLabel(l.difference.code) : null) },
  { header: 'Publisher Value', width: 40, value: (l) => valueText(l.difference?.publisherValue ?? null) },
  { header: 'Item Value', width: 40, value: (l) => l.difference?.subscriberValue ?? null },
  MODIFIED,
];

const COLUMNS = { 1: MATCHED_COLUMNS, 2: UNMATCHED_COLUMNS, 3: COMPARE_COLUMNS } as const;
const SHEET_NAMES = { 1: 'Matched Items', 2: 'Unmatched Items', 3: 'Matched Compare' } as const;

/** One publisher's live items of the buyer in the match type, by id, a batch at a time. */
async function* receivedBatches(db: Db, companyId: number, query: DmsDownloadQuery) {
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('received_item as r')
      .select([
        'r.id',
        'r.gtin',
        'r.product_code',
        'r.description',
        'r.brand_name',
        'r.unit_descriptor',
        'r.target_market',
        'r.cic_status',
        'r.on_hold',
        'r.possible_count',
        'r.modified_time',
        // The compare file reads the documents; the others need only the columns.
        query.matchType === 3 ? 'r.attributes' : sql<string>`''`.as('attributes'),
      ])
      .where('r.company_id', '=', companyId)
      .where('r.info_provider_gln', '=', query.publisherGln)
      .where('r.withdrawn', '=', 0)
      .where('r.matched_count', query.matchType === 2 ? '=' : '>', 0)
      .where('r.id', '>', after)
      .orderBy('r.id')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    yield rows;
    after = rows[rows.length - 1]!.id;
  }
}

/** The buyer items of a batch: every matched one (1), or the best possible match (2). */
async function buyerItems(db: Db, companyId: number, ids: number[], matchType: DmsDownloadQuery['matchType']) {
  const rows = await db
    .selectFrom('dms_match as m')
    .innerJoin('subscriber_item as s', 's.id', 'm.subscriber_item_id')
    .select(['m.received_item_id', 'm.kind', 'm.score', ...BUYER_ITEM_COLUMNS])
    .where('m.company_id', '=', companyId)
    .where('m.received_item_id', 'in', ids)
    .where('m.kind', matchType === 2 ? '=' : '!=', 'possible')
    .orderBy('m.received_item_id')
    .orderBy('m.score', 'desc')
    .orderBy('s.product_code')
    .execute();
  const found = new Map<number, BuyerItem[]>();
  for (const row of rows) {
    const list = found.get(row.received_item_id) ?? [];
    list.push({
      kind: row.kind,
      productCode: row.product_code,
      gtin: row.gtin,
      description: row.description,
      brandName: row.brand_name,
      mpc: row.mpc,
      unitDescriptor: row.unit_descriptor,
      score: row.score === null ? null : Number(row.score),
    });
    found.set(row.received_item_id, list);
  }
  return found;
}

async function* lines(db: Db, companyId: number, query: DmsDownloadQuery): AsyncGenerator<Line[]> {
  for await (const rows of receivedBatches(db, companyId, query)) {
    const buyers = await buyerItems(
      db,
      companyId,
      rows.map((r) => r.id),
      query.matchType,
    );
    yield rows.flatMap((r) => {
      const item: ReceivedLine = {
        id: r.id,
        gtin: r.gtin,
        productCode: r.product_code,
        description: r.description,
        brandName: r.brand_name,
        unitDescriptor: r.unit_descriptor,
        targetMarket: r.target_market,
        status: DMS_STATUS_LABELS[dmsStatusOf(r.cic_status)],
        cicStatus: r.cic_status,
        onHold: r.on_hold === 1,
        modifiedTime: r.modified_time,
      };
      const matched = buyers.get(r.id) ?? [];
      if (query.matchType === 2) return [{ item, buyer: matched[0] ?? null, possibleCount: r.possible_count }];
      if (query.matchType === 3) {
        const attributes = JSON.parse(r.attributes) as ItemAttributes;
        return matched.flatMap((buyer) =>
          subscriberDifferences(attributes, { ...buyer, buyerProductCode: buyer.productCode }).map((difference) => ({
            item,
            buyer,
            possibleCount: r.possible_count,
            difference,
          })),
        );
      }
      return matched.length
        ? matched.map((buyer) => ({ item, buyer, possibleCount: r.possible_count }))
        : [{ item, buyer: null, possibleCount: r.possible_count }];
    });
  }
}

/**
 * `GET catalogs/download/dmsDownload`: `MATCHED_`/`UNMATCHED_`/`MATCHED_COMPARE_` + publisher name + date
 * `.xlsx`, streamed from the caller's received items. Nothing to write is a 404 with the spec's text.
 */
export async function dmsWorkbook(
  db: Db,
  config: Config,
  companyId: number,
  query: DmsDownloadQuery,
): Promise<DownloadFile> {
  const columns = COLUMNS[query.matchType];
  const publisher = await publisherOf(db, query.publisherGln);
  return tableDownload(
    config,
    `${DMS_DOWNLOAD_PREFIX[query.matchType]}${publisher.name}_${downloadStamp(new Date())}.xlsx`,
    SHEET_NAMES[query.matchType],
    columns,
    lines(db, companyId, query),
    { dateColumns: [columns.length - 1] },
  );
}
