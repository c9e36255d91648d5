import {
  CATALOG_CODE_ROW,
  CATALOG_DIGITAL_LINK_COLUMN,
  CATALOG_ERRORS_COLUMN,
  CATALOG_FIRST_DATA_ROW,
  UPLOAD_ERRORS,
  attributesFromCatalogCells,
  catalogColumnByKey,
  gtinOfDigitalLinkOrSelf,
  type ItemAttributes,
} from '@tradepool/domain';
import { countFilledRows } from '../../files/sheet-row-count.js';
import type { ByteSource } from '../../files/file-store.js';
import { readSheetRows, type Cell, type SheetRow } from '../../files/sheet-rows.js';
import { columnLetter } from '../../files/sheet-xml.js';
import { SheetBoundsError } from '../../files/workbook-bounds.js';
import type { DictionaryEntry } from '../../gdsn/dictionary/dictionary.js';
import { formatColumnCode, parseColumnCode, type TreePlace } from '../../gdsn/document/column-code.js';
import type { PlacedValue } from '../../gdsn/document/placed-values.js';

/** Thrown when the file as a whole cannot be read as the GTIN template. */
export class UploadFileError extends Error {}

/** A file refused as a whole: not the template, or past the workbook's bounds; else the reader's own fault. */
const refusesFile = (error: unknown) => error instanceof UploadFileError || error instanceof SheetBoundsError;

/**
 * One item row of the template: its row number, its cells by attribute code (not yet checked) and the values of
 * its GDSN columns (row 2 a place in the tradeItem, `gdsn/document/column-code.ts`), filled ones only.
 */
export interface TemplateRow {
  rowNumber: number;
  cells: Record<string, string | null>;
  placed: PlacedValue[];
}

/** A template row's attributes and the GTIN as written (for the failure report). */
export function rowAttributes(row: TemplateRow): { raw: ItemAttributes; gtin: string | null } {
  return { raw: attributesFromCatalogCells(row.cells), gtin: row.cells['Coding1A']?.trim() ?? null };
}

/**
 * A number cell as the decimal text the dictionary reads: a GTIN or code a spreadsheet program turned into a
 * number comes back without exponent or separators, a small quantity (1.2E-07 g of a vitamin) as 0.00000012,
 * and binary noise past the 15 significant digits spreadsheet programs keep (0.14300000000000002) is dropped.
 */
export function numberText(cell: number): string {
  if (Number.isInteger(cell)) return BigInt(cell).toString();
  const rounded = Number(cell.toPrecision(15));
  const text = String(rounded);
  return text.includes('e') ? rounded.toFixed(20).replace(/0+$/, '') : text;
}

const cellText = (cell: Cell | undefined): string | null => {
  if (cell === null || cell === undefined) return null;
  const text = typeof cell === 'number' ? numberText(cell) : cell;
  return text.trim() === '' ? null : text;
};

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

// Spreadsheet programs count days from 12/30/1899; 2958465 is 12/31/9999.
const SERIAL_DAY_ZERO = Date.UTC(1899, 11, 30);
const LAST_SERIAL_DAY = 2958465;

/** A spreadsheet date serial (46037) as yyyy-mm-dd. */
const serialDate = (serial: number) =>
  new Date(SERIAL_DAY_ZERO + Math.floor(serial) * 86_400_000).toISOString().slice(0, 10);

/**
 * A data cell as its column reads it. A GTIN a spreadsheet program holds as a number has lost its leading
 * zeros (0009542013899 became 9542013899): zeros never change a GS1 check digit, so it is read padded to 14
 * digits. A GTIN cell may hold the item's GS1 Digital Link URI instead (what a QR code on the pack reads): its
 * GTIN is read, and checked as typed digits are. A date cell (its day serial, as the streaming reader gives it) or a date typed yyyy-mm-dd is read as
 * the mm/dd/yyyy the dictionary writes.
 */
function columnText(code: string, cell: Cell | undefined): string | null {
  const text = cellText(cell);
  if (text === null) return null;
  const type = catalogColumnByKey(code)?.type;
  if (type === 'gtin' && typeof cell === 'number' && /^\d{1,13}$/.test(text)) return text.padStart(14, '0');
  if (type === 'gtin') return gtinOfDigitalLinkOrSelf(text);
  if (type !== 'date') return text;
  const iso = typeof cell === 'number' && cell > 0 && cell <= LAST_SERIAL_DAY ? serialDate(cell) : text.trim();
  const date = ISO_DATE.exec(iso);
  return date ? `${date[2]}/${date[3]}/${date[1]}` : text;
}

/** A GDSN column's value as GS1 XML writes it: a date cell as yyyy-mm-dd, a spreadsheet's TRUE as true. */
function placedText(entry: DictionaryEntry, cell: Cell | undefined): string | null {
  const text = cellText(cell);
  if (text === null) return null;
  if (entry.valueType === 'date' && typeof cell === 'number' && cell > 0 && cell <= LAST_SERIAL_DAY) {
    return serialDate(cell);
  }
  return entry.valueType === 'boolean' && /^(true|false)$/i.test(text) ? text.toLowerCase() : text;
}

interface TreeColumnAt {
  index: number;
  place: TreePlace;
  entry: DictionaryEntry;
}

/** What row 2 says the columns hold: attribute codes by position, and the GDSN columns' places. */
interface ColumnCodes {
  codes: (string | null)[];
  places: TreeColumnAt[];
}

/**
 * Row 2 read: each code a template column, a GDSN column's place, or the Digital Link or failed items' Errors
 * column (passed over); any other code refuses the file, naming the column, as does a place two columns hold. A workbook
 * without the GTIN's code is not the template.
 */
function columnCodes(row: SheetRow): ColumnCodes {
  const texts = row.cells.map((cell) => cellText(cell)?.trim() ?? null);
  if (!texts.includes('Coding1A')) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
  const codes = texts.map((text) => (text && catalogColumnByKey(text) ? text : null));
  const places: TreeColumnAt[] = [];
  const columnOf = new Map<string, number>();
  texts.forEach((text, index) => {
    if (!text || codes[index] || text === CATALOG_ERRORS_COLUMN || text === CATALOG_DIGITAL_LINK_COLUMN) return;
    const parsed = parseColumnCode(text);
    if ('problem' in parsed) {
      throw new UploadFileError(UPLOAD_ERRORS.unknownColumn(columnLetter(index), text, parsed.problem));
    }
    const code = formatColumnCode(parsed.place);
    const first = columnOf.get(code);
    if (first !== undefined) {
      throw new UploadFileError(UPLOAD_ERRORS.repeatedColumn(columnLetter(first), columnLetter(index), code));
    }
    columnOf.set(code, index);
    places.push({ index, ...parsed });
  });
  return { codes, places };
}

/**
 * The item rows of a GTIN template workbook (the catalog layout: codes in row 2, items from row 3), read as
 * a stream; wholly empty rows are skipped. `after` skips rows up to that number (a resumed job).
 */
export async function* templateRows(source: ByteSource, after = 0): AsyncGenerator<TemplateRow> {
  let columns: ColumnCodes | null = null;
  try {
    for await (const row of readSheetRows(source, 'xlsx')) {
      if (row.row === CATALOG_CODE_ROW) columns = columnCodes(row);
      if (row.row < CATALOG_FIRST_DATA_ROW || row.row <= after) continue;
      if (!columns) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
      const cells: Record<string, string | null> = {};
      let filled = false;
      columns.codes.forEach((code, index) => {
        if (!code) return;
        const text = columnText(code, row.cells[index]);
        if (text !== null) filled = true;
        cells[code] = text;
      });
      const placed: PlacedValue[] = [];
      for (const { index, place, entry } of columns.places) {
        const value = placedText(entry, row.cells[index]);
        if (value !== null) placed.push({ place, value: value.trim() });
      }
      if (!filled && placed.length === 0) continue;
      yield { rowNumber: row.row, cells, placed };
    }
  } catch (error) {
    if (refusesFile(error)) throw error;
    // exceljs and its unzipper fail in many ways on a file that is not a workbook; all mean the same here.
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
  if (!columns) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
}

/** Refuses a workbook whose first sheet has no attribute codes in row 2 (read no further than that row). */
async function checkCodeRow(source: ByteSource): Promise<void> {
  try {
    for await (const row of readSheetRows(source, 'xlsx')) {
      if (row.row < CATALOG_CODE_ROW) continue;
      if (row.row === CATALOG_CODE_ROW) columnCodes(row);
      return;
    }
  } catch (error) {
    if (refusesFile(error)) throw error;
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
  throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
}

/**
 * How many item rows the template holds, stopping once past `limit`: the request's quick look. The code row
 * is checked with the workbook reader; the rows are counted from the sheet's XML (a full parse is the job's).
 */
export async function countTemplateRows(source: ByteSource, limit: number): Promise<number> {
  await checkCodeRow(source);
  try {
    return await countFilledRows(source, CATALOG_FIRST_DATA_ROW, limit);
  } catch (error) {
    if (error instanceof SheetBoundsError) throw error;
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
}
