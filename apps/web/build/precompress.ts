import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt)$/;
/** Below this a compressed copy saves less than its round of negotiation is worth. */
const MIN_BYTES = 1024;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `name.br` (brotli at its best quality: done once, at build) and `name.gz` beside every text file
 * of `dir` large enough to gain; the server picks one by the request's Accept-Encoding. Answers the files
 * written.
 */
export async function precompressFolder(dir: string): Promise<string[]> {
  const files = (await filesUnder(dir)).filter((file) => COMPRESSIBLE.test(file));
  // Concurrent, so the compression runs on libuv's thread pool rather than one file at a time.
  const written = await Promise.all(files.map(precompressFile));
  return written.flat();
}

async function precompressFile(file: string): Promise<string[]> {
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return [];
  const variants = [
    ['.br', await brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', await gzip(content, { level: 9 })],
  ] as const;
  const written: string[] = [];
  for (const [extension, compressed] of variants) {
    if (compressed.length >= content.length) continue;
    await fs.writeFile(file + extension, compressed);
    written.push(file + extension);
  }
  return written;
}

/** Precompresses the build output once Vite has written it (public files included). */
export function precompressPlugin(): Plugin {
  return {
    name: 'tradepool:precompress',
    apply: 'build',
    async writeBundle(output) {
      if (output.dir) await precompressFolder(output.dir);
    },
  };
}
