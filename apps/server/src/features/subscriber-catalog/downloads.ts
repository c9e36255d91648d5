import {
  DOWNLOAD_FILE_SUFFIX,
  SUBSCRIBER_CATALOG_DOWNLOAD_TYPE,
  type ItemAttributes,
  type ScheduleDownloadResult,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { FileStore } from '../../files/file-store.js';
import type { DatabaseHandle, Db } from '../../db/database.js';
import type { DownloadFile } from '../../http/send-file.js';
import { companyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import {
  directReport,
  failDownloadRequest,
  findDownloadRequest,
  produce,
  requesterPrincipal,
  scheduleReport,
  selectionOf,
  stampedName,
  writeCatalogSpreadsheet,
  writeScheduledReport,
  type ReportAttempt,
  type ReportProducer,
  type ReportSelection,
} from '../catalog-downloads/service.js';
import { itemDocuments, pageIds, visibleIds } from './repo.js';
import { receivedFilter, type SubscriberCatalogSearchInput } from './received-filter.js';
import { SUBSCRIBER_REPORT_JOB } from '../../jobs/job-names.js';

/** The most copies one selection may hold: their ids are kept in memory, never the rows. */
const SELECTION_MAX = 2_000_000;

/** What a subscriber catalog download exports: copies picked by id, or every copy a search matches. */
export type SubscriberSelection = { ids: number[] } | { search: SubscriberCatalogSearchInput };

async function* documents(db: Db, batches: AsyncIterable<number[]>) {
  for await (const ids of batches) {
    const rows = new Map((await itemDocuments(db, ids)).map((r) => [r.id, r.attributes]));
    yield ids.flatMap((id) => {
      const json = rows.get(id);
      return json === undefined ? [] : [{ attributes: JSON.parse(json) as ItemAttributes }];
    });
  }
}

/**
 * `_catalog_subscriber.xlsm`: the received documents in the catalog spreadsheet's layout (the publisher's
 * values as the CIN carried them), so a buyer reads them in the columns the catalog uses.
 */
const SPREADSHEET: ReportProducer = {
  kind: 'xlsm',
  suffix: DOWNLOAD_FILE_SUFFIX.catalogSubscriber,
  write: (file, db, selection, options) => writeCatalogSpreadsheet(file, documents(db, selection.batches()), options),
};

/** The copies of a selection the caller may read, in order: ids of other companies' copies are dropped. */
async function select(db: Db, principal: Principal, selection: SubscriberSelection): Promise<ReportSelection> {
  if ('ids' in selection) {
    const visible = await visibleIds(db, companyScope(principal), selection.ids);
    return selectionOf(selection.ids.filter((id) => visible.has(id)));
  }
  const search = selection.search;
  return selectionOf(
    await pageIds(db, receivedFilter(principal, search), { ...search, rowCount: SELECTION_MAX, pageNumber: 1 }),
  );
}

/** `POST catalogs/subscriber/download/spreadsheet`: the spreadsheet now (404 when empty, 413 when too large). */
export async function subscriberSpreadsheet(
  db: Db,
  config: Config,
  principal: Principal,
  selection: SubscriberSelection,
): Promise<DownloadFile> {
  return directReport(db, config, SPREADSHEET, await select(db, principal, selection));
}

/** `POST catalogs/subscriber/download/schedule`: the spreadsheet of a search as a scheduled report. */
export function scheduleSubscriberReport(
  handle: DatabaseHandle,
  principal: Principal,
  search: SubscriberCatalogSearchInput,
): Promise<ScheduleDownloadResult> {
  return scheduleReport(handle, principal, {
    downloadType: SUBSCRIBER_CATALOG_DOWNLOAD_TYPE,
    fileName: stampedName(SPREADSHEET),
    job: SUBSCRIBER_REPORT_JOB,
    payload: (downloadRequestId) => ({ downloadRequestId, search }),
  });
}

/**
 * The job: the report with the rights of the one who scheduled it, who must still read received items (else
 * the report fails with the reason).
 */
export async function runSubscriberReport(
  db: Db,
  config: Config,
  files: FileStore,
  downloadRequestId: number,
  search: SubscriberCatalogSearchInput,
  job: ReportAttempt,
): Promise<{ rows: number }> {
  const request = await findDownloadRequest(db, downloadRequestId);
  if (!request || request.status === 'done') return { rows: request?.row_count ?? 0 };
  const principal = await requesterPrincipal(db, request.user_id, request.company_id, 'CATALOG_SUBSCRIBE');
  if (!principal) {
    const reason = 'The user who scheduled the report may no longer read the received items.';
    await failDownloadRequest(db, request.id, reason);
    return { rows: 0 };
  }
  return writeScheduledReport(db, files, request, job, async (written) => {
    const selection = await select(db, principal, { search });
    return produce(db, config, SPREADSHEET, selection, (rows) => written(rows, selection.total));
  });
}
