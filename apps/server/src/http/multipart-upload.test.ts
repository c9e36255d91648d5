import fs from 'node:fs/promises';
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
