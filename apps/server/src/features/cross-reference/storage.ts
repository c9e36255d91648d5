import path from 'node:path';
import type { SheetKind } from '../../files/sheet-rows.js';

/** Where an upload arrives and is checked, on this node's disk, before it goes into the file store. */
export function incomingDir(dataDir: string): string {
  return path.join(dataDir, 'cross-reference', 'incoming');
}

/** The kind of file by its name's extension, or null for anything we do not read. */
export function sheetKindOf(fileName: string): SheetKind | null {
  const extension = path.extname(fileName).toLowerCase();
  if (extension === '.xlsx') return 'xlsx';
  if (extension === '.csv') return 'csv';
  return null;
}

/** A stored file's key in the file store, or null when the name is not a plain file name. */
export function storedFileKey(fileName: string): string | null {
  return /^[^/\\]+$/.test(fileName) && fileName !== '.' && fileName !== '..' ? `cross-reference/${fileName}` : null;
}

export const CONTENT_TYPES: Record<SheetKind, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};
