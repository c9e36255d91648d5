import fs from 'node:fs';
import { Readable } from 'node:stream';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { checkedKey, checkedPrefix, type FileStore } from './file-store.js';
import { removeQuietly } from './stored-files.js';

/** 1 MiB: few enough rows for a large workbook, small enough that a chunk in memory costs nothing. */
export const DEFAULT_CHUNK_BYTES = 1024 * 1024;

/** A file still nameless after this long was left by a writer that died (a node killed mid-upload). */
const ABANDONED_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Files in the database (`stored_file` and its chunks, migration 0023), so every node reads what any node
 * wrote. A file is written in chunks under a nameless row and named in one transaction at the end (replacing
 * the key's previous file), and read a chunk per query as the reader asks for more: neither way holds more
 * than a chunk, whatever the file's size.
 */
export function databaseFileStore(db: Db, chunkBytes = DEFAULT_CHUNK_BYTES): FileStore {
  async function put(key: string, source: Readable): Promise<number> {
    checkedKey(key);
    const abandoned = new Date(Date.now() - ABANDONED_AFTER_MS).toISOString();
    await db.deleteFrom('stored_file').where('key', 'is', null).where('created_time', '<', abandoned).execute();
    const { id } = await db
      .insertInto('stored_file')
      .values({ key: null, size: 0, created_time: nowIso() })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      let seq = 0;
      let size = 0;
      let pieces: Buffer[] = [];
      let pendingBytes = 0;
      const write = async (data: Buffer) => {
        await db.insertInto('stored_file_chunk').values({ file_id: id, seq: seq++, data }).execute();
        size += data.length;
      };
      // The source is pulled only as fast as chunks are written: its backpressure reaches the sender.
      for await (const piece of source) {
        const bytes = typeof piece === 'string' ? Buffer.from(piece) : (piece as Buffer);
        pieces.push(bytes);
        pendingBytes += bytes.length;
        if (pendingBytes < chunkBytes) continue;
        let pending = Buffer.concat(pieces);
        for (; pending.length >= chunkBytes; pending = pending.subarray(chunkBytes)) {
          await write(pending.subarray(0, chunkBytes));
        }
        pieces = [pending];
        pendingBytes = pending.length;
      }
      if (pendingBytes > 0 || seq === 0) await write(Buffer.concat(pieces));
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('stored_file').where('key', '=', key).execute();
        await trx.updateTable('stored_file').set({ key, size }).where('id', '=', id).execute();
      });
      return size;
    } catch (error) {
      await db.deleteFrom('stored_file').where('id', '=', id).execute();
      throw error;
    }
  }

  async function* chunks(id: number, size: number): AsyncGenerator<Buffer> {
    let read = 0;
    for (let seq = 0; ; seq++) {
      const chunk = await db
        .selectFrom('stored_file_chunk')
        .select('data')
        .where('file_id', '=', id)
        .where('seq', '=', seq)
        .executeTakeFirst();
      if (!chunk) break;
      read += chunk.data.length;
      if (chunk.data.length > 0) yield chunk.data;
    }
    // The file was replaced or deleted while it was read: a short download must fail, not pass as whole.
    if (read !== size) throw new Error(`stored file ${id} changed while it was read`);
  }

  return {
    put,
    async moveIn(key, file) {
      await put(key, fs.createReadStream(file));
      await removeQuietly(file);
    },
    async open(key) {
      const file = await db
        .selectFrom('stored_file')
        .select(['id', 'size'])
        .where('key', '=', checkedKey(key))
        .executeTakeFirst();
      return file
        ? { size: file.size, stream: Readable.from(chunks(file.id, file.size), { objectMode: false }) }
        : null;
    },
    async delete(key) {
      await db.deleteFrom('stored_file').where('key', '=', checkedKey(key)).execute();
    },
    async list(prefix) {
      const rows = await db
        .selectFrom('stored_file')
        .select('key')
        .where((eb) => eb.fn('substr', ['key', eb.val(1), eb.val(prefix.length)]), '=', checkedPrefix(prefix))
        .orderBy('key')
        .execute();
      return rows.map((row) => row.key!).filter((key) => !key.slice(prefix.length).includes('/'));
    },
  };
}
