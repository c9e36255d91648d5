import ExcelJS from 'exceljs';
import { CATALOG_CODE_ROW, CATALOG_FIRST_DATA_ROW, catalogCellEntries, type ItemAttributes } from '@tradepool/domain';
import type { TestApp } from './test-app.js';

/** What a filled template holds besides the sections' values: GS1 modules' columns and values in them. */
export interface TemplateFill {
  /** GS1 modules whose columns the template is downloaded with. */
  modules?: readonly string[];
  /** For each item (by its index), values by the GDSN column's code in row 2. */
  gdsn?: readonly Readonly<Record<string, string>>[];
}

/**
 * The GTIN template as a user fills it: downloaded through the API, items written from row 3 in the columns
 * row 2 names (each cell as text), saved by exceljs as a spreadsheet program would.
 */
export async function filledTemplate(
  t: TestApp,
  token: string,
  items: readonly ItemAttributes[],
  { modules = [], gdsn = [] }: TemplateFill = {},
): Promise<Buffer> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/mds/app/gdsn/download/template${modules.length ? `?modules=${modules.join('.')}` : ''}`,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200) throw new Error(`template download failed: ${response.statusCode}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const columnOf = new Map<string, number>();
  sheet.getRow(CATALOG_CODE_ROW).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  const column = (code: string) => {
    const found = columnOf.get(code);
    if (found === undefined) throw new Error(`the template has no column ${code}`);
    return found;
  };
  items.forEach((attributes, index) => {
    const row = sheet.getRow(CATALOG_FIRST_DATA_ROW + index);
    for (const [code, text] of catalogCellEntries(attributes)) row.getCell(column(code)).value = text;
    for (const [code, text] of Object.entries(gdsn[index] ?? {})) row.getCell(column(code)).value = text;
    row.commit();
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
