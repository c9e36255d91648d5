import {
  CROSS_REFERENCE_COLUMNS,
  parseGtin,
  SERVER_ERRORS,
  type CrossReferenceItem,
  type CrossReferenceRowError,
  type GtinProblem,
} from '@tradepool/domain';
import { badRequest, tooLarge } from '../../errors.js';
import type { Cell, SheetRow } from '../../files/sheet-rows.js';

export type CrossReferenceColumn = (typeof CROSS_REFERENCE_COLUMNS)[number];

export interface CrossReferenceRows {
  /** The columns the header row has, in CROSS_REFERENCE_COLUMNS order (the only ones an upload writes). */
  columns: CrossReferenceColumn[];
  /** The first MAX_REPORTED_ERRORS rejected rows; `rejectedCount` counts them all. */
  errors: CrossReferenceRowError[];
  rowCount: number;
  acceptedCount: number;
  rejectedCount: number;
}

/** How many rejected rows an answer lists; a file with more still counts them all. */
export const MAX_REPORTED_ERRORS = 1000;

const MAX_LENGTH: Record<CrossReferenceColumn, number> = {
  gtin: 14,
  productCode: 50,
  description: 200,
  brandName: 100,
  mpc: 50,
  unitDescriptor: 50,
};

const LABEL: Record<CrossReferenceColumn, string> = {
  gtin: 'GTIN',
  productCode: 'Product code',
  description: 'Description',
  brandName: 'Brand name',
  mpc: 'MPC',
  unitDescriptor: 'Unit descriptor',
};

export const ROW_REASONS = {
  productCodeRequired: 'Product code is required.',
  productCodeRepeats: (row: number) => `Product code repeats row ${row}.`,
  gtin: {
    format: 'GTIN must have 8, 12, 13 or 14 digits.',
    checkDigit: 'GTIN check digit is wrong.',
    zero: 'GTIN must not be all zeros.',
  } satisfies Record<GtinProblem, string>,
  tooLong: (column: CrossReferenceColumn) => `${LABEL[column]} is longer than ${MAX_LENGTH[column]} characters.`,
} as const;

/** "Product Code", "product_code" and "PRODUCTCODE" all name productCode. */
const normalise = (name: string) => name.toLowerCase().replace(/[\s_-]+/g, '');
const HEADER_NAMES = new Map(CROSS_REFERENCE_COLUMNS.map((c) => [normalise(c), c]));

function text(cell: Cell | undefined): string | null {
  if (cell === null || cell === undefined) return null;
  const value = typeof cell === 'number' ? numberText(cell) : cell.trim();
  return value === '' ? null : value;
}

function numberText(n: number): string {
  return Number.isSafeInteger(n) ? n.toFixed(0) : String(n);
}

/**
 * A GTIN as the row gives it. A spreadsheet keeps a GTIN typed into a number cell as a number and drops
 * its leading zeros (036000291452 becomes 36000291452); such a number of 8 to 14 digits gets its zeros
 * back, which is what the 14-digit form adds anyway. Text is taken as written.
 */
function gtinOf(cell: Cell | undefined): { given: string; digits: string } | null {
  const given = text(cell);
  if (given === null) return null;
  const restoreZeros = typeof cell === 'number' && /^\d{8,14}$/.test(given);
  return { given, digits: restoreZeros ? given.padStart(14, '0') : given };
}

function headerColumns(cells: Cell[]): Map<CrossReferenceColumn, number> {
  const columns = new Map<CrossReferenceColumn, number>();
  cells.forEach((cell, index) => {
    const name = text(cell);
    const column = name === null ? undefined : HEADER_NAMES.get(normalise(name));
    if (!column) return;
    if (columns.has(column)) throw badRequest(SERVER_ERRORS.crossRefRepeatedColumn(column));
    columns.set(column, index);
  });
  if (!columns.has('productCode')) throw badRequest(SERVER_ERRORS.crossRefMissingColumn('productCode'));
  return columns;
}

const isBlank = (cells: Cell[]) => cells.every((c) => text(c) === null);

/**
 * Reads the header row (the first non-blank row) and checks every data row: productCode required and
 * unique in the file, GTIN optional but valid, lengths within the columns'. Good rows go to `accept` as
 * they are read; blank rows are skipped and not counted. A file without a productCode column is refused
 * (400), one with more than `maxRows` data rows too (413): the caller stores nothing then.
 */
export async function checkRows(
  rows: AsyncIterable<SheetRow>,
  maxRows: number,
  accept: (item: CrossReferenceItem) => Promise<void> | void,
): Promise<CrossReferenceRows> {
  let columns: Map<CrossReferenceColumn, number> | null = null;
  let acceptedCount = 0;
  const errors: CrossReferenceRowError[] = [];
  const storedAt = new Map<string, number>();
  let rowCount = 0;
  let rejectedCount = 0;

  for await (const { row, cells } of rows) {
    if (isBlank(cells)) continue;
    if (!columns) {
      columns = headerColumns(cells);
      continue;
    }
    rowCount++;
    if (rowCount > maxRows) throw tooLarge(SERVER_ERRORS.crossRefTooManyRows(maxRows));

    const header = columns;
    const cell = (column: CrossReferenceColumn) => {
      const index = header.get(column);
      return index === undefined ? undefined : cells[index];
    };
    const gtin = gtinOf(cell('gtin'));
    const reject = (reason: string) => {
      rejectedCount++;
      if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, gtin: gtin?.given ?? null, reason });
    };

    const productCode = text(cell('productCode'));
    if (productCode === null) {
      reject(ROW_REASONS.productCodeRequired);
      continue;
    }
    const values = {
      productCode,
      description: text(cell('description')),
      brandName: text(cell('brandName')),
      mpc: text(cell('mpc')),
      unitDescriptor: text(cell('unitDescriptor')),
    };
    const tooLong = (['productCode', 'description', 'brandName', 'mpc', 'unitDescriptor'] as const).find(
      (column) => (values[column]?.length ?? 0) > MAX_LENGTH[column],
    );
    if (tooLong) {
      reject(ROW_REASONS.tooLong(tooLong));
      continue;
    }
    const earlier = storedAt.get(productCode);
    if (earlier !== undefined) {
      reject(ROW_REASONS.productCodeRepeats(earlier));
      continue;
    }
    let normalisedGtin: string | null = null;
    if (gtin) {
      const parsed = parseGtin(gtin.digits);
      if (!parsed.ok) {
        reject(ROW_REASONS.gtin[parsed.problem]);
        continue;
      }
      normalisedGtin = parsed.gtin;
    }
    storedAt.set(productCode, row);
    acceptedCount++;
    await accept({ ...values, gtin: normalisedGtin });
  }

  const header = columns;
  if (!header) throw badRequest(SERVER_ERRORS.crossRefNoHeader);
  return {
    columns: CROSS_REFERENCE_COLUMNS.filter((c) => header.has(c)),
    errors,
    rowCount,
    acceptedCount,
    rejectedCount,
  };
}
