import { sql, type Expression, type SqlBool } from 'kysely';
import {
  DOWNLOAD_FILE_SUFFIX,
  downloadStamp,
  MESSAGES,
  SUBSCRIBED_ITEMS_DOWNLOAD_TYPE,
  SUBSCRIPTION_STATUS_LABELS,
  subscriptionSearchSchema,
  type ScheduleDownloadResult,
  type SubscriptionSearch,
  type SubscriptionStatus,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { FileStore } from '../../files/file-store.js';
import type { DatabaseHandle, Db } from '../../db/database.js';
import { notFound } from '../../errors.js';
import { gpcCovers } from '../../gdsn/gpc/gpc-brick-table.js';
import type { CompanyScope } from '../../http/scope.js';
import type { DownloadFile } from '../../http/send-file.js';
import type { Principal } from '../../security/sessions.js';
import {
  findDownloadRequest,
  scheduleReport,
  writeScheduledReport,
  type ReportAttempt,
} from '../catalog-downloads/service.js';
import { writeTableFile, type RowsWritten, type TableColumn } from '../../files/table-workbook.js';
import { CONTENT_TYPE } from '../../files/workbook-writer.js';
import { workFileDownload } from '../../files/work-file.js';
import { filtered, PUBLISHER_NAME, type SubscriptionFilter } from './subscription-query.js';
import { SUBSCRIBED_ITEMS_JOB } from '../../jobs/job-names.js';

/** Lines read per query. */
const BATCH = 500;

/**
 * A received item a subscription brought: the subscription's criteria meet the copy (the same rule that
 * released its CIN, read on the subscriber's side: publisher GLN as the item's information provider or a GLN
 * of its company, GTIN, GPC brick or a class, family or segment above it, target market).
 */
const MEETS = sql<SqlBool>`r.company_id = s.company_id and r.subscriber_gln = s.subscriber_gln
  and (s.publisher_gln is null or s.publisher_gln = r.info_provider_gln
       or exists (select 1 from company_gln g where g.company_id = r.publisher_company_id and g.gln = s.publisher_gln))
  and (s.gtin is null or s.gtin = r.gtin)
  and (s.gpc_code is null or ${gpcCovers(sql.ref('s.gpc_code'), sql.ref('r.gpc_code'))})
  and (s.target_market is null or s.target_market = r.target_market)`;

function lines(db: Db, scope: CompanyScope, f: SubscriptionFilter) {
  return filtered(db, scope, f).innerJoin('received_item as r', (join) => join.on(MEETS as Expression<SqlBool>));
}

type Line = Awaited<ReturnType<typeof readLines>>[number];

function readLines(db: Db, scope: CompanyScope, f: SubscriptionFilter, offset: number) {
  return lines(db, scope, f)
    .select([
      's.id',
      's.subscriber_gln',
      's.publisher_gln',
      's.gtin as subscribed_gtin',
      's.gpc_code',
      's.target_market as subscribed_tm',
      's.status',
      PUBLISHER_NAME.as('publisher_name'),
      'r.gtin',
      'r.product_code',
      'r.description',
      'r.brand_name',
      'r.unit_descriptor',
      'r.target_market',
      'r.info_provider_gln',
      'r.withdrawn',
      'r.received_time',
    ])
    .orderBy('s.id')
    .orderBy('r.id')
    .limit(BATCH)
    .offset(offset)
    .execute();
}

const COLUMNS: TableColumn<Line>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.gtin },
  { header: 'Product Code', width: 16, value: (l) => l.product_code },
  { header: 'Description', width: 40, value: (l) => l.description },
  { header: 'Brand', width: 18, value: (l) => l.brand_name },
  { header: 'Unit Descriptor', width: 20, value: (l) => l.unit_descriptor },
  { header: 'Target Market', width: 13, value: (l) => l.target_market },
  { header: 'Information Provider GLN', width: 16, value: (l) => l.info_provider_gln },
  { header: 'Received (UTC)', width: 18, value: (l, style) => ({ date: new Date(l.received_time), style }) },
  { header: 'Withdrawn', width: 11, value: (l) => (l.withdrawn ? 'Yes' : 'No') },
  { header: 'Subscription ID', width: 14, value: (l) => l.id },
  { header: 'Subscriber GLN', width: 16, value: (l) => l.subscriber_gln },
  { header: 'Publisher GLN', width: 16, value: (l) => l.publisher_gln },
  { header: 'Publisher Name', width: 30, value: (l) => l.publisher_name },
  { header: 'Subscribed GTIN', width: 17, value: (l) => l.subscribed_gtin },
  { header: 'Subscribed GPC', width: 14, value: (l) => l.gpc_code },
  { header: 'Subscribed Target Market', width: 13, value: (l) => l.subscribed_tm },
  {
    header: 'Subscription Status',
    width: 14,
    value: (l) => SUBSCRIPTION_STATUS_LABELS[l.status as SubscriptionStatus] ?? String(l.status),
  },
];

const fileName = () => `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.subscribedItems}`;

async function countLines(db: Db, scope: CompanyScope, f: SubscriptionFilter): Promise<number> {
  const row = await lines(db, scope, f)
    .select(sql<number>`count(*)`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The sheet written to a work file: a row per subscription and received item it meets. */
async function writeSheet(
  db: Db,
  config: Config,
  scope: CompanyScope,
  f: SubscriptionFilter,
  written?: RowsWritten,
): Promise<{ file: string; rows: number }> {
  const batches = (async function* () {
    for (let offset = 0; ; offset += BATCH) {
      const batch = await readLines(db, scope, f, offset);
      if (batch.length) yield batch;
      if (batch.length < BATCH) return;
    }
  })();
  return writeTableFile(config, 'Subscribed Items', COLUMNS, batches, { dateColumns: [7], written });
}

/**
 * `POST gdsn/subscriptions/download/subscribedItemSheet`: the items the selected subscriptions brought, as
 * `{mm-dd-yyyy}_subscribed_Item.xlsx`. Up to the direct-download limit the file is the answer; above it the
 * sheet is scheduled as a report like the catalog's ('success' or 'duplicate').
 */
export async function subscribedItemSheet(
  handle: DatabaseHandle,
  config: Config,
  principal: Principal,
  scope: CompanyScope,
  search: SubscriptionSearch,
): Promise<DownloadFile | ScheduleDownloadResult> {
  const f = subscriptionSearchSchema.parse(search);
  const total = await countLines(handle.db, scope, f);
  if (total > config.downloadDirectMaxRows) {
    return scheduleReport(handle, principal, {
      downloadType: SUBSCRIBED_ITEMS_DOWNLOAD_TYPE,
      fileName: fileName(),
      job: SUBSCRIBED_ITEMS_JOB,
      payload: (downloadRequestId) => ({ downloadRequestId, search: f }),
    });
  }
  if (total === 0) throw notFound(MESSAGES.noDataForDownload);
  const { file } = await writeSheet(handle.db, config, scope, f);
  return workFileDownload(file, fileName(), CONTENT_TYPE.xlsx);
}

/** The scheduled sheet, written by the worker for the company it was asked in. */
export async function runSubscribedItemsReport(
  db: Db,
  config: Config,
  files: FileStore,
  downloadRequestId: number,
  search: SubscriptionFilter,
  job: ReportAttempt,
): Promise<{ rows: number }> {
  const request = await findDownloadRequest(db, downloadRequestId);
  if (!request || request.status === 'done') return { rows: request?.row_count ?? 0 };
  const scope: CompanyScope = { all: false, companyId: request.company_id };
  return writeScheduledReport(db, files, request, job, async (written) => {
    const total = await countLines(db, scope, search);
    return writeSheet(db, config, scope, search, (rows) => written(rows, total));
  });
}
