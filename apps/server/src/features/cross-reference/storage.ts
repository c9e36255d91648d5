import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { SheetKind } from './sheet-rows.js';

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

/** The original name reduced to safe characters (letters, digits, dot, dash, underscore), extension kept. */
export function sanitiseFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const extension = path.extname(base).toLowerCase();
  const stem = base
    .slice(0, base.length - extension.length)
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+/, '')
    .slice(0, 80);
  return `${stem || 'file'}${extension}`;
}

/**
 * A unique stored name, `<companyId>-<UTC timestamp>-<random>-<sanitised original name>`: sortable by time,
 * and the random part keeps two uploads in the same millisecond apart.
 */
export function storedFileName(companyId: number, originalName: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${companyId}-${stamp}-${randomBytes(3).toString('hex')}-${sanitiseFileName(originalName)}`;
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

/** A byte limit as people read it: "20 MB", "512 KB", "900 bytes". */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.rm(file, { force: true });
}
