import { SERVER_ERRORS, type CrossReferenceFile, type CrossReferenceUploadResult } from '@tradepool/domain';
import type { Config } from '../../config.js';
import { fileSource, type FileStore } from '../../files/file-store.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { AppError, badRequest, notFound, tooLarge } from '../../errors.js';
import { companyScope, inScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { companyLabel } from '../../parties/party-names.js';
import { CsvFormatError } from '../../files/csv.js';
import {
  originalFileName,
  receiveUpload,
  removeQuietly,
  storedFileName,
  type Upload,
} from '../../files/stored-files.js';
import { ItemSpool } from './item-spool.js';
import {
  findCompany,
  findFileById,
  findFileByName,
  insertFile,
  listFiles,
  UPSERT_BATCH_SIZE,
  upsertItems,
  type FileRow,
} from './repo.js';
import { checkRows, type CrossReferenceRows } from './rows.js';
import { readSheetRows, type SheetKind } from '../../files/sheet-rows.js';
import { SheetBoundsError } from '../../files/workbook-bounds.js';
import type { StoredDownload } from '../../http/send-file.js';
import { CONTENT_TYPES, incomingDir, sheetKindOf, storedFileKey } from './storage.js';
import { queueMatching } from '../data-quality/service.js';

function toFile(row: FileRow): CrossReferenceFile {
  return {
    id: row.id,
    companyId: row.company_id,
    companyName: companyLabel(row.company_name, row.company_bu_name),
    fileName: row.file_name,
    originalName: row.original_name,
    uploadedBy: `${row.first_name} ${row.last_name}`.trim(),
    uploadedTime: row.uploaded_time,
    rowCount: row.row_count,
    storedCount: row.stored_count,
    rejectedCount: row.rejected_count,
  };
}

/** A subscriber company the caller may load files for: another tenant's is a 404, a non-subscriber a 400. */
async function uploadTarget(db: Db, principal: Principal, companyId: number) {
  const company = await findCompany(db, companyId);
  if (!company || !inScope(companyScope(principal), company.id)) throw notFound();
  if (company.role_sub !== 1) throw badRequest(SERVER_ERRORS.crossRefNotSubscriber);
  return company;
}

async function readRows(file: string, kind: SheetKind, maxRows: number, spool: ItemSpool): Promise<CrossReferenceRows> {
  try {
    const rows = await checkRows(readSheetRows(fileSource(file), kind), maxRows, (item) => spool.add(item));
    await spool.finish();
    return rows;
  } catch (error) {
    await spool.abandon();
    if (error instanceof AppError) throw error;
    if (error instanceof SheetBoundsError) throw tooLarge(error.message);
    if (error instanceof CsvFormatError) throw badRequest(error.message);
    // exceljs and its unzipper fail in many ways on a file that is not a workbook; all mean the same here.
    throw badRequest(SERVER_ERRORS.crossRefUnreadable(kind === 'xlsx' ? 'an .xlsx workbook' : 'a CSV file'));
  }
}

/**
 * `POST admin/upload/{id}/crossreffile`: the subscriber's item master from an .xlsx or .csv file. Every good
 * row is upserted by product code, the file is kept for download, and every bad row is reported with its
 * row number and reason. The whole file is checked first (good rows spooled to disk), so the database is
 * held only for the writes, all in one transaction with the file's record; nothing is stored when the file
 * is refused as a whole.
 */
export async function uploadCrossReferenceFile(
  db: Db,
  config: Config,
  files: FileStore,
  principal: Principal,
  companyId: number,
  upload: Upload | null,
): Promise<CrossReferenceUploadResult> {
  let temp: string | null = null;
  let spool: ItemSpool | null = null;
  try {
    const company = await uploadTarget(db, principal, companyId);
    if (!upload) throw badRequest(SERVER_ERRORS.crossRefNoFile);
    const kind = sheetKindOf(upload.filename);
    if (!kind) throw badRequest(SERVER_ERRORS.crossRefFileType);
    temp = await receiveUpload(
      upload,
      incomingDir(config.dataDir),
      config.crossrefMaxBytes,
      SERVER_ERRORS.crossRefTooLarge,
    );
    const checked = new ItemSpool(`${temp}.rows`);
    spool = checked;
    const rows = await readRows(temp, kind, config.crossrefMaxRows, checked);

    const originalName = originalFileName(upload);
    const now = new Date();
    const fileName = storedFileName(company.id, originalName, now);
    const stored = storedFileKey(fileName);
    if (!stored) throw new Error(`stored file name ${fileName} leaves the folder`);
    await files.moveIn(stored, temp);
    temp = null;

    let fileId: number;
    try {
      fileId = await db.transaction().execute(async (trx) => {
        const id = await insertFile(trx, {
          companyId: company.id,
          fileName,
          originalName,
          uploadedBy: principal.userId,
          uploadedTime: now.toISOString(),
          rowCount: rows.rowCount,
          storedCount: rows.acceptedCount,
          rejectedCount: rows.rejectedCount,
          errors: JSON.stringify(rows.errors),
        });
        await upsertItems(trx, company.id, id, nowIso(), rows.columns, checked.batches(UPSERT_BATCH_SIZE));
        await queueMatching(trx, company.id);
        return id;
      });
    } catch (error) {
      await files.delete(stored);
      throw error;
    }
    const file = await findFileById(db, fileId);
    if (!file) throw new Error(`cross-reference file ${fileId} vanished after its upload`);
    return { success: rows.rejectedCount === 0, file: toFile(file), errors: rows.errors };
  } finally {
    if (temp) await removeQuietly(temp);
    if (spool) await removeQuietly(spool.path);
    // A refused upload is still read to its end, so the client gets the answer instead of a broken connection.
    if (upload && !upload.file.readableEnded) upload.file.resume();
  }
}

/** `GET admin/subscribers/crossreffilenames`: company 1 sees every company's files, others their own. */
export async function listCrossReferenceFiles(
  db: Db,
  principal: Principal,
  companyId: number | null,
): Promise<CrossReferenceFile[]> {
  return (await listFiles(db, companyScope(principal), companyId)).map(toFile);
}

/** `GET admin/download/subscribers/crossreffile`: a stored file of a company in scope, else 404. */
export async function crossReferenceDownload(
  db: Db,
  files: FileStore,
  principal: Principal,
  fileName: string,
): Promise<StoredDownload> {
  const file = await findFileByName(db, fileName);
  if (!file || !inScope(companyScope(principal), file.company_id)) throw notFound();
  const stored = storedFileKey(file.file_name);
  const kind = sheetKindOf(file.file_name);
  const object = stored && kind ? await files.open(stored) : null;
  if (!object || !kind) throw notFound();
  return { object, fileName: file.original_name, contentType: CONTENT_TYPES[kind] };
}
