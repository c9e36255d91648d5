import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_BOUNDS_ERRORS } from '../../files/workbook-bounds.js';
import type { UploadResponse } from '@tradepool/domain';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';
import { gdsnSample, withParties } from '../../test/gdsn-samples.js';
import { filledTemplate } from '../../test/gtin-template.js';
import { multipartFile } from '../../test/multipart.js';
import { NORTHWIND_GLN } from '../../test/northwind-supply.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inlineCellBomb, sharedStringsBomb } from '../../test/zip-bombs.js';
import { findUpload } from './repo.js';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(() => t.close());

async function upload(filename: string, content: Buffer | string) {
  return t.call<UploadResponse>({
    method: 'POST',
    url: '/mds/app/gdsn/upload',
    token: pub,
    ...multipartFile({ filename, content }),
  });
}

/** The uploads stored and the files left in the uploads folder: both stay empty when a file is refused. */
async function leftBehind() {
  const uploads = await t.context.db.selectFrom('catalog_upload').select('id').execute();
  const dir = path.join(t.config.dataDir, 'uploads');
  const files = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return { uploads: uploads.length, files: files.filter((f) => f.isFile()).map((f) => f.name) };
}

describe('POST gdsn/upload: a workbook past its bounds is refused as a whole, before it is parsed', () => {
  it('400 shared texts of 1 MiB each (a 400 KB file) are a 413', async () => {
    const { status, body } = await upload('bomb.xlsx', sharedStringsBomb());
    expect(status).toBe(413);
    expect(body.error?.message).toBe(SHEET_BOUNDS_ERRORS.cell);
    expect(await leftBehind()).toEqual({ uploads: 0, files: [] });
  });

  it('one inline cell of 300 MiB (a 300 KB file) is a 413', async () => {
    const { status, body } = await upload('bomb.xlsx', inlineCellBomb());
    expect(status).toBe(413);
    expect(body.error?.message).toBe(SHEET_BOUNDS_ERRORS.cell);
    expect(await leftBehind()).toEqual({ uploads: 0, files: [] });
  });
});

describe('POST gdsn/upload: GS1 XML past the bounds of any GS1 message', () => {
  it('a text node of 12 MB is a 400 saying so', async () => {
    const cin = withParties(
      gdsnSample('CatalogueItemNotification'),
      { 'sh:Sender': NORTHWIND_GLN },
      {
        '8712345678913': NORTHWIND_GLN,
        '<sh:InstanceIdentifier>20051101<': `<sh:InstanceIdentifier>${'x'.repeat(12 * 1024 * 1024)}<`,
      },
    );
    const { status, body } = await upload('cin.xml', cin);
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/^The XML has a text of more than 5000 characters/);
    expect(await leftBehind()).toEqual({ uploads: 0, files: [] });
  });
});

describe('the upload job', () => {
  it('stops on the bounds too: a stored workbook past them fails its upload with the reason', async () => {
    const template = await filledTemplate(t, pub, [catalogItemAttributes(uniqueGtin())]);
    const { status, body } = await upload('items.xlsx', template);
    expect(status).toBe(200);
    const uploadId = body.data!.uploadId!;
    // The file the job reads is replaced by a bomb, as if the request's check had let it through.
    const { storage_path } = (await findUpload(t.context.db, uploadId))!;
    await t.context.files.put(storage_path, Readable.from([inlineCellBomb()]));
    await t.worker.drain();
    const row = await findUpload(t.context.db, uploadId);
    expect(row?.status).toBe('failed');
    expect(row?.failure_message).toBe(SHEET_BOUNDS_ERRORS.cell);
    expect(row?.stored_count).toBe(0);
  });
});
