import type { z } from 'zod';
import {
  CATALOG_DOWNLOAD_ERRORS,
  CATALOG_DOWNLOAD_TYPE,
  CATALOG_STATUS_LABELS,
  DOWNLOAD_FILE_SUFFIX,
  MESSAGES,
  PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
  attributeByCode,
  catalogSearchSchema,
  downloadStamp,
  missingRequired,
  roleById,
  type CatalogDownloadLimits,
  type CatalogDownloadType,
  type CatalogStatus,
  type ItemAttributes,
  type Page,
  type ScheduleDownloadResult,
  type Permission,
  type ScheduledDownload,
  type UserType,
  type scheduledRequestsPageSchema,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { DatabaseHandle, Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { badRequest, conflict, notFound, tooLarge } from '../../errors.js';
import { treeColumn } from '../../gdsn/document/column-code.js';
import { modules as gs1Modules } from '../../gdsn/dictionary/dictionary.js';
import { moduleColumns } from '../../gdsn/document/module-columns.js';
import { enqueueJob } from '../../jobs/queue.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { catalogRows, searchItemIds, visibleItemIds } from '../catalog/service.js';
import {
  countRequestsOfType,
  findRequest,
  findUser,
  finishedRequests,
  insertRequest,
  itemDocuments,
  lockUser,
  pendingRequestOf,
  pendingRequests,
  requestsOfTypePage,
  updateRequest,
  type RequestRow,
} from './repo.js';
import { authorizePublisherItemsReport } from './report-access.js';
import type { FileStore } from '../../files/file-store.js';
import { removeQuietly } from '../../files/stored-files.js';
import type { DownloadFile, StoredDownload } from '../../http/send-file.js';
import { reportKey, reportPath } from './storage.js';
import { CONTENT_TYPE, type WorkbookKind } from '../../files/workbook-writer.js';
import { workbookDownload, workFileDownload, writeWorkFile } from '../../files/work-file.js';
import type { RowsWritten } from '../../files/table-workbook.js';
import { writeItemsSpreadsheet } from './items-spreadsheet.js';
import { writeItemStatusWorkbook, writeTemplate, type ItemStatusLine } from './workbooks.js';
import { CATALOG_DOWNLOAD_JOB } from '../../jobs/job-names.js';

export type CatalogSearchInput = z.output<typeof catalogSearchSchema>;

/** What a download exports: the items picked by id, or every active item a catalog search matches. */
export type DownloadSelection = { ids: number[] } | { search: CatalogSearchInput };

/**
 * Items read per query. A batch that outlives V8's young generation is promoted and stays until a full
 * collection: 1,000 items per batch cost a 100,000-item download 110 MB more peak memory than 250 did.
 */
const BATCH = 250;
/** Finished reports the completed list shows. */
const COMPLETED_LIST_SIZE = 50;
const PENDING_LIST_SIZE = 100;

/**
 * What a report type writes: its workbook, its file name's suffix, and the rows of the ids given in batches
 * (an item's GS1 Digital Link on the installation's resolver).
 */
export interface ReportProducer {
  kind: WorkbookKind;
  suffix: string;
  write(file: string, db: Db, selection: ReportSelection, options: ReportWriteOptions): Promise<number>;
}

export interface ReportWriteOptions {
  digitalLinkBase: string;
  written?: RowsWritten;
}

const missingLabels = (attributes: ItemAttributes) =>
  missingRequired(attributes).map((code) => attributeByCode(code)?.label ?? code);

async function* statusLines(db: Db, batches: AsyncIterable<number[]>): AsyncGenerator<ItemStatusLine[]> {
  for await (const ids of batches) {
    const [rows, docs] = await Promise.all([catalogRows(db, ids), itemDocuments(db, ids)]);
    const attributes = new Map(docs.map((d) => [d.id, JSON.parse(d.attributes) as ItemAttributes]));
    yield rows.map((row) => ({
      gtin: row.gtin,
      targetMarket: row.targetMarket,
      productCode: row.productCode,
      description: row.description,
      brandName: row.brandName,
      unitDescriptor: row.unitDescriptor,
      status: CATALOG_STATUS_LABELS[row.status as CatalogStatus] ?? String(row.status),
      regStatus: row.regStatus,
      subscribers: row.noOfSubscribers,
      subscriberNames: row.subscriberNameList,
      missingRequired: missingLabels(attributes.get(row.catalogItemId) ?? {}),
      modifiedTime: row.modifiedTime,
    }));
  }
}

const PRODUCERS: Record<CatalogDownloadType, ReportProducer> = {
  [CATALOG_DOWNLOAD_TYPE.spreadsheet]: {
    kind: 'xlsm',
    suffix: DOWNLOAD_FILE_SUFFIX.catalog,
    write: (file, db, selection, options) => writeItemsSpreadsheet(file, db, selection.batches, options),
  },
  [CATALOG_DOWNLOAD_TYPE.itemStatus]: {
    kind: 'xlsx',
    suffix: DOWNLOAD_FILE_SUFFIX.itemStatus,
    write: (file, db, selection, { written }) =>
      writeItemStatusWorkbook(file, statusLines(db, selection.batches()), written),
  },
};

/** The spec's file name: a month-day-year stamp and the kind's suffix (`06-30-2026_catalog.xlsm`). */
export const stampedName = (producer: ReportProducer) => `${downloadStamp(new Date())}${producer.suffix}`;

/** The rows a report holds: how many, and their ids in order, a batch at a time. */
export interface ReportSelection {
  total: number;
  batches: () => AsyncIterable<number[]>;
}

/** Ids already chosen and ordered, as a selection read a batch at a time. */
export function selectionOf(ids: readonly number[]): ReportSelection {
  return {
    total: ids.length,
    async *batches() {
      for (let start = 0; start < ids.length; start += BATCH) yield ids.slice(start, start + BATCH);
    },
  };
}

/** The most items one selection may hold: the ids are kept in memory (8 bytes each), never the rows. */
const SELECTION_MAX = 2_000_000;

/**
 * The items of a selection the caller may see, in order, readable a batch at a time. Ids of another company's
 * items, or of deleted ones, are dropped; a search is the catalog's own (the grid's filters and sort). The
 * ordered ids are read in one query (one scan and sort) rather than a page at a time: paging with an offset
 * re-sorts the catalog for every page, which grows with the square of its size.
 */
async function resolveSelection(db: Db, principal: Principal, selection: DownloadSelection): Promise<ReportSelection> {
  if ('ids' in selection) {
    const visible = new Set(await visibleItemIds(db, principal, selection.ids));
    return selectionOf(selection.ids.filter((id) => visible.has(id)));
  }
  return selectionOf(await searchItemIds(db, principal, selection.search, SELECTION_MAX));
}

/** A report's workbook written to a work file (removed again if writing fails). */
export async function produce(
  db: Db,
  config: Config,
  producer: ReportProducer,
  resolved: ReportSelection,
  written?: RowsWritten,
): Promise<{ file: string; rows: number }> {
  const { file, result } = await writeWorkFile(config.dataDir, `.${producer.kind}`, (file) =>
    producer.write(file, db, resolved, { digitalLinkBase: config.digitalLinkBase, written }),
  );
  return { file, rows: result };
}

/**
 * `catalogs/download/spreadsheet…` and `catalogs/download/itemgrid…`: the workbook written to a work file
 * (the route streams it and removes it). Nothing to export is a 404 with the spec's text; more rows than a
 * direct download holds is a 413 telling the user to schedule the report.
 */
export async function directDownload(
  db: Db,
  config: Config,
  principal: Principal,
  type: CatalogDownloadType,
  selection: DownloadSelection,
): Promise<DownloadFile> {
  return directReport(db, config, PRODUCERS[type], await resolveSelection(db, principal, selection));
}

/**
 * A report written now for the caller to fetch: nothing to export is a 404 with the spec's text, more rows
 * than a direct download holds a 413 telling the user to schedule the report.
 */
export async function directReport(
  db: Db,
  config: Config,
  producer: ReportProducer,
  selection: ReportSelection,
): Promise<DownloadFile> {
  if (selection.total === 0) throw notFound(MESSAGES.noDataForDownload);
  if (selection.total > config.downloadDirectMaxRows) {
    throw tooLarge(CATALOG_DOWNLOAD_ERRORS.tooManyRows(selection.total, config.downloadDirectMaxRows));
  }
  const { file } = await produce(db, config, producer, selection);
  return workFileDownload(file, stampedName(producer), CONTENT_TYPE[producer.kind]);
}

/**
 * `gdsn/download/template`: the GTIN template, written afresh (it follows the dictionary and code lists), with
 * the columns of the GS1 modules asked for after its own, modules in the dictionary's order. A name that is no
 * GS1 module is a 400.
 */
export function templateDownload(config: Config, modules: readonly string[] = []): Promise<DownloadFile> {
  const unknown = modules.find((name) => !moduleColumns(name));
  if (unknown) throw badRequest(CATALOG_DOWNLOAD_ERRORS.unknownModule(unknown));
  const treeColumns = gs1Modules()
    .filter((module) => modules.includes(module.name))
    .flatMap((module) => moduleColumns(module.name)!.map(treeColumn));
  return workbookDownload(config.dataDir, 'xlsx', 'GTIN_Template.xlsx', (file) => writeTemplate(file, treeColumns));
}

export function downloadLimits(config: Config): CatalogDownloadLimits {
  return { directMaxRows: config.downloadDirectMaxRows };
}

/**
 * `catalogs/download/schedule`: a report of the caller's catalog (all of it, or what the search matches)
 * produced by the job queue. 'duplicate' when the same user already has one of that type waiting or running.
 */
export function scheduleDownload(
  handle: DatabaseHandle,
  principal: Principal,
  type: CatalogDownloadType,
  search: CatalogSearchInput | null,
): Promise<ScheduleDownloadResult> {
  return scheduleReport(handle, principal, {
    downloadType: type,
    fileName: stampedName(PRODUCERS[type]),
    job: CATALOG_DOWNLOAD_JOB,
    payload: (downloadRequestId) => ({ downloadRequestId, search }),
  });
}

/**
 * Schedules a report of any feature into the company's report lists: a `download_request` row and the job
 * that writes it (which calls `writeScheduledReport`). 'duplicate' when the user has one of the type pending.
 */
export async function scheduleReport(
  handle: DatabaseHandle,
  principal: Principal,
  report: { downloadType: number; fileName: string; job: string; payload: (downloadRequestId: number) => unknown },
): Promise<ScheduleDownloadResult> {
  return handle.db.transaction().execute(async (trx) => {
    if (handle.dialect === 'postgres') await lockUser(trx, principal.userId);
    if (await pendingRequestOf(trx, principal.companyId, principal.userId, report.downloadType)) return 'duplicate';
    const id = await insertRequest(trx, {
      companyId: principal.companyId,
      userId: principal.userId,
      downloadType: report.downloadType,
      fileName: report.fileName,
      now: nowIso(),
    });
    const jobId = await enqueueJob(trx, report.job, report.payload(id), {
      companyId: principal.companyId,
      maxAttempts: 2,
    });
    await updateRequest(trx, id, { job_id: jobId });
    return 'success';
  });
}

function toScheduled(row: RequestRow): ScheduledDownload {
  return {
    catalogDownloadId: row.id,
    downloadType: row.download_type,
    fileName: row.file_name,
    createdByName: `${row.first_name} ${row.last_name}`.trim(),
    createdTime: row.created_time,
    status: row.status,
    progress: row.progress,
    rowCount: row.row_count,
    completedTime: row.completed_time,
    error: row.status === 'failed' ? row.last_error : null,
  };
}

/** `catalogs/download/scheduledrequests`: reports waiting or running in the caller's company, newest first. */
export async function scheduledRequests(db: Db, principal: Principal): Promise<ScheduledDownload[]> {
  const rows = await pendingRequests(db, companyScope(principal), PENDING_LIST_SIZE);
  return rows.map(toScheduled);
}

/**
 * `catalogs/download/scheduledrequests/pub`: the publisher items reports of the caller's company (the route has
 * checked it is the configured one), waiting, running and finished, newest first, a page at a time from 0.
 */
export async function publisherItemsReports(
  db: Db,
  principal: Principal,
  page: z.output<typeof scheduledRequestsPageSchema>,
): Promise<Page<ScheduledDownload>> {
  const type = PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE;
  const [totalRows, rows] = await Promise.all([
    countRequestsOfType(db, principal.companyId, type),
    requestsOfTypePage(db, principal.companyId, type, {
      limit: page.rowCount,
      offset: page.pageNumber * page.rowCount,
    }),
  ]);
  return { totalRows, results: rows.map(toScheduled) };
}

/** `catalogs/download/completedrequests`: finished reports (and failed ones, with the reason), latest first. */
export async function completedRequests(db: Db, principal: Principal): Promise<ScheduledDownload[]> {
  const rows = await finishedRequests(db, companyScope(principal), COMPLETED_LIST_SIZE);
  return rows.map(toScheduled);
}

/**
 * `catalogs/download/file/{id}`: a finished report of the caller's company; anyone else's is a 404. A publisher
 * items report is for the report's users only (403 to the others).
 */
export async function storedReport(
  db: Db,
  config: Config,
  files: FileStore,
  principal: Principal,
  id: number,
): Promise<StoredDownload> {
  const request = await findRequest(db, id);
  if (!request || !inScope(companyScope(principal), request.company_id)) throw notFound();
  if (request.download_type === PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE) {
    await authorizePublisherItemsReport(db, config, principal);
  }
  if (request.status !== 'done' || !request.storage_path) throw conflict(CATALOG_DOWNLOAD_ERRORS.notReady);
  const object = await files.open(reportKey(request.storage_path));
  if (!object) throw notFound();
  return {
    object,
    fileName: request.file_name,
    contentType: CONTENT_TYPE[request.file_name.endsWith('.xlsm') ? 'xlsm' : 'xlsx'],
  };
}

/**
 * The one who scheduled a report, as a caller: the job reads with that user's rights in the company they had
 * chosen. Null when the user is gone, inactive or no longer holds the permission the report needs.
 */
export async function requesterPrincipal(
  db: Db,
  userId: number,
  companyId: number,
  permission: Permission = 'CATALOG_VIEW',
): Promise<Principal | null> {
  const user = await findUser(db, userId);
  const role = user ? roleById(user.role_id) : undefined;
  if (!user || user.status !== 1 || !role?.permissions.includes(permission)) return null;
  return {
    sessionId: 0,
    userId: user.id,
    login: user.login,
    companyId,
    homeCompanyId: user.company_id,
    roleId: user.role_id,
    roleName: role.name,
    userType: user.user_type as UserType,
    permissions: new Set(role.permissions),
    pending: null,
  };
}

export interface ReportJob {
  downloadRequestId: number;
  search: CatalogSearchInput | null;
  /** This try and how many the queue allows: a failure on the last one marks the report failed. */
  attempt: number;
  maxAttempts: number;
  progress(percent: number): Promise<void>;
}

/** The job: writes the report to the file store, reporting progress, and marks the request done. */
export async function runScheduledDownload(
  db: Db,
  config: Config,
  files: FileStore,
  job: ReportJob,
): Promise<{ rows: number }> {
  const request = await findRequest(db, job.downloadRequestId);
  if (!request || request.status === 'done') return { rows: request?.row_count ?? 0 };
  const type = request.download_type as CatalogDownloadType;
  const principal = await requesterPrincipal(db, request.user_id, request.company_id);
  if (!principal || !PRODUCERS[type]) {
    const reason = PRODUCERS[type]
      ? 'The user who scheduled the report may no longer read the catalog.'
      : 'Unknown report type.';
    await failDownloadRequest(db, request.id, reason);
    return { rows: 0 };
  }
  const search = job.search ?? catalogSearchSchema.parse({});
  return writeScheduledReport(db, files, request, job, async (written) => {
    const resolved = await resolveSelection(db, principal, { search });
    return produce(db, config, PRODUCERS[type], resolved, (rows) => written(rows, resolved.total));
  });
}

/** A report that cannot be produced (its requester lost the right, or its type is unknown) fails with the reason. */
export async function failDownloadRequest(db: Db, id: number, reason: string): Promise<void> {
  await updateRequest(db, id, { status: 'failed', last_error: reason, completed_time: nowIso() });
}

/** What a report job knows of its try: this attempt, how many the queue allows, and the job's progress. */
export type ReportAttempt = Pick<ReportJob, 'attempt' | 'maxAttempts' | 'progress'>;

/**
 * A scheduled report's life: running, its file written by `produce` (told rows written out of how many, for
 * the progress), moved into the file store (any node serves it) and done; on failure scheduled again, or failed on the last try.
 */
export async function writeScheduledReport(
  db: Db,
  files: FileStore,
  request: { id: number; company_id: number; file_name: string },
  job: ReportAttempt,
  produce: (written: (rows: number, total: number) => Promise<void>) => Promise<{ file: string; rows: number }>,
): Promise<{ rows: number }> {
  await updateRequest(db, request.id, { status: 'running', progress: 0, last_error: null });
  try {
    let reported = 0;
    const { file, rows } = await produce(async (rows, total) => {
      // 99 at most until the file is in place.
      const percent = Math.min(99, Math.floor((rows * 100) / Math.max(total, 1)));
      if (percent === reported) return;
      reported = percent;
      await job.progress(percent);
      await updateRequest(db, request.id, { progress: percent });
    });
    const stored = reportPath(request.company_id, request.id, request.file_name);
    try {
      await files.moveIn(reportKey(stored), file);
    } catch (error) {
      await removeQuietly(file);
      throw error;
    }
    await updateRequest(db, request.id, {
      status: 'done',
      progress: 100,
      row_count: rows,
      storage_path: stored,
      completed_time: nowIso(),
    });
    return { rows };
  } catch (error) {
    const last = job.attempt >= job.maxAttempts;
    await updateRequest(db, request.id, {
      status: last ? 'failed' : 'scheduled',
      progress: 0,
      last_error: (error instanceof Error ? error.message : String(error)).slice(0, 2000),
      completed_time: last ? nowIso() : null,
    });
    throw error;
  }
}

/**
 * `_catalog_failed.xlsm`: the catalog layout of the given items (the caller has checked them) with an Errors
 * column, so the file can be fixed and uploaded again.
 */
export async function failedItemsSpreadsheet(
  db: Db,
  config: Config,
  ids: readonly number[],
  notes: ReadonlyMap<number, string>,
): Promise<DownloadFile> {
  if (ids.length === 0) throw notFound(MESSAGES.noDataForDownload);
  return workbookDownload(
    config.dataDir,
    'xlsm',
    `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.catalogFailed}`,
    (file) =>
      writeItemsSpreadsheet(file, db, selectionOf(ids).batches, { digitalLinkBase: config.digitalLinkBase, notes }),
  );
}

export { writeCatalogSpreadsheet } from './workbooks.js';
export { findRequest as findDownloadRequest } from './repo.js';
