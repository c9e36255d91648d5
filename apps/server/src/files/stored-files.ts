import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { tooLarge } from '../errors.js';

/** The uploaded file part as the multipart parser hands it over. */
export interface Upload {
  filename: string;
  file: Readable & { truncated: boolean };
}

export async function removeQuietly(file: string): Promise<void> {
  await fs.promises.rm(file, { force: true });
}

/** A byte limit as people read it: "2 GB", "20 MB", "512 KB", "900 bytes". */
export function formatBytes(bytes: number): string {
  const units: Array<[number, string]> = [
    [1024 * 1024 * 1024, 'GB'],
    [1024 * 1024, 'MB'],
    [1024, 'KB'],
  ];
  for (const [size, unit] of units) {
    if (bytes >= size) return `${Number((bytes / size).toFixed(1))} ${unit}`;
  }
  return `${bytes} bytes`;
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
 * The name the user gave the file, without any folder part or control character (PostgreSQL text holds no
 * NUL, and a name is shown and sent back in a header), at most 255 characters.
 */
export function originalFileName(upload: Upload): string {
  return (upload.filename.split(/[\\/]/).pop() ?? '').replace(/\p{Cc}/gu, '').slice(-255) || 'file';
}

/**
 * A unique stored name, `<companyId>-<UTC timestamp>-<random>-<sanitised original name>`: sortable by time,
 * and the random part keeps two uploads in the same millisecond apart.
 */
export function storedFileName(companyId: number, originalName: string, now: Date): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('.', '');
  return `${companyId}-${stamp}-${randomBytes(3).toString('hex')}-${sanitiseFileName(originalName)}`;
}

/**
 * Writes an upload to a new file in `dir` (never the whole file in memory) and answers its path; past the
 * byte limit the file is removed and the request refused with 413 and `tooLargeMessage`.
 */
export async function receiveUpload(
  upload: Upload,
  dir: string,
  maxBytes: number,
  tooLargeMessage: (limit: string) => string,
): Promise<string> {
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `${randomUUID()}.part`);
  try {
    await pipeline(upload.file, fs.createWriteStream(temp));
  } catch (error) {
    await removeQuietly(temp);
    throw error;
  }
  if (upload.file.truncated) {
    await removeQuietly(temp);
    throw tooLarge(tooLargeMessage(formatBytes(maxBytes)));
  }
  return temp;
}
