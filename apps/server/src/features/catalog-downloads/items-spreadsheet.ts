import { CATALOG_ERRORS_COLUMN, type GdsnElement, type ItemAttributes } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { RowsWritten } from '../../files/table-workbook.js';
import { comparePlaces, treeColumn, type TreeColumn, type TreePlace } from '../../gdsn/document/column-code.js';
import { placedLeaves } from '../../gdsn/document/placed-values.js';
import { itemDocuments, itemSheetDocuments, itemTrees } from './repo.js';
import { writeCatalogSpreadsheet, type CatalogSheetRow } from './workbooks.js';

/**
 * The GDSN columns of a selection: one per value outside the sections that any of its items holds, in schema
 * order. The sheet's header comes first and its rows a batch at a time, so this is a pass of its own over the
 * items' trees (docs/PERFORMANCE.md, "The whole trade item in the spreadsheets").
 */
async function treeColumnsOf(db: Db, batches: AsyncIterable<number[]>): Promise<TreeColumn[]> {
  const places = new Map<string, TreePlace>();
  for await (const ids of batches) {
    for (const json of await itemTrees(db, ids)) {
      for (const { place, code } of placedLeaves(JSON.parse(json) as GdsnElement)) {
        if (!places.has(code)) places.set(code, place);
      }
    }
  }
  return [...places.values()].sort(comparePlaces).map(treeColumn);
}

/** An item's values in GDSN columns, by column code. */
const placedOf = (json: string): Map<string, string> =>
  new Map(placedLeaves(JSON.parse(json) as GdsnElement).map(({ code, value }) => [code, value]));

/** The rows of the items, in the order given; their trees are read only when the sheet has GDSN columns. */
async function* sheetRows(
  db: Db,
  batches: AsyncIterable<number[]>,
  withTrees: boolean,
  notes?: ReadonlyMap<number, string>,
): AsyncGenerator<CatalogSheetRow[]> {
  for await (const ids of batches) {
    const found: { id: number; attributes: string; gdsn_document?: string | null }[] = withTrees
      ? await itemSheetDocuments(db, ids)
      : await itemDocuments(db, ids);
    const rows = new Map(found.map((row) => [row.id, row]));
    yield ids.flatMap((id) => {
      const row = rows.get(id);
      if (!row) return [];
      return [
        {
          attributes: JSON.parse(row.attributes) as ItemAttributes,
          ...(row.gdsn_document ? { placed: placedOf(row.gdsn_document) } : {}),
          note: notes?.get(id),
        },
      ];
    });
  }
}

/**
 * `_catalog.xlsm` of the items the batches give (the caller has checked them): the template's columns, then a
 * column per GDSN value the items hold outside the sections, the items' GS1 Digital Links on the resolver given;
 * with `notes`, the failed items' Errors column last.
 */
export async function writeItemsSpreadsheet(
  file: string,
  db: Db,
  batches: () => AsyncIterable<number[]>,
  options: { digitalLinkBase: string; written?: RowsWritten; notes?: ReadonlyMap<number, string> },
): Promise<number> {
  const treeColumns = await treeColumnsOf(db, batches());
  return writeCatalogSpreadsheet(file, sheetRows(db, batches(), treeColumns.length > 0, options.notes), {
    treeColumns,
    digitalLinkBase: options.digitalLinkBase,
    written: options.written,
    ...(options.notes ? { noteHeader: CATALOG_ERRORS_COLUMN } : {}),
  });
}
