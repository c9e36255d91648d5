import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head>${' '.repeat(2000)}</html>`;
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;

/** A web build as Vite and the precompress plugin leave it: hashed assets, copies beside the text files. */
async function fakeWebDist(): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tradepool-web-'));
  await fs.mkdir(path.join(dir, 'assets'));
  const files = { 'index.html': INDEX_HTML, 'assets/index-Ab12Cd34.js': SCRIPT };
  for (const [name, content] of Object.entries(files)) {
    await fs.writeFile(path.join(dir, name), content);
    await fs.writeFile(path.join(dir, `${name}.br`), zlib.brotliCompressSync(content));
    await fs.writeFile(path.join(dir, `${name}.gz`), zlib.gzipSync(content));
  }
  await fs.writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await fakeWebDist();
  t = await createTestApp({ webDistDir: webDist });
});
afterAll(async () => {
  await t.close();
  await fs.rm(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('the web app’s files', () => {
  it('sends brotli when the browser takes it, else gzip, else the file itself', async () => {
    const brotli = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(SCRIPT);

    const gzip = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const identity = await get('/assets/index-Ab12Cd34.js');
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(SCRIPT);
    for (const response of [brotli, gzip, identity]) expect(response.headers.vary).toMatch(/accept-encoding/i);
  });

  it('lets browsers keep hashed assets for a year, and revalidate index.html', async () => {
    expect((await get('/assets/index-Ab12Cd34.js', 'br')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    for (const url of ['/', '/index.html']) {
      const page = await get(url, 'br');
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-encoding']).toBe('br');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('public, max-age=86400');
  });

  it('answers a screen address (history fallback) with index.html, compressed and not cached', async () => {
    const screen = await get('/catalog/0/-/-', 'gzip');
    expect(screen.statusCode).toBe(200);
    expect(screen.headers['content-type']).toMatch(/^text\/html/);
    expect(screen.headers['content-encoding']).toBe('gzip');
    expect(screen.headers['cache-control']).toBe('no-cache');
    expect(zlib.gunzipSync(screen.rawPayload).toString()).toBe(INDEX_HTML);
  });

  it('keeps API answers out of every cache, next to the web app', async () => {
    const api = await get('/mds/app/config/get/session-timeout', 'br');
    expect(api.headers['content-type']).toMatch(/^application\/json/);
    expect(api.headers['cache-control']).toBe('no-store');
  });
});
