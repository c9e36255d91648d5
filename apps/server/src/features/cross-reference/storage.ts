import path from 'node:path';
import type { SheetKind } from '../../files/sheet-rows.js';

/** Where stored cross-reference files live, under the data folder; uploads arrive in its `incoming` folder. */
export function crossReferenceDir(dataDir: string): string {
  return path.join(dataDir, 'cross-reference');
}

export function incomingDir(dataDir: string): string {
  return path.join(crossReferenceDir(dataDir), 'incoming');
}

/** The kind of file by its name's extension, or null for anything we do not read. */
export function sheetKindOf(fileName: string): SheetKind | null {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv') return 'csv';
  return null;
}

/** The path of a stored file, or null when the name would leave the folder or is not a plain file name. */
export function storedFilePath(dataDir: string, fileName: string): string | null {
  const dir = crossReferenceDir(dataDir);
  const resolved = path.resolve(dir, fileName);
  if (path.dirname(resolved) !== dir || path.basename(resolved) !== fileName) return null;
  return resolved;
}

export const CONTENT_TYPES: Record<SheetKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
