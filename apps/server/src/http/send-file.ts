import fs from 'node:fs';
import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import type { StoredObject } from '../files/file-store.js';
import { removeQuietly } from '../files/stored-files.js';

/** A work file on this node's disk, ready to be sent under the name the user sees. */
export interface DownloadFile {
  path: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** A file of the file store, ready to be sent under the name the user sees. */
export interface StoredDownload {
  object: StoredObject;
  fileName: string;
  contentType: string;
}

/** `attachment` with the file name: plain ASCII for old clients, the exact name in `filename*` (RFC 6266). */
export function attachment(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** Streams bytes with their name and length (download dialogs show bytes received). */
function send(reply: FastifyReply, stream: Readable, file: { fileName: string; contentType: string; size: number }) {
  return reply
    .header('Content-Type', file.contentType)
    .header('Content-Disposition', attachment(file.fileName))
    .header('Content-Length', file.size)
    .header('Cache-Control', 'no-store')
    .send(stream);
}

/** Streams a work file written for this request, removed once sent. */
export function sendFile(reply: FastifyReply, file: DownloadFile) {
  const stream = fs.createReadStream(file.path);
  stream.once('close', () => void removeQuietly(file.path));
  return send(reply, stream, file);
}

/** Streams a file of the file store, from whichever node wrote it. */
export function sendStored(reply: FastifyReply, download: StoredDownload) {
  return send(reply, download.object.stream, { ...download, size: download.object.size });
}
