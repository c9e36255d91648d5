import {
  CATALOG_STATUS_LABELS,
  CIC_STATE_LABELS,
  DELIVERY_STATUS_LABELS,
  DOWNLOAD_FILE_SUFFIX,
  PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
  downloadStamp,
  type CatalogStatus,
  type CicReason,
  type CicState,
  type DeliveryStatus,
  type ScheduleDownloadResult,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { DatabaseHandle, Db } from '../../db/database.js';
import type { FileStore } from '../../files/file-store.js';
import type { Principal } from '../../security/sessions.js';
import {
  cicsOf,
  cinsOf,
  countItemLines,
  itemBatch,
  publicationsOf,
  type ItemKey,
  type ReportItem,
  type ReportPublication,
} from './publisher-items-repo.js';
import { findRequest } from './repo.js';
import { publisherItemsReportAllowed } from './report-access.js';
import {
  failDownloadRequest,
  requesterPrincipal,
  scheduleReport,
  writeScheduledReport,
  type ReportAttempt,
} from './service.js';
import { writeTableFile, type TableColumn } from '../../files/table-workbook.js';
import { PUBLISHER_ITEMS_JOB } from '../../jobs/job-names.js';

/** Items read per batch, with their publications, CINs and CICs: a few hundred rows in memory at a time. */
const BATCH = 250;

/** One row of the report: an item, and one of its publications (none for an item never published). */
interface ReportLine {
  item: ReportItem;
  publication: ReportPublication | null;
  cin: { instance_id: string; created_time: string } | null;
  cicReasons: string | null;
}

const dateCell = (iso: string | null | undefined, style: number) => (iso ? { date: new Date(iso), style } : null);

const publicationState = (p: ReportPublication | null) => (!p ? 'Not published' : p.active ? 'Published' : 'Withdrawn');

const COLUMNS: TableColumn<ReportLine>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.item.gtin },
  { header: 'Target Market', width: 13, value: (l) => l.item.target_market },
  { header: 'Product Code', width: 16, value: (l) => l.item.product_code },
  { header: 'Description', width: 40, value: (l) => l.item.description },
  { header: 'Brand', width: 18, value: (l) => l.item.brand_name },
  { header: 'Unit Descriptor', width: 20, value: (l) => l.item.unit_descriptor },
  {
    header: 'Item Status',
    width: 16,
    value: (l) => CATALOG_STATUS_LABELS[l.item.status as CatalogStatus] ?? String(l.item.status),
  },
  { header: 'Registration Status', width: 20, value: (l) => l.item.reg_status },
  { header: 'Subscriber', width: 30, value: (l) => l.publication?.subscriber_name ?? null },
  { header: 'Subscriber GLN', width: 16, value: (l) => l.publication?.subscriber_gln ?? null },
  { header: 'Publication', width: 14, value: (l) => publicationState(l.publication) },
  { header: 'Published (UTC)', width: 18, value: (l, style) => dateCell(l.publication?.published_time, style) },
  {
    header: 'Delivery',
    width: 26,
    value: (l) =>
      l.publication ? (DELIVERY_STATUS_LABELS[l.publication.delivery_status as DeliveryStatus] ?? null) : null,
  },
  { header: 'CIN Instance ID', width: 38, value: (l) => l.cin?.instance_id ?? null },
  { header: 'CIN Sent (UTC)', width: 18, value: (l, style) => dateCell(l.cin?.created_time, style) },
  {
    header: 'CIC Status',
    width: 14,
    value: (l) => {
      const state = l.publication?.cic_status;
      return state ? (CIC_STATE_LABELS[state as CicState] ?? state) : null;
    },
  },
  { header: 'CIC Date (UTC)', width: 18, value: (l, style) => dateCell(l.publication?.cic_status_time, style) },
  { header: 'CIC Reasons', width: 50, value: (l) => l.cicReasons },
];
const DATE_COLUMNS = COLUMNS.flatMap((column, index) => (column.header.endsWith('(UTC)') ? [index] : []));

const pairKey = (itemId: number, gln: string) => `${itemId}:${gln}`;

type Message = { id: number; created_time: string };

/** The later of two messages (by time, then by id for two at the same instant). */
const later = <R extends Message>(a: R | undefined, b: R | undefined): R | undefined =>
  !a || (b && (b.created_time > a.created_time || (b.created_time === a.created_time && b.id > a.id))) ? b : a;

/** The latest message of each item and subscriber. */
function latestBy<R extends Message>(rows: readonly R[], key: (row: R) => string): Map<string, R> {
  const latest = new Map<string, R>();
  for (const row of rows) latest.set(key(row), later(latest.get(key(row)), row)!);
  return latest;
}

const reasonText = (json: string) =>
  (JSON.parse(json) as CicReason[]).map((r) => (r.description ? `${r.code} ${r.description}` : r.code)).join('; ') ||
  null;

/** The report's rows a batch of items at a time, in item key order, each item's subscribers in GLN order. */
async function* reportLines(db: Db, companyId: number): AsyncGenerator<ReportLine[]> {
  let after: ItemKey | null = null;
  for (;;) {
    const items = await itemBatch(db, companyId, after, BATCH);
    if (!items.length) return;
    const publications = await publicationsOf(
      db,
      items.map((i) => i.id),
    );
    const tops = [...new Set(publications.map((p) => p.root_item_id ?? p.catalog_item_id))];
    // A CIC about a hierarchy's top stands for the whole hierarchy: its history is kept on the top alone.
    const confirmed = [...new Set([...publications.map((p) => p.catalog_item_id), ...tops])];
    const [cins, cics] = await Promise.all([cinsOf(db, companyId, tops), cicsOf(db, companyId, confirmed)]);
    const latestCin = latestBy(cins, (m) => pairKey(m.catalog_item_id!, m.receiver_gln ?? ''));
    const latestCic = latestBy(cics, (h) => pairKey(h.catalog_item_id, h.subscriber_gln));
    const byItem = new Map<number, ReportPublication[]>();
    for (const p of publications) {
      const own = byItem.get(p.catalog_item_id);
      if (own) own.push(p);
      else byItem.set(p.catalog_item_id, [p]);
    }
    yield items.flatMap((item): ReportLine[] => {
      const own = byItem.get(item.id);
      if (!own) return [{ item, publication: null, cin: null, cicReasons: null }];
      return own.map((publication) => {
        const top = pairKey(publication.root_item_id ?? item.id, publication.subscriber_gln);
        const cic = later(latestCic.get(top), latestCic.get(pairKey(item.id, publication.subscriber_gln)));
        return {
          item,
          publication,
          cin: latestCin.get(top) ?? null,
          cicReasons: cic ? reasonText(cic.reasons) : null,
        };
      });
    });
    if (items.length < BATCH) return;
    after = items.at(-1)!;
  }
}

/**
 * `GET catalogs/download/schedule?downloadType=4`: the report of every item of the caller's company (the route
 * has checked it is the configured one), written by the job queue. 'duplicate' when the user has one pending.
 */
export function schedulePublisherItemsReport(
  handle: DatabaseHandle,
  principal: Principal,
): Promise<ScheduleDownloadResult> {
  return scheduleReport(handle, principal, {
    downloadType: PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
    fileName: `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.publisherItems}`,
    job: PUBLISHER_ITEMS_JOB,
    payload: (downloadRequestId) => ({ downloadRequestId }),
  });
}

/**
 * The job: the company's items with each publication's delivery and CIC state, streamed into the workbook a
 * batch at a time. It fails with the reason when the one who scheduled it may no longer use the report.
 */
export async function runPublisherItemsReport(
  db: Db,
  config: Config,
  files: FileStore,
  downloadRequestId: number,
  job: ReportAttempt,
): Promise<{ rows: number }> {
  const request = await findRequest(db, downloadRequestId);
  if (!request || request.status === 'done') return { rows: request?.row_count ?? 0 };
  const principal = await requesterPrincipal(db, request.user_id, request.company_id, 'CATALOG_PUBLISH');
  if (!principal || !(await publisherItemsReportAllowed(db, config, principal))) {
    await failDownloadRequest(db, request.id, 'The user who scheduled the report may no longer use it.');
    return { rows: 0 };
  }
  return writeScheduledReport(db, files, request, job, async (written) => {
    const total = await countItemLines(db, request.company_id);
    return writeTableFile(config, 'Publisher Items', COLUMNS, reportLines(db, request.company_id), {
      dateColumns: DATE_COLUMNS,
      written: (rows) => written(rows, total),
    });
  });
}
