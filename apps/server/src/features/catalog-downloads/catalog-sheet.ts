import type ExcelJS from 'exceljs';
import {
  CATALOG_CODE_ROW,
  CATALOG_COLUMNS,
  CATALOG_DIGITAL_LINK_COLUMN,
  CATALOG_FIRST_DATA_ROW,
  CATALOG_SHEET_NAME,
  catalogColumnHeader,
  type CatalogColumn,
} from '@tradepool/domain';
import type { TreeColumn } from '../../gdsn/document/column-code.js';

type Workbook = ExcelJS.stream.xlsx.WorkbookWriter;

const HEADER_FILL = (argb: string): ExcelJS.Fill => ({ type: 'pattern', pattern: 'solid', fgColor: { argb } });
const REQUIRED_FILL = HEADER_FILL('FFFFE7BA');
const LABEL_FILL = HEADER_FILL('FFE6F4FF');
const DERIVED_FILL = HEADER_FILL('FFF0F0F0');
const TREE_FILL = HEADER_FILL('FFE8F5E0');
const CODE_FONT: Partial<ExcelJS.Font> = { italic: true, size: 9, color: { argb: 'FF595959' } };

function columnWidth(column: CatalogColumn): number {
  if (column.type === 'longText') return 40;
  if (column.part === 'unit') return 12;
  return Math.min(36, Math.max(14, column.label.length + 4));
}

function labelFill(column: CatalogColumn): ExcelJS.Fill {
  if (column.derived) return DERIVED_FILL;
  return column.required && column.part !== 'field' ? REQUIRED_FILL : LABEL_FILL;
}

/**
 * What a catalog sheet holds besides the template's columns, after them: GDSN columns, the items' GS1 Digital
 * Link URIs (on the resolver given), then a note column.
 */
export interface CatalogSheetExtras {
  treeColumns?: readonly TreeColumn[];
  digitalLinkBase?: string;
  noteHeader?: string;
}

/**
 * The sheet of the catalog layout (see `catalog-columns.ts` in the domain): labels in row 1 (required ones
 * shaded and marked ` *`, system-kept ones grey, GDSN columns green), codes in row 2, both frozen with the GTIN
 * column; every column formatted as text, so GTINs keep their leading zeros and codes are not turned into
 * numbers or dates. The caller adds the item rows from row 3 and commits the sheet.
 */
export function addCatalogSheet(
  workbook: Workbook,
  { treeColumns = [], digitalLinkBase, noteHeader }: CatalogSheetExtras = {},
): ExcelJS.Worksheet {
  const sheet = workbook.addWorksheet(CATALOG_SHEET_NAME, {
    views: [{ state: 'frozen', xSplit: 1, ySplit: CATALOG_FIRST_DATA_ROW - 1 }],
  });
  const text = { numFmt: '@' };
  sheet.columns = [
    ...CATALOG_COLUMNS.map((column) => ({ key: column.key, width: columnWidth(column), style: text })),
    ...treeColumns.map((column) => ({
      key: column.code,
      width: Math.min(40, Math.max(14, column.label.length + 4)),
      style: text,
    })),
    ...(digitalLinkBase ? [{ key: CATALOG_DIGITAL_LINK_COLUMN, width: 48 }] : []),
    ...(noteHeader ? [{ key: noteHeader, width: 80 }] : []),
  ];
  // The Digital Link (written from the GTIN) and a note column (the failed items' errors) come last; a reader
  // passes over both.
  const trailing = [...(digitalLinkBase ? [CATALOG_DIGITAL_LINK_COLUMN] : []), ...(noteHeader ? [noteHeader] : [])];
  const labels = sheet.addRow([
    ...CATALOG_COLUMNS.map(catalogColumnHeader),
    ...treeColumns.map((column) => column.label),
    ...trailing,
  ]);
  labels.height = 30;
  labels.eachCell((cell, index) => {
    const column = CATALOG_COLUMNS[index - 1];
    cell.font = { bold: true };
    if (column) cell.fill = labelFill(column);
    else if (index <= CATALOG_COLUMNS.length + treeColumns.length) cell.fill = TREE_FILL;
    else if (digitalLinkBase && index === CATALOG_COLUMNS.length + treeColumns.length + 1) cell.fill = DERIVED_FILL;
    cell.alignment = { vertical: 'middle', wrapText: true };
  });
  labels.commit();
  const codes = sheet.addRow([
    ...CATALOG_COLUMNS.map((column) => column.key),
    ...treeColumns.map((column) => column.code),
    ...trailing,
  ]);
  if (codes.number !== CATALOG_CODE_ROW) throw new Error('the code row must be row 2');
  codes.eachCell((cell) => {
    cell.font = CODE_FONT;
  });
  codes.commit();
  return sheet;
}
