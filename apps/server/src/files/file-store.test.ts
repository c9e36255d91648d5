import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { databaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { localFileStore } from './local-file-store.js';

const CHUNK = 64 * 1024;

let t: TestApp;
let root: string;
beforeAll(async () => {
  t = await createTestApp();
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'file-store-'));
});
afterAll(async () => {
  await t.close();
  await fs.rm(root, { recursive: true, force: true });
});

/** Bytes that differ from offset to offset, so a chunk out of place shows. */
function pattern(size: number, seed = 7): Buffer {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31 + seed + (i >> 16)) & 0xff;
  return bytes;
}

/** A source handing over `bytes` in 16 KiB pieces, and calling `pulled` with what it gave so far. */
function pieces(bytes: Buffer, pulled: (given: number) => Promise<void> = async () => {}): Readable {
  return Readable.from(
    (async function* () {
      for (let at = 0; at < bytes.length; at += 16 * 1024) {
        await pulled(at);
        yield bytes.subarray(at, at + 16 * 1024);
      }
    })(),
  );
}

const read = async (store: FileStore, key: string) => {
  const object = await store.open(key);
  return object ? { size: object.size, bytes: await buffer(object.stream) } : null;
};

const chunkRows = async () =>
  Number(
    (
      await t.context.db
        .selectFrom('stored_file_chunk')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe.each([
  ['local folder', () => localFileStore(root)],
  ['database', () => databaseFileStore(t.context.db, CHUNK)],
])('the file store on the %s', (name, store) => {
  const key = (file: string) => `contract/${name.replace(' ', '-')}/${file}`;

  it('gives back what was put, with its size; an empty file too', async () => {
    const bytes = pattern(200_000);
    expect(await store().put(key('a.bin'), pieces(bytes))).toBe(bytes.length);
    expect(await read(store(), key('a.bin'))).toEqual({ size: bytes.length, bytes });
    expect(await store().put(key('empty.bin'), Readable.from([]))).toBe(0);
    expect(await read(store(), key('empty.bin'))).toEqual({ size: 0, bytes: Buffer.alloc(0) });
  });

  it('streams a 5 MB file both ways a chunk at a time', async () => {
    const bytes = pattern(5 * 1024 * 1024 + 123);
    let ahead = 0;
    const before = name === 'database' ? await chunkRows() : 0;
    await store().put(
      key('large.bin'),
      pieces(bytes, async (given) => {
        // On the database, what the source has given beyond the chunks written is never more than a chunk.
        if (name === 'database') ahead = Math.max(ahead, given - ((await chunkRows()) - before) * CHUNK);
      }),
    );
    if (name === 'database') expect(ahead).toBeLessThanOrEqual(2 * CHUNK);
    const object = await store().open(key('large.bin'));
    expect(object!.size).toBe(bytes.length);
    const received: Buffer[] = [];
    for await (const piece of object!.stream) received.push(piece as Buffer);
    if (name === 'database') {
      expect(received).toHaveLength(Math.ceil(bytes.length / CHUNK));
      expect(Math.max(...received.map((piece) => piece.length))).toBe(CHUNK);
    }
    expect(Buffer.concat(received).equals(bytes)).toBe(true);
  });

  it('replaces a file under the same key, deletes it, and lists a folder', async () => {
    await store().put(key('list/one.txt'), Readable.from([Buffer.from('first')]));
    await store().put(key('list/one.txt'), Readable.from([Buffer.from('second')]));
    await store().put(key('list/two.txt'), Readable.from([Buffer.from('2')]));
    await store().put(key('list/deeper/three.txt'), Readable.from([Buffer.from('3')]));
    expect((await read(store(), key('list/one.txt')))!.bytes.toString()).toBe('second');
    expect(await store().list(key('list/'))).toEqual([key('list/one.txt'), key('list/two.txt')]);
    await store().delete(key('list/one.txt'));
    await store().delete(key('list/never-there.txt'));
    expect(await store().open(key('list/one.txt'))).toBeNull();
    expect(await store().list(key('list/'))).toEqual([key('list/two.txt')]);
  });

  it('keeps nothing of a write whose source fails, and the previous file stays', async () => {
    await store().put(key('kept.bin'), Readable.from([Buffer.from('old')]));
    const before = name === 'database' ? await chunkRows() : 0;
    const failing = Readable.from(
      (async function* () {
        yield pattern(3 * CHUNK);
        throw new Error('connection lost');
      })(),
    );
    await expect(store().put(key('kept.bin'), failing)).rejects.toThrow('connection lost');
    expect((await read(store(), key('kept.bin')))!.bytes.toString()).toBe('old');
    if (name === 'database') expect(await chunkRows()).toBe(before);
    else
      expect(await fs.readdir(path.join(root, 'contract', 'local-folder'))).not.toContainEqual(
        expect.stringMatching(/\.part$/),
      );
  });

  it('moves a work file in and removes it', async () => {
    const work = path.join(root, `work-${name.replace(' ', '-')}.bin`);
    await fs.writeFile(work, pattern(70_000));
    await store().moveIn(key('moved.bin'), work);
    await expect(fs.stat(work)).rejects.toThrow();
    expect((await read(store(), key('moved.bin')))!.bytes.equals(pattern(70_000))).toBe(true);
  });

  it('refuses a key that would leave its folder', async () => {
    for (const bad of ['../escape.txt', 'a//b.txt', '/absolute.txt', 'a/./b.txt', 'trailing/']) {
      await expect(store().put(bad, Readable.from([]))).rejects.toThrow('not a file key');
      await expect(store().open(bad)).rejects.toThrow('not a file key');
    }
  });
});
