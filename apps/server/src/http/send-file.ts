import fs from 'node:fs';
import type { FastifyReply } from 'fastify';
import { removeQuietly } from '../files/stored-files.js';

/** A file on disk, ready to be sent under the name the user sees. */
export interface DownloadFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** `attachment` with the file name: plain ASCII for old clients, the exact name in `filename*` (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams a file with its length (download dialogs show bytes received); a work file is removed once sent. */
export function sendFile(reply: FastifyReply, file: DownloadFile, temporary: boolean) {
  const stream = fs.createReadStream(file.path);
  if (temporary) stream.once('close', () => void removeQuietly(file.path));
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachment(file.fileName))
    .header('Content-Length', file.size)
    .header('Cache-Control', 'no-store')
    .send(stream);
}
