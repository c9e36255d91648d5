import type { Generated } from 'kysely';

/** A file of the database file store: its key once written whole (null while it is being written). */
export interface StoredFileTable {
  id: Generated<number>;
  key: string | null;
  size: number;
  created_time: string;
}

/** One chunk of a stored file's bytes, numbered from 0. */
export interface StoredFileChunkTable {
  file_id: number;
  seq: number;
  data: Buffer;
}
