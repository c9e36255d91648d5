import ExcelJS from 'exceljs';
import { csvRecords } from './csv.js';
import type { ByteSource } from './file-store.js';
import { SHEET_BOUNDS_ERRORS, SHEET_MAX_CELL_CHARS, SheetBoundsError, checkWorkbookBounds } from './workbook-bounds.js';

/** A cell as read: text, a number (spreadsheets keep GTINs and codes as numbers), or empty. */
export type Cell = string | number | null;

/** One row of the first worksheet (or of the CSV file), numbered as a spreadsheet shows it. */
export interface SheetRow {
  row: number;
  cells: Cell[];
}

export type SheetKind = 'xlsx' | 'csv';

/** The plain value of an exceljs cell: rich text joined, formulas by their result, links by their text. */
function cellValue(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    const v = value as {
      richText?: Array<{ text?: string }>;
      result?: unknown;
      text?: unknown;
      error?: string;
      sharedString?: number;
    };
    if (Array.isArray(v.richText)) return v.richText.map((r) => r.text ?? '').join('');
    if ('result' in v) return cellValue(v.result);
    if ('text' in v) return cellValue(v.text);
    if (typeof v.error === 'string') return v.error;
  }
  return null;
}

/**
 * The rows of the first worksheet. The workbook is checked against its bounds first (one inflating pass),
 * so that exceljs, which holds the shared texts and each row whole, never meets a bomb.
 */
async function* xlsxRows(source: ByteSource): AsyncGenerator<SheetRow> {
  await checkWorkbookBounds(source);
  const input = await source();
  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, {
      worksheets: 'emit',
      sharedStrings: 'cache',
      hyperlinks: 'ignore',
      styles: 'ignore',
      entries: 'ignore',
    });
    for await (const worksheet of workbook) {
      for await (const row of worksheet) {
        const values = row.values as unknown[];
        const cells: Cell[] = [];
        // exceljs numbers columns from 1; index 0 is always empty.
        for (let column = 1; column < values.length; column++) {
          const cell = cellValue(values[column]);
          if (typeof cell === 'string' && cell.length > SHEET_MAX_CELL_CHARS) {
            throw new SheetBoundsError(SHEET_BOUNDS_ERRORS.cell);
          }
          cells.push(cell);
        }
        yield { row: row.number, cells };
      }
      // Only the first worksheet is the cross-reference list.
      return;
    }
  } finally {
    input.destroy();
  }
}

async function* csvRows(source: ByteSource): AsyncGenerator<SheetRow> {
  let row = 0;
  for await (const fields of csvRecords((await source()).setEncoding('utf8'))) {
    row++;
    yield { row, cells: fields };
  }
}

/** The rows of an uploaded file, read as a stream so that memory does not grow with the file. */
export function readSheetRows(source: ByteSource, kind: SheetKind): AsyncGenerator<SheetRow> {
  return kind === 'xlsx' ? xlsxRows(source) : csvRows(source);
}
