import ExcelJS from 'exceljs';
import { CATALOG_CODE_ROW, CATALOG_FIRST_DATA_ROW, catalogCellEntries, type ItemAttributes } from '@tradepool/domain';
import type { TestApp } from './test-app.js';

/**
 * The GTIN template as a user fills it: downloaded through the API, items written from row 3 in the columns
 * row 2 names (each cell as text), saved by exceljs as a spreadsheet program would.
 */
export async function filledTemplate(t: TestApp, token: string, items: readonly ItemAttributes[]): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/mds/app/gdsn/download/template',
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`template download failed: ${response.statusCode}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const columnOf = new Map<string, number>();
  sheet.getRow(CATALOG_CODE_ROW).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  items.forEach((attributes, index) => {
    const row = sheet.getRow(CATALOG_FIRST_DATA_ROW + index);
    for (const [code, text] of catalogCellEntries(attributes)) row.getCell(columnOf.get(code)!).value = text;
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
