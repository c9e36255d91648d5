import fs from 'node:fs';
import type { Readable } from 'node:stream';

/** A stored file's bytes, read as a stream, and how many there are. */
export interface StoredObject {
  size: number;
  stream: Readable;
}

/**
 * Where files that outlive a request live (uploads, cross-reference files, scheduled reports, the mail
 * outbox), named by a key of `/`-separated segments (`uploads/12/<name>`). With several nodes, a file one node
 * writes must be readable on every other: `FILE_STORAGE` chooses the local data folder (one node, the
 * default) or the database (any number of nodes). Work files that live and die within one request or job stay
 * on the node's own disk and do not come here.
 */
export interface FileStore {
  /** Writes the stream's bytes under `key`, replacing what was there; readers see the file whole or not at all. */
  put(key: string, source: Readable): Promise<number>;
  /** Takes a finished work file of this node in under `key` (on the local folder, a rename) and removes it. */
  moveIn(key: string, file: string): Promise<void>;
  /** The file under `key`, or null when there is none. */
  open(key: string): Promise<StoredObject | null>;
  delete(key: string): Promise<void>;
  /** The keys directly under a folder prefix (`outbox/`), sorted. */
  list(prefix: string): Promise<string[]>;
}

const BAD_SEGMENT = /^\.{0,2}$|[\\\0]/;

/** A key as given, or an error when a segment is empty, `.` or `..` (it would leave its folder on disk). */
export function checkedKey(key: string): string {
  if (key.split('/').some((segment) => BAD_SEGMENT.test(segment))) throw new Error(`not a file key: "${key}"`);
  return key;
}

/** A folder prefix as given (`outbox/`), or an error. */
export function checkedPrefix(prefix: string): string {
  if (!prefix.endsWith('/')) throw new Error(`a key prefix ends with "/": "${prefix}"`);
  checkedKey(prefix.slice(0, -1));
  return prefix;
}

/** Opens a file's bytes afresh each time: a reader may go through a file more than once. */
export type ByteSource = () => Promise<Readable>;

/** A work file of this node as a byte source. */
export const fileSource =
  (file: string): ByteSource =>
  async () =>
    fs.createReadStream(file);

/** A stored file as a byte source; a missing one fails the read like a missing file on disk. */
export const storedSource =
  (files: FileStore, key: string): ByteSource =>
  async () => {
    const object = await files.open(key);
    if (!object) throw new Error(`no stored file "${key}"`);
    return object.stream;
  };
