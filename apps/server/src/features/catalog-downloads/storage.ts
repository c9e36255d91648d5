import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Catalog downloads live under the data folder: finished reports per company, files being written in `work`. */
export function downloadsDir(dataDir: string): string {
  return path.join(dataDir, 'catalog-downloads');
}

/** A fresh path for a file being written; the caller renames or removes it. */
export async function workFile(dataDir: string, extension: string): Promise<string> {
  const dir = path.join(downloadsDir(dataDir), 'work');
  await fs.mkdir(dir, { recursive: true });
  return path.join(dir, `${randomUUID()}${extension}`);
}

/** Where a finished report is kept, relative to the downloads folder (what `download_request` stores). */
export function reportPath(companyId: number, requestId: number, fileName: string): string {
  return path.join(String(companyId), `${requestId}-${fileName}`);
}

/** The absolute path of a stored report, or null when the stored path would leave the downloads folder. */
export function resolveReport(dataDir: string, stored: string): string | null {
  const root = downloadsDir(dataDir);
  const resolved = path.resolve(root, stored);
  return resolved.startsWith(`${root}${path.sep}`) ? resolved : null;
}
