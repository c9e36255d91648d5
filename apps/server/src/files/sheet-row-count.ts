import { pipeline } from 'node:stream/promises';
import { ParseOne } from 'unzipper';
import type { ByteSource } from './file-store.js';
import { SHEET_BOUNDS_ERRORS, SheetBoundsError, WORKBOOK_LIMITS } from './workbook-bounds.js';

/** The first worksheet of a workbook written by exceljs or by a spreadsheet program. */
const FIRST_SHEET = /^xl\/worksheets\/sheet1\.xml$/;

const ROW = /<row\b([^>]*?)(\/>|>([\s\S]*?)<\/row>)/g;
const ROW_NUMBER = /\br="(\d+)"/;
// A cell with a value: a number or shared string (<v>), or an inline string (<is>).
const HAS_VALUE = /<v>|<v |<is>/;

/**
 * How many rows from `firstRow` on hold at least one value, read straight from the sheet's XML as the zip
 * entry streams in: no cell model, no shared strings, a fraction of a full parse. Stops counting past `limit`;
 * a row larger than `WORKBOOK_LIMITS.row` is a `SheetBoundsError`.
 */
export async function countFilledRows(source: ByteSource, firstRow: number, limit: number): Promise<number> {
  let count = 0;
  let pending = '';
  let previous = '';
  let rowNumber = 0;
  const counting = pipeline(await source(), ParseOne(FIRST_SHEET), async function (source: AsyncIterable<Buffer>) {
    const decoder = new TextDecoder();
    for await (const chunk of source) {
      const text = decoder.decode(chunk, { stream: true });
      pending += text;
      if (pending.length > WORKBOOK_LIMITS.row) throw new SheetBoundsError(SHEET_BOUNDS_ERRORS.row);
      // Rows are matched again only once one can have ended (in this chunk, or across its start), so a long
      // row is neither searched nor copied whole once per chunk.
      const fresh = previous.slice(-5) + text;
      previous = text;
      if (!fresh.includes('</row>') && !fresh.includes('/>')) continue;
      ROW.lastIndex = 0;
      let consumed = 0;
      for (let match = ROW.exec(pending); match; match = ROW.exec(pending)) {
        rowNumber = Number(ROW_NUMBER.exec(match[1]!)?.[1] ?? rowNumber + 1);
        if (rowNumber >= firstRow && match[3] !== undefined && HAS_VALUE.test(match[3])) count++;
        consumed = ROW.lastIndex;
      }
      pending = pending.slice(consumed);
      if (count > limit) break;
    }
  });
  try {
    await counting;
  } catch (error) {
    // Stopping past the limit tears the unzip stream down mid-entry, which it may answer with an error
    // ("stream.push() after EOF"); the count is already known then.
    if (count <= limit) throw error;
  }
  return count;
}
