import fs from 'node:fs';
import ExcelJS from 'exceljs';
import {
  CATALOG_CODE_ROW,
  CATALOG_FIRST_DATA_ROW,
  catalogCellEntries,
  sampleReadyItem,
  type ItemAttributes,
} from '@tradepool/domain';

interface OffProduct {
  code: string;
  product_name?: string;
  brands?: string;
}

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max).trim() : text);

/**
 * Real products (Open Food Facts, the demo catalog's source) as a publisher would type them into the GTIN
 * template: GTIN as printed (8 or 13 digits; a few fail the GS1 check digit, as in real data), name, brand,
 * and the rest of the 32 required attributes a base unit needs.
 */
export function realProductItems(count: number, from: number): ItemAttributes[] {
  const lines = fs.readFileSync('apps/server/src/resources/demo/off-products.jsonl', 'utf8').trim().split('\n');
  return lines.slice(from, from + count).map((line, index) => {
    const product = JSON.parse(line) as OffProduct;
    const name = cut((product.product_name || `Product ${product.code}`).replace(/\s+/g, ' ').trim(), 45);
    const brand = cut((product.brands ?? '').split(',')[0]!.trim() || 'Northwind', 35);
    return sampleReadyItem(product.code, {
      Coding1B: `UP-${String(from + index).padStart(5, '0')}`,
      Descriptions1E: name,
      Descriptions1A: brand,
      Descriptions1B: 'Food',
      Descriptions1C: cut(name, 35),
      Parties1C: '0761305000019',
      Parties1D: 'Northwind Foods',
    });
  });
}

/** Writes the items into the downloaded template (columns matched by row 2's codes), as a user would. */
export async function fillTemplate(templatePath: string, items: readonly ItemAttributes[], out: string): Promise<void> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(templatePath);
  const sheet = workbook.getWorksheet('Catalog')!;
  const columnOf = new Map<string, number>();
  sheet.getRow(CATALOG_CODE_ROW).eachCell((cell, column) => columnOf.set(String(cell.value), column));
  items.forEach((attributes, index) => {
    const row = sheet.getRow(CATALOG_FIRST_DATA_ROW + index);
    for (const [code, text] of catalogCellEntries(attributes)) row.getCell(columnOf.get(code)!).value = text;
  });
  await workbook.xlsx.writeFile(out);
}
