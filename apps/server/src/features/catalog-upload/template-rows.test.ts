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

describe('templateRows with GS1 Digital Links', () => {
  it('reads the GTIN of a Digital Link URI in a GTIN cell and passes over the download’s Digital Link column', async () => {
    const file = path.join(await fs.mkdtemp(path.join(os.tmpdir(), 'template-rows-')), 'links.xlsx');
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Catalog');
    sheet.addRow(['GTIN', 'Net Content', 'GS1 Digital Link']);
    sheet.addRow(['Coding1A', 'Measure1D', 'GS1 Digital Link']);
    sheet.addRow(['https://id.gs1.org/01/09521234543213', '1', 'https://id.gs1.org/01/00000000000000']);
    sheet.addRow(['https://brand.example/products/01/9521234543213?17=261231', '2', null]);
    // A wrong check digit stays the digits the URI wrote, for the GTIN check to refuse as it would typed ones.
    sheet.addRow(['https://id.gs1.org/01/09521234543214', '3', null]);
    sheet.addRow(['https://example.com/about', '4', null]);
    await book.xlsx.writeFile(file);
    const rows = [];
    for await (const row of templateRows(fileSource(file))) rows.push(row.cells);
    expect(rows).toEqual([
      { Coding1A: '09521234543213', Measure1D: '1' },
      { Coding1A: '9521234543213', Measure1D: '2' },
      { Coding1A: '09521234543214', Measure1D: '3' },
      { Coding1A: 'https://example.com/about', Measure1D: '4' },
    ]);
  });
});
