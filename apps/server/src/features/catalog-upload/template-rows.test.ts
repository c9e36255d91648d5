import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../../files/file-store.js';
import { numberText, templateRows } from './template-rows.js';

describe('numberText', () => {
  it('writes a number cell as the decimal a spreadsheet program shows', () => {
    expect(numberText(4006381333931)).toBe('4006381333931');
    expect(numberText(0.3)).toBe('0.3');
    expect(numberText(1.2e-7)).toBe('0.00000012');
    expect(numberText(0.14300000000000002)).toBe('0.143');
    expect(numberText(-2.5)).toBe('-2.5');
  });
});

describe('templateRows', () => {
  it('reads a GTIN held as a number with its leading zeros, and a date cell as mm/dd/yyyy', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'template-rows-')), 'numbers.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Catalog');
    sheet.addRow(['GTIN', 'Effective Date', 'Net Content']);
    sheet.addRow(['Coding1A', 'Dates1A', 'Measure1D']);
    // A spreadsheet program's numbers: 0009542013899 lost its zeros, the date is a date cell.
    sheet.addRow([9542013899, new Date(Date.UTC(2026, 0, 15)), 0.3]);
    sheet.addRow(['00001779', '2026-02-01', '12']);
    await book.xlsx.writeFile(file);
    const rows = [];
    for await (const row of templateRows(fileSource(file))) rows.push(row.cells);
    expect(rows).toEqual([
      { Coding1A: '00009542013899', Dates1A: '01/15/2026', Measure1D: '0.3' },
      { Coding1A: '00001779', Dates1A: '02/01/2026', Measure1D: '12' },
    ]);
  });
});
