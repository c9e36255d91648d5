import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { DownloadFile } from '../http/send-file.js';
import { removeQuietly } from './stored-files.js';
import { CONTENT_TYPE, type WorkbookKind } from './workbook-writer.js';

/**
 * A fresh path for a file being written, on this node's disk under the data folder; the caller sends and
 * removes it, or moves it into the file store.
 */
export async function workFile(dataDir: string, extension: string): Promise<string> {
  const dir = path.join(dataDir, 'catalog-downloads', 'work');
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}${extension}`);
}

/** A work file written by `write`, which never outlives a failure: the file and what `write` answered. */
export async function writeWorkFile<T>(
  dataDir: string,
  extension: string,
  write: (file: string) => Promise<T>,
): Promise<{ file: string; result: T }> {
  const file = await workFile(dataDir, extension);
  try {
    return { file, result: await write(file) };
  } catch (error) {
    await removeQuietly(file);
    throw error;
  }
}

/** A written work file handed over as the download `fileName` (`sendFile` streams it and removes it). */
export async function workFileDownload(file: string, fileName: string, contentType: string): Promise<DownloadFile> {
  const { size } = await fs.stat(file);
  return { path: file, fileName, contentType, size };
}

/** A workbook written by `write` to a work file, handed over as the download `fileName`. */
export async function workbookDownload(
  dataDir: string,
  kind: WorkbookKind,
  fileName: string,
  write: (file: string) => Promise<unknown>,
): Promise<DownloadFile> {
  const { file } = await writeWorkFile(dataDir, `.${kind}`, write);
  return workFileDownload(file, fileName, CONTENT_TYPE[kind]);
}
