import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A fresh path for a workbook being written, on this node's disk under the data folder; the caller sends and
 * removes it, or moves it into the file store.
 */
export async function workFile(dataDir: string, extension: string): Promise<string> {
  const dir = path.join(dataDir, 'catalog-downloads', 'work');
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}${extension}`);
}

/** Where a finished report is kept, below the reports' folder (what `download_request.storage_path` holds). */
export function reportPath(companyId: number, requestId: number, fileName: string): string {
  return `${companyId}/${requestId}-${fileName}`;
}

/** A report's key in the file store: on the local folder, `catalog-downloads/<company>/<id>-<name>` as before. */
export function reportKey(stored: string): string {
  return `catalog-downloads/${stored}`;
}
