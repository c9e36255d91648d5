import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineCell, inlineCellBomb, sharedStringsBomb, workbookOf } from '../test/zip-bombs.js';
import type { ByteSource } from './file-store.js';
import { countFilledRows } from './sheet-row-count.js';
import { readSheetRows } from './sheet-rows.js';
import { SHEET_BOUNDS_ERRORS, SHEET_MAX_CELL_CHARS, WORKBOOK_LIMITS, checkWorkbookBounds } from './workbook-bounds.js';

const MB = 1024 * 1024;
const sourceOf =
  (archive: Buffer): ByteSource =>
  async () =>
    Readable.from([archive]);

async function rowsOf(archive: Buffer) {
  const rows = [];
  for await (const row of readSheetRows(sourceOf(archive), 'xlsx')) rows.push(row);
  return rows;
}

const header = `<row r="1">${inlineCell('A1', 'productCode')}</row>`;
describe('checkWorkbookBounds, before the spreadsheet reader sees a workbook', () => {
  it('lets an ordinary workbook through to the reader, shared texts and inline cells alike', async () => {
    const archive = workbookOf(
      [
        [header, 1],
        [`<row r="2"><c r="A2" t="s"><v>0</v></c>${inlineCell('B2', 'x'.repeat(SHEET_MAX_CELL_CHARS))}</row>`, 1],
      ],
      [['<si><t>HB-1</t></si>', 1]],
    );
    await expect(checkWorkbookBounds(sourceOf(archive))).resolves.toBeUndefined();
    const rows = await rowsOf(archive);
    expect(rows.map((r) => r.cells[0])).toEqual(['productCode', 'HB-1']);
    expect((rows[1]!.cells[1] as string).length).toBe(SHEET_MAX_CELL_CHARS);
  });

  it('refuses 400 shared texts of 1 MiB, at the first', async () => {
    const archive = sharedStringsBomb();
    expect(archive.length).toBeLessThan(600 * 1024);
    await expect(rowsOf(archive)).rejects.toThrow(SHEET_BOUNDS_ERRORS.cell);
  });

  it('refuses an inline cell of 300 MiB, within its first 200 KB', async () => {
    await expect(rowsOf(inlineCellBomb())).rejects.toThrow(SHEET_BOUNDS_ERRORS.cell);
  });

  it('refuses a cell one character past what a spreadsheet cell holds', async () => {
    const archive = workbookOf([
      [header, 1],
      [`<row r="2">${inlineCell('A2', 'x'.repeat(SHEET_MAX_CELL_CHARS + 1))}</row>`, 1],
    ]);
    await expect(checkWorkbookBounds(sourceOf(archive))).resolves.toBeUndefined();
    await expect(rowsOf(archive)).rejects.toThrow(SHEET_BOUNDS_ERRORS.cell);
  });

  it('refuses shared texts past 64 MB, which the reader would hold', async () => {
    const archive = workbookOf(
      [[header, 1]],
      [
        ['<si><t>', 1],
        [`${'x'.repeat(100_000)}</t></si><si><t>`, 700],
        ['</t></si>', 1],
      ],
    );
    await expect(rowsOf(archive)).rejects.toThrow(SHEET_BOUNDS_ERRORS.sharedStrings);
  });

  it('refuses a row past 16 MB, its cells each within bounds', async () => {
    const cell = inlineCell('A2', 'x'.repeat(30_000));
    const archive = workbookOf([
      [header, 1],
      ['<row r="2">', 1],
      [cell, 600],
      ['</row>', 1],
    ]);
    await expect(rowsOf(archive)).rejects.toThrow(SHEET_BOUNDS_ERRORS.row);
  });

  it('counts what a workbook unpacks to as it inflates, whatever its headers declare', async () => {
    // The bound is 2 GB; 32 MB here, to inflate less.
    const limits = { ...WORKBOOK_LIMITS, total: 32 * MB };
    const row = `<row r="2">${' '.repeat(100_000)}</row>`;
    const within = workbookOf([
      [header, 1],
      [row, 300],
    ]);
    await expect(checkWorkbookBounds(sourceOf(within), limits)).resolves.toBeUndefined();
    const past = workbookOf([
      [header, 1],
      [row, 400],
    ]);
    expect(past.length).toBeLessThan(MB);
    await expect(checkWorkbookBounds(sourceOf(past), limits)).rejects.toThrow(SHEET_BOUNDS_ERRORS.total);
  });
});

describe('countFilledRows', () => {
  it('stops at a row past 16 MB instead of searching it again for every chunk', async () => {
    await expect(countFilledRows(sourceOf(inlineCellBomb()), 2, 1000)).rejects.toThrow(SHEET_BOUNDS_ERRORS.row);
  });
});
