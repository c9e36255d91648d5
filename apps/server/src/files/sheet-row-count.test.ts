import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { fileSource } from './file-store.js';
import { countFilledRows } from './sheet-row-count.js';

const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'row-count-'));
afterAll(() => fs.rm(dir, { recursive: true, force: true }));

/** Rows 1–2 headers, then `filled` rows with values, with an empty (styled) row in between. */
async function workbook(name: string, filled: number, streaming: boolean): Promise<string> {
  const file = path.join(dir, name);
  const rows: (string | number | null)[][] = [
    ['GTIN', 'Name'],
    ['Coding1A', 'Descriptions1E'],
  ];
  for (let i = 0; i < filled; i++) rows.push([`0000000000${i}`, i % 2 ? `Item ${i}` : i], [null, null]);
  if (streaming) {
    const writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useSharedStrings: false });
    const sheet = writer.addWorksheet('Catalog');
    for (const row of rows) sheet.addRow(row).commit();
    sheet.commit();
    await writer.commit();
  } else {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Catalog');
    rows.forEach((row, i) => {
      sheet.addRow(row);
      if (row[0] === null)
        sheet.getRow(i + 1).getCell(1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFF0000' } };
    });
    book.addWorksheet('Other').addRow(['not counted']);
    await book.xlsx.writeFile(file);
  }
  return file;
}

describe('countFilledRows', () => {
  it('counts the rows with a value from the first data row, with shared or inline strings', async () => {
    expect(await countFilledRows(fileSource(await workbook('shared.xlsx', 7, false)), 3, 100)).toBe(7);
    expect(await countFilledRows(fileSource(await workbook('inline.xlsx', 1200, true)), 3, 10_000)).toBe(1200);
  });

  it('stops once past the limit', async () => {
    const count = await countFilledRows(fileSource(await workbook('limit.xlsx', 3000, true)), 3, 10);
    expect(count).toBeGreaterThan(10);
    expect(count).toBeLessThan(3000);
  });

  it('fails on a file that is not a workbook', async () => {
    const file = path.join(dir, 'text.xlsx');
    await fs.writeFile(file, 'not a zip');
    await expect(countFilledRows(fileSource(file), 3, 10)).rejects.toThrow();
  });
});
