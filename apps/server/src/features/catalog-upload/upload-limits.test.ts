import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHEET_BOUNDS_ERRORS } from '../../files/workbook-bounds.js';
import { gdsnSample, withParties } from '../../test/gdsn-samples.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inlineCellBomb, sharedStringsBomb } from '../../test/zip-bombs.js';
import { processUpload } from './process-upload.js';
import { findUpload, insertUpload } from './repo.js';

const NORTHWIND = '0761305000019';

let t: TestApp;
let pub: string;

beforeAll(async () => {
  t = await createTestApp();
  pub = await t.signIn('pub.admin');
});
afterAll(() => t.close());

async function upload(filename: string, content: Buffer | string) {
  return t.call({ method: 'POST', url: '/mds/app/gdsn/upload', token: pub, ...multipartFile({ filename, content }) });
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
      { 'sh:Sender': NORTHWIND },
      {
        '8712345678913': NORTHWIND,
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
    const owner = await t.context.db
      .selectFrom('app_user')
      .select(['id', 'company_id', 'user_type'])
      .where('login', '=', 'pub.admin')
      .executeTakeFirstOrThrow();
    const key = `uploads/${owner.company_id}/bomb.xlsx`;
    await t.context.files.put(key, Readable.from([inlineCellBomb()]));
    const uploadId = await insertUpload(t.context.db, {
      company_id: owner.company_id,
      user_id: owner.id,
      user_type: owner.user_type,
      file_name: 'bomb.xlsx',
      storage_path: key,
      format: 'xlsx',
      status: 'queued',
      item_count: 1,
      rows_done: 0,
      items_done: 0,
      stored_count: 0,
      failure_count: 0,
      failure_message: null,
      job_id: null,
      created_time: new Date().toISOString(),
      completed_time: null,
    });
    expect(await processUpload(t.context.db, t.context.files, uploadId, async () => {})).toEqual({
      stored: 0,
      failed: 0,
    });
    const row = await findUpload(t.context.db, uploadId);
    expect(row?.status).toBe('failed');
    expect(row?.failure_message).toBe(SHEET_BOUNDS_ERRORS.cell);
  });
});
