import {
  CATALOG_CODE_ROW,
  CATALOG_FIRST_DATA_ROW,
  UPLOAD_ERRORS,
  attributesFromCatalogCells,
  catalogColumnByKey,
  type ItemAttributes,
} from '@tradepool/domain';
import { countFilledRows } from '../../files/sheet-row-count.js';
import { readSheetRows, type Cell, type SheetRow } from '../../files/sheet-rows.js';

/** Thrown when the file as a whole cannot be read as the GTIN template. */
export class UploadFileError extends Error {}

/** One item row of the template: its row number and its cells by attribute code (not yet checked). */
export interface TemplateRow {
  rowNumber: number;
  cells: Record<string, string | null>;
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

/** Row 2's codes by column position; a workbook without them is not the template. */
function columnCodes(row: SheetRow): (string | null)[] {
  const codes = row.cells.map((cell) => {
    const text = cellText(cell)?.trim() ?? null;
    return text && catalogColumnByKey(text) ? text : null;
  });
  if (!codes.some((code) => code === 'Coding1A')) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
  return codes;
}

/**
 * The item rows of a GTIN template workbook (the catalog layout: codes in row 2, items from row 3), read as
 * a stream; wholly empty rows are skipped. `after` skips rows up to that number (a resumed job).
 */
export async function* templateRows(file: string, after = 0): AsyncGenerator<TemplateRow> {
  let codes: (string | null)[] | null = null;
  try {
    for await (const row of readSheetRows(file, 'xlsx')) {
      if (row.row === CATALOG_CODE_ROW) codes = columnCodes(row);
      if (row.row < CATALOG_FIRST_DATA_ROW || row.row <= after) continue;
      if (!codes) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
      const cells: Record<string, string | null> = {};
      let filled = false;
      codes.forEach((code, index) => {
        if (!code) return;
        const text = cellText(row.cells[index]);
        if (text !== null) filled = true;
        cells[code] = text;
      });
      if (!filled) continue;
      yield { rowNumber: row.row, cells };
    }
  } catch (error) {
    if (error instanceof UploadFileError) throw error;
    // exceljs and its unzipper fail in many ways on a file that is not a workbook; all mean the same here.
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
  if (!codes) throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
}

/** Refuses a workbook whose first sheet has no attribute codes in row 2 (read no further than that row). */
async function checkCodeRow(file: string): Promise<void> {
  try {
    for await (const row of readSheetRows(file, 'xlsx')) {
      if (row.row < CATALOG_CODE_ROW) continue;
      if (row.row === CATALOG_CODE_ROW) columnCodes(row);
      return;
    }
  } catch (error) {
    if (error instanceof UploadFileError) throw error;
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
  throw new UploadFileError(UPLOAD_ERRORS.notTemplate);
}

/**
 * How many item rows the template holds, stopping once past `limit`: the request's quick look. The code row
 * is checked with the workbook reader; the rows are counted from the sheet's XML (a full parse is the job's).
 */
export async function countTemplateRows(file: string, limit: number): Promise<number> {
  await checkCodeRow(file);
  try {
    return await countFilledRows(file, CATALOG_FIRST_DATA_ROW, limit);
  } catch {
    throw new UploadFileError(UPLOAD_ERRORS.unreadable('an .xlsx workbook (the GTIN template)'));
  }
}
