import type ExcelJS from 'exceljs';
import { CATALOG_FIRST_DATA_ROW, catalogRowCells, digitalLinkUri, type ItemAttributes } from '@tradepool/domain';
import type { TreeColumn } from '../../gdsn/document/column-code.js';
import { addCatalogSheet, type CatalogSheetExtras } from './catalog-sheet.js';
import { addCodeListsSheet, addCodeListValidations, addInstructionsSheet, codeListRows } from './guide-sheets.js';
import { rowXml } from '../../files/sheet-xml.js';
import { writeTableWorkbook, type RowsWritten, type TableColumn } from '../../files/table-workbook.js';
import { createWorkbookWriter, RowXmlWriter } from '../../files/workbook-writer.js';

/** Rows of an empty template that carry the drop-downs. */
const TEMPLATE_ROWS = 1000;

/** The guide sheets after the data sheet, which stays first (the active sheet a reader takes). */
async function finishWithGuide(
  workbook: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  lastRow: number,
  treeColumns: readonly TreeColumn[],
) {
  const lists = codeListRows();
  addCodeListValidations(sheet, lastRow, lists.ranges);
  sheet.commit();
  addInstructionsSheet(workbook, treeColumns);
  addCodeListsSheet(workbook, lists.rows);
  await workbook.commit();
}

/**
 * An item row of the catalog layout: its sections' values, the values of its GDSN columns by column code, and
 * the text of the note column when the sheet has one.
 */
export interface CatalogSheetRow {
  attributes: ItemAttributes;
  placed?: ReadonlyMap<string, string>;
  note?: string;
}

/**
 * `_catalog.xlsm`: one row per item in the catalog layout, then the instructions and code lists. `treeColumns`
 * follow the template's columns; with a `digitalLinkBase` each item's GS1 Digital Link URI on that resolver;
 * with a `noteHeader` the rows end with a note column (`_catalog_failed.xlsm` puts the errors there).
 */
export async function writeCatalogSpreadsheet(
  file: string,
  batches: AsyncIterable<CatalogSheetRow[]>,
  { written, ...extras }: CatalogSheetExtras & { written?: RowsWritten } = {},
): Promise<number> {
  const treeColumns = extras.treeColumns ?? [];
  const { digitalLinkBase } = extras;
  const workbook = createWorkbookWriter('xlsm', file);
  const sheet = addCatalogSheet(workbook, extras);
  const out = new RowXmlWriter(sheet);
  let rows = 0;
  for await (const batch of batches) {
    for (const { attributes, placed, note } of batch) {
      const cells = [
        ...catalogRowCells(attributes),
        ...treeColumns.map((column) => placed?.get(column.code) ?? null),
        ...(digitalLinkBase ? [digitalLinkOf(attributes, digitalLinkBase)] : []),
        ...(extras.noteHeader ? [note ?? null] : []),
      ];
      out.add(rowXml(CATALOG_FIRST_DATA_ROW + rows++, cells));
    }
    await out.drain();
    await written?.(rows);
  }
  await finishWithGuide(workbook, sheet, CATALOG_FIRST_DATA_ROW + rows - 1, treeColumns);
  return rows;
}

function digitalLinkOf(attributes: ItemAttributes, base: string): string | null {
  const gtin = attributes.Coding1A;
  return typeof gtin === 'string' ? digitalLinkUri({ gtin }, base) : null;
}

/** The GTIN template: the catalog layout with no items, drop-downs on its first rows, then the GDSN columns given. */
export async function writeTemplate(file: string, treeColumns: readonly TreeColumn[] = []): Promise<void> {
  const workbook = createWorkbookWriter('xlsx', file);
  const sheet = addCatalogSheet(workbook, { treeColumns });
  await finishWithGuide(workbook, sheet, CATALOG_FIRST_DATA_ROW + TEMPLATE_ROWS - 1, treeColumns);
}

/** One row of the item status grid. */
export interface ItemStatusLine {
  gtin: string;
  targetMarket: string;
  productCode: string | null;
  description: string | null;
  brandName: string | null;
  unitDescriptor: string | null;
  status: string;
  regStatus: string | null;
  subscribers: number;
  subscriberNames: string | null;
  missingRequired: string[];
  modifiedTime: string;
}

const STATUS_COLUMNS: TableColumn<ItemStatusLine>[] = [
  { header: 'GTIN', width: 17, value: (l) => l.gtin },
  { header: 'Product Code', width: 16, value: (l) => l.productCode },
  { header: 'Description', width: 44, value: (l) => l.description },
  { header: 'Brand', width: 20, value: (l) => l.brandName },
  { header: 'Unit Descriptor', width: 20, value: (l) => l.unitDescriptor },
  { header: 'Target Market', width: 13, value: (l) => l.targetMarket },
  { header: 'Status', width: 12, value: (l) => l.status },
  { header: 'Registration Status', width: 20, value: (l) => l.regStatus },
  { header: 'Subscribers', width: 12, value: (l) => l.subscribers },
  { header: 'Subscriber Names', width: 30, value: (l) => l.subscriberNames },
  { header: 'Missing Required', width: 16, value: (l) => l.missingRequired.length },
  { header: 'Missing Required Attributes', width: 60, value: (l) => l.missingRequired.join(', ') || null },
  { header: 'Last Modified (UTC)', width: 20, value: (l, style) => ({ date: new Date(l.modifiedTime), style }) },
];

/** `_item_status.xlsx`: the item status grid, one row per item. */
export function writeItemStatusWorkbook(
  file: string,
  batches: AsyncIterable<ItemStatusLine[]>,
  written?: RowsWritten,
): Promise<number> {
  return writeTableWorkbook(file, 'Item Status', STATUS_COLUMNS, batches, {
    dateColumns: [STATUS_COLUMNS.length - 1],
    written,
  });
}
