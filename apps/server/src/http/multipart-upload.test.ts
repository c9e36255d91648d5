import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../test/test-app.js';

let t: TestApp;
let publisherAdmin: string;
let siteAdmin: string;
let subscriber: number;

beforeAll(async () => {
  t = await createTestApp();
  [publisherAdmin, siteAdmin] = await Promise.all([t.signIn('pub.admin'), t.signIn('site.admin')]);
  const east = await t.context.db
    .selectFrom('company')
    .select('id')
    .where('bu_name', '=', 'East Region')
    .executeTakeFirstOrThrow();
  subscriber = east.id;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

const partHead = (filename: string) =>
  `Content-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
  'Content-Type: application/octet-stream\r\n\r\n';
// Larger than a stream buffer, so the fault is found while the file streams, not before it.
const content = 'x'.repeat(300 * 1024);

/** Bodies the multipart parser cannot read to their end, with the Content-Type each is sent with. */
const MALFORMED: Array<[string, string, string]> = [
  ['cut off before the closing boundary', 'boundary=zz', `--zz\r\n${partHead('a.xlsx')}${content}`],
  ['closed with another boundary', 'boundary=zz', `--zz\r\n${partHead('a.xlsx')}${content}\r\n--yy--\r\n`],
  ['a part cut off in its headers', 'boundary=zz', '--zz\r\nContent-Disposition: form-data; name="fi'],
  ['no boundary found in the body', 'boundary=zz', 'not multipart at all'],
  ['no boundary in the Content-Type', '', `--zz\r\n${partHead('a.xlsx')}${content}\r\n--zz--\r\n`],
];

const ROUTES = [
  { name: 'POST gdsn/upload', url: () => '/mds/app/gdsn/upload', token: () => publisherAdmin },
  {
    name: 'POST admin/upload/{id}/crossreffile',
    url: () => `/mds/app/admin/upload/${subscriber}/crossreffile`,
    token: () => siteAdmin,
  },
];

/** Every file under DATA_DIR but the SQLite database's own. */
async function storedFiles(): Promise<string[]> {
  const entries = await fs.readdir(t.config.dataDir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && !entry.name.startsWith(path.basename(t.config.sqliteFile)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function rowCounts() {
  const count = async (table: 'catalog_upload' | 'cross_reference_file') =>
    Number(
      (
        await t.context.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { uploads: await count('catalog_upload'), crossReferenceFiles: await count('cross_reference_file') };
}

describe('a multipart body the parser cannot read', () => {
  for (const route of ROUTES) {
    for (const [fault, parameters, payload] of MALFORMED) {
      it(`${route.name}: ${fault} answers 400 and stores nothing`, async () => {
        const { status, body } = await t.call({
          method: 'POST',
          url: route.url(),
          token: route.token(),
          headers: { 'content-type': `multipart/form-data${parameters ? `; ${parameters}` : ''}` },
          payload,
        });
        expect(status).toBe(400);
        expect(body.error?.message).toBe(SERVER_ERRORS.uploadMalformed);
        expect(await rowCounts()).toEqual({ uploads: 0, crossReferenceFiles: 0 });
        expect(await storedFiles()).toEqual([]);
      });
    }

    it(`${route.name}: a file refused by its type, cut off, is refused without an unhandled stream error`, async () => {
      const { status } = await t.call({
        method: 'POST',
        url: route.url(),
        token: route.token(),
        headers: { 'content-type': 'multipart/form-data; boundary=zz' },
        payload: `--zz\r\n${partHead('a.txt')}${content}`,
      });
      expect(status).toBe(400);
      expect(await storedFiles()).toEqual([]);
    });
  }
});

/**
 * Sends a request head and `body` over a real socket, its Content-Length `promised`; then half-closes the
 * socket (`end`), or keeps it open until the answer comes. Answers the status line, if any came.
 */
function sendRaw(url: string, token: string, body: string, promised: number, close: 'end' | 'open') {
  const { port } = t.app.server.address() as net.AddressInfo;
  return new Promise<string | null>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(
        `POST ${url} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\n` +
          `Content-Type: multipart/form-data; boundary=zz\r\nContent-Length: ${promised}\r\n\r\n${body}`,
      );
      if (close === 'end') socket.end();
    });
    let answer = '';
    socket.on('data', (data) => {
      answer += String(data);
      if (answer.includes('\r\n\r\n')) socket.destroy();
    });
    socket.on('error', () => {});
    socket.on('close', () => resolve(answer ? answer.split('\r\n')[0]! : null));
  });
}

/**
 * Holds every request `ms` before the app sees it, as a slow session lookup does (on PostgreSQL it is a round
 * trip), so the body has arrived, or the client has gone, by the time the route reads it. Answers the
 * server's responses, to see whether each request was answered at all.
 */
function delayRequests(ms: number): { responses: ServerResponse[]; restore(): void } {
  const server = t.app.server;
  const listeners = server.listeners('request') as Array<(...args: unknown[]) => void>;
  const responses: ServerResponse[] = [];
  server.removeAllListeners('request');
  server.on('request', (request, response: ServerResponse) => {
    responses.push(response);
    setTimeout(() => listeners.forEach((listener) => listener.call(server, request, response)), ms);
  });
  return {
    responses,
    restore() {
      server.removeAllListeners('request');
      listeners.forEach((listener) => server.on('request', listener));
    },
  };
}

async function settled(responses: ServerResponse[]): Promise<void> {
  for (let waited = 0; waited < 5000 && !responses.every((r) => r.writableEnded); waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('a multipart body cut off over a real connection', () => {
  // Under 1 KB: the part opens and the body stops within the first chunk the parser reads.
  const cutOff = `--zz\r\n${partHead('a.xlsx')}PK`;

  for (const route of ROUTES) {
    it(`${route.name}: the client gone while the request waited is answered 400, leaving no file`, async () => {
      const delayed = delayRequests(150);
      try {
        await sendRaw(route.url(), route.token(), cutOff, cutOff.length + 500, 'end');
        await sendRaw(route.url(), route.token(), cutOff, cutOff.length, 'end');
        await settled(delayed.responses);
      } finally {
        delayed.restore();
      }
      expect(delayed.responses.map((r) => [r.writableEnded, r.statusCode])).toEqual([
        [true, 400],
        [true, 400],
      ]);
      expect(await storedFiles()).toEqual([]);
    });

    it(`${route.name}: a whole body without its closing boundary, read late, is answered 400`, async () => {
      const delayed = delayRequests(150);
      let status: string | null;
      try {
        status = await sendRaw(route.url(), route.token(), cutOff, cutOff.length, 'open');
      } finally {
        delayed.restore();
      }
      expect(status).toBe('HTTP/1.1 400 Bad Request');
      expect(await storedFiles()).toEqual([]);
      expect(await rowCounts()).toEqual({ uploads: 0, crossReferenceFiles: 0 });
    });
  }
});
