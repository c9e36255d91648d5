import path from 'node:path';
import type { ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { storedSource, type ByteSource, type FileStore } from '../../files/file-store.js';
import { SheetBoundsError } from '../../files/workbook-bounds.js';
import { nowIso } from '../../db/time.js';
import { nextTurn } from '../../jobs/in-turns.js';
import {
  documentKey,
  rowKey,
  enqueueValidation,
  linkUploadedChildren,
  storeUploadedItems,
  uploadOwner,
  uploadedDocument,
  type RowProblem,
  type UploadOwner,
  type UploadedItem,
} from '../catalog/service.js';
import { findUpload, insertFailures, keysWrittenBy, updateUpload, type UploadRow } from './repo.js';
import { rowAttributes, templateRows, UploadFileError } from './template-rows.js';
import { cinDocuments } from './upload-xml.js';

/**
 * Rows one transaction writes: their items, their failures and the upload's cursor commit together. 500 rows
 * held the event loop 100–200 ms to check and as long to write (issue 13); 100 keep each stretch short.
 */
export const UPLOAD_BATCH = 100;

/** A row of the file as the job reads it: its number, its attributes, and (from GS1 XML) its children. */
interface SourceRow {
  rowNumber: number;
  raw: ItemAttributes;
  gtin: string | null;
  children: { gtin: string; quantity: number }[];
  problems: RowProblem[];
}

async function* xlsxSource(file: ByteSource, after: number): AsyncGenerator<SourceRow> {
  for await (const row of templateRows(file, after)) {
    yield { rowNumber: row.rowNumber, ...rowAttributes(row), children: [], problems: [] };
  }
}

/** GS1 XML: each trade item (children before their parents) is a row, numbered in that order. */
async function* xmlSource(file: ByteSource, after: number): AsyncGenerator<SourceRow> {
  const documents = await cinDocuments(file);
  for (const [index, document] of documents.entries()) {
    if (index + 1 <= after) continue;
    const gtin = document.attributes['Coding1A'];
    yield {
      rowNumber: index + 1,
      raw: document.attributes,
      gtin: typeof gtin === 'string' ? gtin : null,
      children: document.children,
      problems: document.problems.map((reason) => ({ attribute: null, reason: `${document.path}: ${reason}` })),
    };
  }
}

/**
 * An upload's key in the file store. Uploads from before it (migration 0023) hold their absolute path under
 * the data folder, `…/uploads/<company>/<name>`, whose last three segments are the key.
 */
const uploadKey = (stored: string) => (path.isAbsolute(stored) ? stored.split(path.sep).slice(-3).join('/') : stored);

interface Checked {
  items: (UploadedItem & { children: SourceRow['children'] })[];
  failures: { row_number: number; gtin: string | null; attribute: string | null; reason: string }[];
}

/**
 * Rows checked one by one. A row that cannot be identified is reported with all its problems; any other row is
 * stored (validation judges its values), a key the file already had excepted: that is a failure pointing at
 * the earlier row. What the file said of a stored row's hierarchy that could not be read is reported with it.
 */
function checkBatch(owner: UploadOwner, rows: readonly SourceRow[], seen: Map<string, number>): Checked {
  const checked: Checked = { items: [], failures: [] };
  for (const row of rows) {
    const outcome = uploadedDocument(owner, row.raw);
    const problems = [...outcome.problems, ...row.problems];
    if (outcome.document) {
      const key = documentKey(outcome.document);
      const earlier = seen.get(key);
      if (earlier === undefined) {
        seen.set(key, row.rowNumber);
        checked.items.push({ rowNumber: row.rowNumber, document: outcome.document, children: row.children });
      } else {
        problems.unshift({
          attribute: 'Coding1A',
          reason: `This GTIN, target market and information provider are already in row ${earlier} of the file.`,
        });
      }
    }
    for (const problem of problems) {
      checked.failures.push({
        row_number: row.rowNumber,
        gtin: row.gtin,
        attribute: problem.attribute,
        reason: problem.reason,
      });
    }
  }
  return checked;
}

/** Writes one batch: items, hierarchy links, failures and the cursor, all or nothing. */
async function commitBatch(
  db: Db,
  owner: UploadOwner,
  upload: UploadRow,
  rows: SourceRow[],
  seen: Map<string, number>,
) {
  const checked = checkBatch(owner, rows, seen);
  const lastRow = rows[rows.length - 1]!.rowNumber;
  await nextTurn();
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    const ids = await storeUploadedItems(trx, owner, upload.id, checked.items, now);
    for (const [index, item] of checked.items.entries()) {
      if (item.children.length === 0) continue;
      const missing = await linkUploadedChildren(
        trx,
        owner.companyId,
        { id: ids[index]!, targetMarket: item.document['Coding1AF'] as string },
        item.children,
      );
      for (const gtin of missing) {
        checked.failures.push({
          row_number: item.rowNumber,
          gtin: item.document['Coding1A'] as string,
          attribute: 'Hierarchy1A',
          reason: `Child GTIN ${gtin} is not in your catalog for this target market; the hierarchy was not stored.`,
        });
      }
    }
    await insertFailures(
      trx,
      checked.failures.map((f) => ({ ...f, upload_id: upload.id, company_id: upload.company_id })),
    );
    await trx
      .updateTable('catalog_upload')
      .set((eb) => ({
        rows_done: lastRow,
        items_done: eb('items_done', '+', rows.length),
        stored_count: eb('stored_count', '+', checked.items.length),
        failure_count: eb('failure_count', '+', new Set(checked.failures.map((f) => f.row_number)).size),
      }))
      .where('id', '=', upload.id)
      .execute();
  });
}

/**
 * The upload job: reads the stored file from the row after the committed cursor, writes items batch by
 * batch and, at the end, marks the upload done and asks for the validation of what it wrote. A file that
 * turns out unreadable fails the upload (rows already committed stay: each is a whole item).
 */
export async function processUpload(
  db: Db,
  files: FileStore,
  uploadId: number,
  progress: (percent: number) => Promise<void>,
  batchSize = UPLOAD_BATCH,
): Promise<{ stored: number; failed: number }> {
  const upload = await findUpload(db, uploadId);
  if (!upload || upload.status === 'validating' || upload.status === 'done' || upload.status === 'failed') {
    return { stored: 0, failed: 0 };
  }
  await updateUpload(db, upload.id, { status: 'processing' });
  const owner = await uploadOwner(db, {
    companyId: upload.company_id,
    userId: upload.user_id,
    userType: upload.user_type as UploadOwner['userType'],
  });
  const seen = new Map<string, number>();
  for (const written of await keysWrittenBy(db, upload.id)) {
    seen.set(rowKey(written), written.upload_row ?? 0);
  }
  const source = upload.format === 'xml' ? xmlSource : xlsxSource;
  let batch: SourceRow[] = [];
  let read = upload.items_done;
  // The next batch is read while the last one is written, so on PostgreSQL the parsing of the file (the
  // job's main cost) overlaps the database's work. One batch in flight at most: commits stay in file order.
  let writing: Promise<void> = Promise.resolve();
  const write = (rows: SourceRow[]) => {
    writing = commitBatch(db, owner, upload, rows, seen).then(async () => {
      read += rows.length;
      await progress(Math.min(99, Math.round((read / Math.max(upload.item_count, 1)) * 100)));
    });
    // Awaited before the next batch; this only keeps a failure from counting as unhandled until then.
    writing.catch(() => {});
  };
  try {
    for await (const row of source(storedSource(files, uploadKey(upload.storage_path)), upload.rows_done)) {
      batch.push(row);
      if (batch.length < batchSize) continue;
      await writing;
      write(batch);
      batch = [];
    }
    await writing;
    if (batch.length) write(batch);
    await writing;
  } catch (error) {
    // A file that breaks off mid-way still has its last good batch committed before the upload fails.
    await writing.catch(() => {});
    if (!(error instanceof UploadFileError || error instanceof SheetBoundsError)) throw error;
    await updateUpload(db, upload.id, { status: 'failed', failure_message: error.message, completed_time: nowIso() });
    return { stored: 0, failed: 0 };
  }
  await db.transaction().execute(async (trx) => {
    // Done only once validation has judged every stored item (its job says so), not when the rows are read.
    await updateUpload(trx, upload.id, { status: 'validating' });
    await enqueueValidation(trx, upload.company_id, { uploadId: upload.id });
  });
  const done = await findUpload(db, upload.id);
  return { stored: done?.stored_count ?? 0, failed: done?.failure_count ?? 0 };
}
