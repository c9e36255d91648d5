import fs from 'node:fs/promises';
import { MESSAGES } from '@tradepool/domain';
import type { Config } from '../../config.js';
import { notFound } from '../../errors.js';
import { removeQuietly } from '../../files/stored-files.js';
import type { DownloadFile } from '../../http/send-file.js';
import { workFile } from './storage.js';
import { CONTENT_TYPE } from './workbook-writer.js';
import { writeTableWorkbook, type RowsWritten, type TableColumn } from './workbooks.js';

export interface TableOptions {
  dateColumns?: readonly number[];
  written?: RowsWritten;
}

/** A table workbook streamed into a work file, which never outlives a failure; answers the file and its rows. */
export async function writeTableFile<L>(
  config: Config,
  sheetName: string,
  columns: readonly TableColumn<L>[],
  batches: AsyncIterable<L[]>,
  options: TableOptions = {},
): Promise<{ file: string; rows: number }> {
  const file = await workFile(config.dataDir, '.xlsx');
  try {
    return { file, rows: await writeTableWorkbook(file, sheetName, columns, batches, options) };
  } catch (error) {
    await removeQuietly(file);
    throw error;
  }
}

/**
 * A table workbook handed over as the download `fileName`. Nothing to write is a 404 with the spec's text.
 */
export async function tableDownload<L>(
  config: Config,
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
  const { size } = await fs.stat(file);
  return { path: file, fileName, contentType: CONTENT_TYPE.xlsx, size };
}
