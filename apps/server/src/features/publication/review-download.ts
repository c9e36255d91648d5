import { CIC_CODES, DOWNLOAD_FILE_SUFFIX, downloadStamp, MESSAGES, parseGtin, type CicReason } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { badRequest, notFound } from '../../errors.js';
import type { CompanyScope } from '../../http/scope.js';
import type { DownloadFile } from '../../http/send-file.js';
import { tableDownload, type TableColumn } from '../../files/table-workbook.js';
import { joinSubscriberName, publicationSubscriber, SUBSCRIBER_NAME } from '../../parties/party-names.js';

/** One reason of one CIC about one published item (a CIC without reasons is one line too). */
interface CicLine {
  gtin: string;
  productCode: string | null;
  description: string | null;
  brandName: string | null;
  targetMarket: string;
  subscriberName: string;
  subscriberGln: string;
  state: string;
  time: string;
  reason: CicReason | null;
}

const COLUMNS: TableColumn<CicLine>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.gtin },
  { header: 'Product Code', width: 16, value: (l) => l.productCode },
  { header: 'Description', width: 40, value: (l) => l.description },
  { header: 'Brand', width: 18, value: (l) => l.brandName },
  { header: 'Target Market', width: 13, value: (l) => l.targetMarket },
  { header: 'Subscriber', width: 30, value: (l) => l.subscriberName },
  { header: 'Subscriber GLN', width: 16, value: (l) => l.subscriberGln },
  { header: 'CIC Status', width: 14, value: (l) => l.state },
  { header: 'CIC Date (UTC)', width: 18, value: (l, style) => ({ date: new Date(l.time), style }) },
  { header: 'CIC Code', width: 10, value: (l) => l.reason?.code ?? null },
  {
    header: 'Code Description',
    width: 36,
    value: (l) =>
      l.reason ? l.reason.description || CIC_CODES.find((c) => c.code === l.reason!.code)?.description || null : null,
  },
  { header: 'Corrective Action', width: 26, value: (l) => l.reason?.correctiveActionCode ?? null },
  { header: 'Corrective Action Description', width: 40, value: (l) => l.reason?.correctiveActionDesc ?? null },
  { header: 'Notes', width: 40, value: (l) => l.reason?.correctiveActionNotes ?? null },
];

/** The GTINs of the path (`gtin/{gtins}`: comma-separated), each normalised to 14 digits. */
export function gtinsOf(text: string): string[] {
  const gtins = [
    ...new Set(
      text
        .split(',')
        .map((g) => g.trim())
        .filter(Boolean),
    ),
  ];
  if (!gtins.length || gtins.length > 5000) throw badRequest('Name between 1 and 5,000 GTINs, separated by commas.');
  return gtins.map((gtin) => {
    const parsed = parseGtin(gtin);
    if (!parsed.ok) throw badRequest(`${gtin} is not a valid GTIN.`);
    return parsed.gtin;
  });
}

/**
 * `POST …/all/items/published/download/gtin/{gtins}/includecichistory/true`: `_review-CICs.xlsx`, every CIC
 * the subscribers sent about the caller's published items with these GTINs, newest first, a row per reason.
 */
export async function reviewCicWorkbook(
  db: Db,
  config: Config,
  scope: CompanyScope,
  gtins: readonly string[],
): Promise<DownloadFile> {
  let query = joinSubscriberName(
    db.selectFrom('cic_history as h').innerJoin('catalog_item as c', 'c.id', 'h.catalog_item_id'),
    publicationSubscriber('h'),
  )
    .select([
      'c.gtin',
      'c.product_code',
      'c.description',
      'c.brand_name',
      'c.target_market',
      'h.subscriber_gln',
      'h.state',
      'h.created_time',
      'h.reasons',
      SUBSCRIBER_NAME.as('subscriber_name'),
    ])
    .where('c.gtin', 'in', gtins)
    .where('c.deleted', '=', 0);
  if (!scope.all) query = query.where('h.company_id', '=', scope.companyId);
  const rows = await query.orderBy('c.gtin').orderBy('h.created_time', 'desc').orderBy('h.id', 'desc').execute();
  if (!rows.length) throw notFound(MESSAGES.noDataForDownload);
  const lines = rows.flatMap((row): CicLine[] => {
    const reasons = JSON.parse(row.reasons) as CicReason[];
    const base = {
      gtin: row.gtin,
      productCode: row.product_code,
      description: row.description,
      brandName: row.brand_name,
      targetMarket: row.target_market,
      subscriberName: row.subscriber_name,
      subscriberGln: row.subscriber_gln,
      state: row.state,
      time: row.created_time,
    };
    return reasons.length ? reasons.map((reason) => ({ ...base, reason })) : [{ ...base, reason: null }];
  });
  return tableDownload(
    config,
    `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.reviewCics}`,
    'Review CICs',
    COLUMNS,
    (async function* () {
      yield lines;
    })(),
    { dateColumns: [8] },
  );
}
