import { MESSAGES } from '@tradepool/domain';
import type { Config } from '../config.js';
import { notFound } from '../errors.js';
import type { DownloadFile } from '../http/send-file.js';
import { rowXml, type SheetCell } from './sheet-xml.js';
import { removeQuietly } from './stored-files.js';
import { cellStyleId, CONTENT_TYPE, createWorkbookWriter, RowXmlWriter } from './workbook-writer.js';
import { workFileDownload, writeWorkFile } from './work-file.js';

/** Told after each batch how many rows are written so far. */
export type RowsWritten = (rows: number) => Promise<void> | void;

const DATE_TIME = { numFmt: 'mm/dd/yyyy hh:mm' };

/** A column of a plain table workbook: its header, width and how a line gives its cell. */
export interface TableColumn<L> {
  header: string;
  width: number;
  value: (line: L, dateStyle: number) => SheetCell;
}

/**
 * A one-sheet table workbook, streamed: a bold frozen header with a filter, then a row per line. The first
 * column is text (GTINs keep their zeros); a column whose values are dates gets the date-time format.
 */
export async function writeTableWorkbook<L>(
  file: string,
  sheetName: string,
  columns: readonly TableColumn<L>[],
  batches: AsyncIterable<L[]>,
  options: TableOptions = {},
): Promise<number> {
  const workbook = createWorkbookWriter('xlsx', file);
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', xSplit: 1, ySplit: 1 }] });
  sheet.columns = columns.map((column, index) => ({
    width: column.width,
    style: index === 0 ? { numFmt: '@' } : options.dateColumns?.includes(index) ? DATE_TIME : {},
  }));
  const header = sheet.addRow(columns.map((c) => c.header));
  header.font = { bold: true };
  header.commit();
  const dateStyle = cellStyleId(workbook, DATE_TIME);
  const out = new RowXmlWriter(sheet);
  let rows = 0;
  for await (const batch of batches) {
    for (const line of batch)
      out.add(
        rowXml(
          2 + rows++,
          columns.map((c) => c.value(line, dateStyle)),
        ),
      );
    await out.drain();
    await options.written?.(rows);
  }
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  sheet.commit();
  await workbook.commit();
  return rows;
}

export interface TableOptions {
  dateColumns?: readonly number[];
  written?: RowsWritten;
}

/** A table workbook streamed into a work file, which never outlives a failure; answers the file and its rows. */
export async function writeTableFile<L>(
  config: Pick<Config, 'dataDir'>,
  sheetName: string,
  columns: readonly TableColumn<L>[],
  batches: AsyncIterable<L[]>,
  options: TableOptions = {},
): Promise<{ file: string; rows: number }> {
  const { file, result } = await writeWorkFile(config.dataDir, '.xlsx', (file) =>
    writeTableWorkbook(file, sheetName, columns, batches, options),
  );
  return { file, rows: result };
}

/**
 * A table workbook handed over as the download `fileName`. Nothing to write is a 404 with the spec's text.
 */
export async function tableDownload<L>(
  config: Pick<Config, 'dataDir'>,
  fileName: string,
  sheetName: string,
  columns: readonly TableColumn<L>[],
  batches: AsyncIterable<L[]>,
  options: TableOptions = {},
): Promise<DownloadFile> {
  const { file, rows } = await writeTableFile(config, sheetName, columns, batches, options);
  if (rows === 0) {
    await removeQuietly(file);
    throw notFound(MESSAGES.noDataForDownload);
  }
  return workFileDownload(file, fileName, CONTENT_TYPE.xlsx);
}
