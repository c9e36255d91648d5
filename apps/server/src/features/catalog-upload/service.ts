import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import {
  CATALOG_STATUS,
  DOWNLOAD_FILE_SUFFIX,
  UPLOAD_ERRORS,
  attributeByCode,
  downloadStamp,
  type UploadFailure,
  type UploadResponse,
  type UploadSummary,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { fileSource, type FileStore } from '../../files/file-store.js';
import { SheetBoundsError } from '../../files/workbook-bounds.js';
import { badRequest, notFound, tooLarge } from '../../errors.js';
import {
  formatBytes,
  originalFileName,
  receiveUpload,
  removeQuietly,
  storedFileName,
  type Upload,
} from '../../files/stored-files.js';
import { companyScope } from '../../http/scope.js';
import { workbookDownload } from '../../files/work-file.js';
import type { DownloadFile } from '../../http/send-file.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { Principal } from '../../security/sessions.js';
import type { CinDocument } from '../../gdsn/messages/cin.js';
import { enqueueValidation, type UploadOwner } from '../catalog/service.js';
import { storeCinItems } from './process-upload.js';
import {
  failuresAfter,
  findUpload,
  failuresOf,
  insertUpload,
  recentUploads,
  statusCounts,
  updateUpload,
  type RecentUpload,
} from './repo.js';
import { countTemplateRows, UploadFileError } from './template-rows.js';
import { cinItemCount } from './upload-xml.js';
export { childrenFirst, gtinKey } from './upload-xml.js';
import { UPLOAD_JOB } from '../../jobs/job-names.js';

/**
 * Uploaded files live in the file store under `uploads/<company>/`; they arrive in the data folder's
 * `uploads/incoming` on the node that takes the request, which counts the items there before storing them.
 */
const uploadsDir = (dataDir: string) => path.join(dataDir, 'uploads');

type UploadFormat = 'xlsx' | 'xml';

function formatOf(fileName: string): UploadFormat | null {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.xml') return 'xml';
  return null;
}

async function acceptsXml(db: Db, companyId: number): Promise<boolean> {
  const company = await db
    .selectFrom('company')
    .select('integ_inbound_xml')
    .where('id', '=', companyId)
    .executeTakeFirst();
  return company?.integ_inbound_xml === 1;
}

/** How many items the file holds: the request's quick look, which also refuses a file that is not ours. */
async function countItems(file: string, format: UploadFormat, config: Config): Promise<number> {
  if (format === 'xml') {
    const { size } = await fs.stat(file);
    if (size > config.uploadXmlMaxBytes) throw tooLarge(UPLOAD_ERRORS.tooLarge(formatBytes(config.uploadXmlMaxBytes)));
    return cinItemCount(fileSource(file));
  }
  return countTemplateRows(fileSource(file), config.uploadMaxRows);
}

/**
 * `POST gdsn/upload`: stores the file, counts its items and queues its processing. What the items hold is
 * checked by the job, row by row (a bad row is reported, never the reason to drop the others); here only
 * the file as a whole is refused: no file, a type we do not read, GS1 XML from a company without the
 * inbound XML integration, past the size or row limit (413), unreadable, or without items.
 */
export async function uploadItems(
  db: Db,
  config: Config,
  files: FileStore,
  principal: Principal,
  upload: Upload | null,
): Promise<UploadResponse> {
  let temp: string | null = null;
  let stored: string | null = null;
  try {
    if (!upload) throw badRequest(UPLOAD_ERRORS.noFile);
    const format = formatOf(upload.filename);
    if (!format) throw badRequest(UPLOAD_ERRORS.fileType);
    if (format === 'xml' && !(await acceptsXml(db, principal.companyId))) throw badRequest(UPLOAD_ERRORS.xmlNotEnabled);
    temp = await receiveUpload(
      upload,
      path.join(uploadsDir(config.dataDir), 'incoming'),
      config.uploadMaxBytes,
      UPLOAD_ERRORS.tooLarge,
    );
    let itemCount: number;
    try {
      itemCount = await countItems(temp, format, config);
    } catch (error) {
      if (error instanceof SheetBoundsError) throw tooLarge(error.message);
      if (error instanceof UploadFileError) throw badRequest(error.message);
      throw error;
    }
    if (itemCount > config.uploadMaxRows) throw tooLarge(UPLOAD_ERRORS.tooManyRows(config.uploadMaxRows));
    if (itemCount === 0) throw badRequest(UPLOAD_ERRORS.noItems);

    const fileName = originalFileName(upload);
    const now = new Date();
    const key = `uploads/${principal.companyId}/${storedFileName(principal.companyId, fileName, now)}`;
    await files.moveIn(key, temp);
    temp = null;
    stored = key;
    const uploadId = await db.transaction().execute(async (trx) => {
      const id = await insertUpload(trx, newUpload(principal, { fileName, key, format, itemCount, now }, 'queued'));
      const jobId = await enqueueJob(trx, UPLOAD_JOB, { uploadId: id }, { companyId: principal.companyId });
      await updateUpload(trx, id, { job_id: jobId });
      return id;
    });
    stored = null;
    return {
      success: true,
      uploadId,
      fileName,
      failureMessage: null,
      files: [{ success: true, fileName, itemCount }],
    };
  } finally {
    if (temp) await removeQuietly(temp);
    if (stored) await files.delete(stored);
    // A refused upload is still read to its end, so the client gets the answer instead of a broken connection.
    if (upload && !upload.file.readableEnded) upload.file.resume();
  }
}

/** A new upload's row: who sent which file, stored where, holding how many items, in its first state. */
function newUpload(
  owner: Pick<UploadOwner, 'companyId' | 'userId' | 'userType'>,
  file: { fileName: string; key: string; format: UploadFormat; itemCount: number; now: Date },
  status: 'queued' | 'processing',
) {
  return {
    company_id: owner.companyId,
    user_id: owner.userId,
    user_type: owner.userType,
    file_name: file.fileName,
    storage_path: file.key,
    format: file.format,
    status,
    item_count: file.itemCount,
    rows_done: 0,
    items_done: 0,
    stored_count: 0,
    failure_count: 0,
    failure_message: null,
    job_id: null,
    created_time: file.now.toISOString(),
    completed_time: null,
  };
}

/**
 * A CIN that `POST gdsn/messages` checked and accepted, kept as an upload of the message (the upload history
 * shows it): its file stored, its trade items (children first) stored in one transaction, then validated as
 * an upload's are.
 */
export async function storeCinUpload(
  db: Db,
  files: FileStore,
  owner: UploadOwner,
  fileName: string,
  xml: string,
  documents: readonly CinDocument[],
): Promise<void> {
  const now = new Date();
  const key = `uploads/${owner.companyId}/${storedFileName(owner.companyId, fileName, now)}`;
  await files.put(key, Readable.from([xml]));
  const uploadId = await insertUpload(
    db,
    newUpload(owner, { fileName, key, format: 'xml', itemCount: documents.length, now }, 'processing'),
  );
  await storeCinItems(db, owner, (await findUpload(db, uploadId))!, documents);
  await db.transaction().execute(async (trx) => {
    await updateUpload(trx, uploadId, { status: 'validating' });
    await enqueueValidation(trx, owner.companyId, { uploadId });
  });
}

/** How many of an upload's stored items stand at each validation outcome. */
type Outcomes = Pick<UploadSummary, 'validatedCount' | 'failedCount' | 'pendingCount' | 'notReadyCount'>;

function toSummary(row: RecentUpload, outcomes: Outcomes | undefined): UploadSummary {
  return {
    uploadId: row.id,
    fileName: row.file_name,
    format: row.format,
    status: row.status,
    itemCount: row.item_count,
    itemsDone: row.items_done,
    storedCount: row.stored_count,
    failureCount: row.failure_count,
    validatedCount: outcomes?.validatedCount ?? 0,
    failedCount: outcomes?.failedCount ?? 0,
    pendingCount: outcomes?.pendingCount ?? 0,
    itemsValidated: row.status === 'done' ? row.stored_count : Math.min(row.validated_count, row.stored_count),
    notReadyCount: outcomes?.notReadyCount ?? 0,
    failureMessage: row.failure_message,
    uploadedBy: row.first_name ? `${row.first_name} ${row.last_name}`.trim() : null,
    createdTime: row.created_time,
    completedTime: row.completed_time,
  };
}

async function summaries(db: Db, rows: RecentUpload[]): Promise<UploadSummary[]> {
  const outcomes = new Map<number, Outcomes>();
  for (const count of await statusCounts(
    db,
    rows.map((r) => r.id),
  )) {
    const entry = outcomes.get(count.upload_id!) ?? {
      validatedCount: 0,
      failedCount: 0,
      pendingCount: 0,
      notReadyCount: 0,
    };
    const n = Number(count.count);
    // An item sent for registration (In Process) passed its validation: it is not waiting for it.
    if (count.status === CATALOG_STATUS.validated || count.status === CATALOG_STATUS.inProcess) {
      entry.validatedCount += n;
    } else if (count.status === CATALOG_STATUS.failed) entry.failedCount += n;
    else if (count.status === CATALOG_STATUS.notReady) entry.notReadyCount += n;
    else entry.pendingCount += n;
    outcomes.set(count.upload_id!, entry);
  }
  return rows.map((row) => toSummary(row, outcomes.get(row.id)));
}

/** `GET gdsn/upload/history`: the 20 latest uploads of the caller's company (company 1: of everyone). */
export async function uploadHistory(db: Db, principal: Principal): Promise<UploadSummary[]> {
  return summaries(db, await recentUploads(db, companyScope(principal), 20));
}

async function visibleUpload(db: Db, principal: Principal, uploadId: number): Promise<RecentUpload> {
  const [row] = await recentUploads(db, companyScope(principal), 1, uploadId);
  if (!row) throw notFound();
  return row;
}

/** `GET gdsn/upload/{uploadId}`: one upload and its progress; another company's is a 404. */
export async function uploadSummary(db: Db, principal: Principal, uploadId: number): Promise<UploadSummary> {
  const [summary] = await summaries(db, [await visibleUpload(db, principal, uploadId)]);
  return summary!;
}

/** The screen shows the first rows; the workbook carries them all. */
const FAILURES_ON_SCREEN = 1000;

const toFailure = (row: Awaited<ReturnType<typeof failuresOf>>[number]): UploadFailure => ({
  rowNumber: row.row_number,
  gtin: row.gtin,
  attribute: row.attribute,
  reason: row.reason,
});

/** `GET gdsn/upload/{uploadId}/failures`: the rows not stored, by row number. */
export async function uploadFailures(db: Db, principal: Principal, uploadId: number): Promise<UploadFailure[]> {
  await visibleUpload(db, principal, uploadId);
  return (await failuresOf(db, uploadId, FAILURES_ON_SCREEN)).map(toFailure);
}

const attributeText = (code: string | null) => {
  if (!code) return '';
  const label = attributeByCode(code)?.label;
  return label ? `${label} (${code})` : code;
};

/** `GET gdsn/upload/{uploadId}/failures/download`: `<MM-DD-YYYY>_failure_messages.xlsx`, one line per reason. */
export async function failureWorkbook(
  db: Db,
  config: Config,
  principal: Principal,
  uploadId: number,
): Promise<DownloadFile> {
  const upload = await visibleUpload(db, principal, uploadId);
  const fileName = `${downloadStamp(new Date())}${DOWNLOAD_FILE_SUFFIX.failureMessages}`;
  return workbookDownload(config.dataDir, 'xlsx', fileName, async (file) => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true });
    const sheet = workbook.addWorksheet('Failure Messages', { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = [
      { header: 'Row', key: 'row', width: 8 },
      { header: 'GTIN', key: 'gtin', width: 18, style: { numFmt: '@' } },
      { header: 'Attribute', key: 'attribute', width: 36 },
      { header: 'Reason', key: 'reason', width: 90 },
    ];
    sheet.getRow(1).font = { bold: true };
    // Read in pages by row number, so a file with many bad rows is never held whole.
    let after = -1;
    for (;;) {
      const page = await failuresAfter(db, upload.id, after, 2000);
      if (page.length === 0) break;
      for (const row of page) {
        sheet
          .addRow({
            row: row.row_number,
            gtin: row.gtin ?? '',
            attribute: attributeText(row.attribute),
            reason: row.reason,
          })
          .commit();
      }
      after = page[page.length - 1]!.id;
    }
    sheet.commit();
    await workbook.commit();
  });
}
