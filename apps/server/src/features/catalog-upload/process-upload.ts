import path from 'node:path';
import type { GdsnElement, ItemAttributes, ItemVersionSource } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { PlacedValue } from '../../gdsn/document/placed-values.js';
import type { CinDocument } from '../../gdsn/messages/cin.js';
import { storedSource, type ByteSource, type FileStore } from '../../files/file-store.js';
import { SheetBoundsError } from '../../files/workbook-bounds.js';
import { nowIso } from '../../db/time.js';
import { nextTurn } from '../../jobs/in-turns.js';
import {
  documentKey,
  rowKey,
  enqueueValidation,
  linkUploadedChildren,
  placedBounds,
  storeUploadedItems,
  treeBounds,
  uploadOwner,
  uploadedDocument,
  type RowProblem,
  type UploadOwner,
  type UploadSource,
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
  /** From GS1 XML: the whole tradeItem. */
  tree?: GdsnElement;
  /** From the template: the values of its GDSN columns. */
  placed?: PlacedValue[];
  gtin: string | null;
  children: { gtin: string; quantity: number }[];
  problems: RowProblem[];
}

async function* xlsxSource(file: ByteSource, after: number): AsyncGenerator<SourceRow> {
  for await (const row of templateRows(file, after)) {
    yield {
      rowNumber: row.rowNumber,
      ...rowAttributes(row),
      ...(row.placed.length > 0 ? { placed: row.placed } : {}),
      children: [],
      problems: [],
    };
  }
}

/** A CIN's trade item as a row, numbered by its place among them (children before their parents). */
function cinRow(document: CinDocument, index: number): SourceRow {
  const gtin = document.attributes['Coding1A'];
  return {
    rowNumber: index + 1,
    raw: document.attributes,
    ...(document.tree ? { tree: document.tree } : {}),
    gtin: typeof gtin === 'string' ? gtin : null,
    children: document.children,
    problems: document.problems.map((reason) => ({ attribute: null, reason: `${document.path}: ${reason}` })),
  };
}

/** GS1 XML: each trade item (children before their parents) is a row, numbered in that order. */
async function* xmlSource(file: ByteSource, after: number): AsyncGenerator<SourceRow> {
  const documents = await cinDocuments(file);
  for (const [index, document] of documents.entries()) {
    if (index + 1 > after) yield cinRow(document, index);
  }
}

/**
 * Stores a CIN's trade items (children before their parents) for an upload in one transaction, all or none:
 * what `POST gdsn/messages` accepted, checked already. Answers how many items were stored.
 */
export async function storeCinItems(
  db: Db,
  owner: UploadOwner,
  upload: UploadRow,
  documents: readonly CinDocument[],
): Promise<number> {
  const rows = documents.map(cinRow);
  if (rows.length === 0) return 0;
  const checked = checkBatch(owner, 'cin', rows, new Map());
  await db.transaction().execute((trx) => writeChecked(trx, owner, { upload, how: 'cin' }, checked, rows));
  return checked.items.length;
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
 * The keys the file has had so far: the row of each and, from a CIN, its document as checked. A key read
 * before a restart has no document (`keysWrittenBy`).
 */
type SeenKeys = Map<string, { row: number; document?: string }>;

/**
 * Rows checked one by one. A row that cannot be identified is reported with all its problems; any other row is
 * stored (validation judges its values), a key the file already had excepted: that is a failure pointing at
 * the earlier row, but in a CIN, which repeats a lower level under each parent that holds it, the same trade
 * item again is no failure (a key read before a restart is taken as the same). What the file said of a stored
 * row's hierarchy that could not be read is reported with it.
 */
function checkBatch(owner: UploadOwner, source: UploadSource, rows: readonly SourceRow[], seen: SeenKeys): Checked {
  const checked: Checked = { items: [], failures: [] };
  for (const row of rows) {
    const bounds = [
      ...(row.tree ? treeBounds(row.tree).map((reason) => ({ attribute: null, reason })) : []),
      ...(row.placed ? placedBounds(row.placed).map(({ code, reason }) => ({ attribute: code, reason })) : []),
    ];
    const outcome = bounds.length ? { document: null, problems: bounds } : uploadedDocument(owner, row.raw, source);
    const problems = [...outcome.problems, ...row.problems];
    if (outcome.document) {
      const key = documentKey(outcome.document);
      const earlier = seen.get(key);
      const document = source === 'cin' ? JSON.stringify(outcome.document) : undefined;
      if (earlier === undefined) {
        seen.set(key, { row: row.rowNumber, document });
        checked.items.push({
          rowNumber: row.rowNumber,
          document: outcome.document,
          ...(row.tree ? { tree: row.tree } : {}),
          ...(row.placed ? { placed: row.placed } : {}),
          children: row.children,
        });
      } else if (source === 'template' || (earlier.document !== undefined && earlier.document !== document)) {
        problems.unshift({
          attribute: 'Coding1A',
          reason: `This GTIN, target market and information provider are already in row ${earlier.row} of the file.`,
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

/** An upload's row and how its items' versions came (a file uploaded, or an inbound CIN). */
interface UploadWrite {
  upload: UploadRow;
  how: ItemVersionSource;
}

/** Writes checked rows in the caller's transaction: items, hierarchy links, failures and the cursor. */
async function writeChecked(trx: Db, owner: UploadOwner, write: UploadWrite, checked: Checked, rows: SourceRow[]) {
  const { upload } = write;
  const now = nowIso();
  const failures = [...checked.failures];
  const ids = await storeUploadedItems(trx, owner, { id: upload.id, source: write.how }, checked.items, now);
  for (const [index, item] of checked.items.entries()) {
    if (item.children.length === 0) continue;
    const parent = {
      id: ids[index]!,
      targetMarket: item.document['Coding1AF'] as string,
      infoProviderGln: item.document['Parties1A'] as string,
    };
    for (const reason of await linkUploadedChildren(trx, owner.companyId, parent, item.children)) {
      failures.push({
        row_number: item.rowNumber,
        gtin: item.document['Coding1A'] as string,
        attribute: 'Hierarchy1A',
        reason,
      });
    }
  }
  await insertFailures(
    trx,
    failures.map((f) => ({ ...f, upload_id: upload.id, company_id: upload.company_id })),
  );
  await trx
    .updateTable('catalog_upload')
    .set((eb) => ({
      rows_done: rows[rows.length - 1]!.rowNumber,
      items_done: eb('items_done', '+', rows.length),
      stored_count: eb('stored_count', '+', checked.items.length),
      failure_count: eb('failure_count', '+', new Set(failures.map((f) => f.row_number)).size),
    }))
    .where('id', '=', upload.id)
    .execute();
}

/** The part of a checked batch that one row wrote. */
const rowPart = (checked: Checked, rowNumber: number): Checked => ({
  items: checked.items.filter((i) => i.rowNumber === rowNumber),
  failures: checked.failures.filter((f) => f.row_number === rowNumber),
});

const NOT_STORED =
  'The item could not be stored: the database refused it. The other items of the file were stored; Tradepool support can look into this row.';

/**
 * Writes one batch: items, hierarchy links, failures and the cursor, all or nothing. When the database refuses
 * the batch, each row is written alone, so one item it refuses fails alone and the others are stored: that
 * row is reported instead. Should even the report fail, the database itself is at fault, and the job stops to
 * be run again from the last committed row.
 */
async function commitBatch(
  db: Db,
  owner: UploadOwner,
  upload: UploadRow,
  source: UploadSource,
  rows: SourceRow[],
  seen: SeenKeys,
) {
  const checked = checkBatch(owner, source, rows, seen);
  const write: UploadWrite = { upload, how: source === 'cin' ? 'xml-upload' : 'upload' };
  await nextTurn();
  try {
    await db.transaction().execute((trx) => writeChecked(trx, owner, write, checked, rows));
    return;
  } catch {
    // Written again row by row below.
  }
  for (const row of rows) {
    const part = rowPart(checked, row.rowNumber);
    try {
      await db.transaction().execute((trx) => writeChecked(trx, owner, write, part, [row]));
    } catch {
      // Not stored, so a repeat of it later in the file is not taken as stored.
      for (const item of part.items) seen.delete(documentKey(item.document));
      const failure = { row_number: row.rowNumber, gtin: row.gtin, attribute: null, reason: NOT_STORED };
      await db
        .transaction()
        .execute((trx) => writeChecked(trx, owner, write, { items: [], failures: [failure] }, [row]));
    }
  }
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
  const seen: SeenKeys = new Map();
  for (const written of await keysWrittenBy(db, upload.id)) {
    seen.set(rowKey(written), { row: written.upload_row ?? 0 });
  }
  const source: UploadSource = upload.format === 'xml' ? 'cin' : 'template';
  const rowsOf = source === 'cin' ? xmlSource : xlsxSource;
  let batch: SourceRow[] = [];
  let read = upload.items_done;
  // The next batch is read while the last one is written, so on PostgreSQL the parsing of the file (the
  // job's main cost) overlaps the database's work. One batch in flight at most: commits stay in file order.
  let writing: Promise<void> = Promise.resolve();
  const write = (rows: SourceRow[]) => {
    writing = commitBatch(db, owner, upload, source, rows, seen).then(async () => {
      read += rows.length;
      await progress(Math.min(99, Math.round((read / Math.max(upload.item_count, 1)) * 100)));
    });
    // Awaited before the next batch; this only keeps a failure from counting as unhandled until then.
    writing.catch(() => {});
  };
  try {
    for await (const row of rowsOf(storedSource(files, uploadKey(upload.storage_path)), upload.rows_done)) {
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
