import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompressFolder } from './precompress';

let dir = '';
afterEach(() => fs.rm(dir, { recursive: true, force: true }));

describe('precompressFolder', () => {
  it('writes brotli and gzip copies of the text files worth compressing, and only of those', async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'precompress-'));
    await fs.mkdir(path.join(dir, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `row ${i}`))};`;
    await fs.writeFile(path.join(dir, 'assets', 'index-Ab12.js'), script);
    await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg/>');
    await fs.writeFile(path.join(dir, 'photo.png'), Buffer.alloc(4096, 7));

    const written = await precompressFolder(dir);

    const base = path.join(dir, 'assets', 'index-Ab12.js');
    expect(written.sort()).toEqual([`${base}.br`, `${base}.gz`]);
    expect(zlib.brotliDecompressSync(await fs.readFile(`${base}.br`)).toString()).toBe(script);
    expect(zlib.gunzipSync(await fs.readFile(`${base}.gz`)).toString()).toBe(script);
  });
});
