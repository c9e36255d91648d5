import fs from 'node:fs/promises';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CrossReferenceUploadResult, ScheduledDownload, UploadResponse, UploadSummary } from '@tradepool/domain';
import { OUTBOX } from '../mail/mailer.js';
import { catalogItemAttributes, uniqueGtin } from '../test/catalog-items.js';
import { filledTemplate } from '../test/gtin-template.js';
import { multipartFile } from '../test/multipart.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Two app nodes on one database with `FILE_STORAGE=database`, each with its own data folder (as two machines
 * would have): a file one node takes in or writes, the other reads and serves byte for byte.
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await createTestApp({ fileStorage: 'database' });
  b = await createTestApp({
    fileStorage: 'database',
    databaseUrl: a.config.databaseUrl,
    sqliteFile: a.config.sqliteFile,
  });
});
afterAll(async () => {
  await b?.close();
  await a?.close();
});

async function fetch(node: TestApp, login: string, options: InjectOptions) {
  const token = await node.signIn(login);
  return node.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${token}` } });
}

/** Files a node left in its own data folder besides the database (none may be needed by the other node). */
async function filesIn(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && !e.name.startsWith('tradepool.db'))
    .map((e) => path.join(e.parentPath, e.name));
}

describe('files shared between nodes through the database', () => {
  it('an item file uploaded on node A is processed by the worker of node B', async () => {
    const token = await a.signIn('pub.admin');
    const gtins = [uniqueGtin(), uniqueGtin(), uniqueGtin()];
    const file = await filledTemplate(
      a,
      token,
      gtins.map((gtin) => catalogItemAttributes(gtin)),
    );
    const { payload, headers } = multipartFile({ filename: 'shared.xlsx', content: file });
    const uploaded = await a.call<UploadResponse>({
      method: 'POST',
      url: '/mds/app/gdsn/upload',
      payload,
      headers,
      token,
    });
    expect(uploaded.status).toBe(200);
    expect(await filesIn(a.config.dataDir)).toEqual([]);

    await b.worker.drain();
    const summary = await a.call<UploadSummary>({
      method: 'GET',
      url: `/mds/app/gdsn/upload/${uploaded.body.data!.uploadId}`,
      token,
    });
    expect(summary.body.data).toMatchObject({ status: 'done', storedCount: 3, failureCount: 0 });
  });

  it('a report written by node A is served by node B, byte for byte, with the same headers', async () => {
    const scheduled = await a.call<string>({
      method: 'GET',
      url: '/mds/app/catalogs/download/schedule?downloadType=1',
      token: await a.signIn('pub.admin'),
    });
    expect(scheduled.body.data).toBe('success');
    await a.worker.drain();
    const [report] = (
      await b.call<ScheduledDownload[]>({
        method: 'GET',
        url: '/mds/app/catalogs/download/completedrequests',
        token: await b.signIn('pub.admin'),
      })
    ).body.data!;
    expect(report).toMatchObject({ status: 'done', rowCount: 3 });

    const url = `/mds/app/catalogs/download/file/${report!.catalogDownloadId}`;
    const fromA = await fetch(a, 'pub.admin', { method: 'GET', url });
    const fromB = await fetch(b, 'pub.admin', { method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(fromA.rawPayload)).toBe(true);
    for (const header of ['content-type', 'content-disposition', 'content-length']) {
      expect(fromB.headers[header]).toBe(fromA.headers[header]);
    }
    expect(Number(fromB.headers['content-length'])).toBe(fromB.rawPayload.length);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(fromB.rawPayload as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('Catalog')).toBeDefined();

    // Gone from the store, the report is a 404 on every node.
    const row = await a.context.db
      .selectFrom('download_request')
      .select('storage_path')
      .where('id', '=', report!.catalogDownloadId)
      .executeTakeFirstOrThrow();
    await a.context.files.delete(`catalog-downloads/${row.storage_path}`);
    expect((await fetch(b, 'pub.admin', { method: 'GET', url })).statusCode).toBe(404);
  });

  it('a cross-reference file loaded on node A downloads from node B as it was sent', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Items');
    sheet.addRow(['GTIN', 'Product Code', 'Description']);
    sheet.addRow(['4006381333931', 'SH-1', 'Shared item']);
    const content = Buffer.from(await workbook.xlsx.writeBuffer());
    const east = await a.context.db
      .selectFrom('company')
      .select('id')
      .where('bu_name', '=', 'East Region')
      .executeTakeFirstOrThrow();
    const { payload, headers } = multipartFile({ filename: 'Shared items.xlsx', content });
    const loaded = await a.call<CrossReferenceUploadResult>({
      method: 'POST',
      url: `/mds/app/admin/upload/${east.id}/crossreffile`,
      payload,
      headers,
      token: await a.signIn('sub.admin'),
    });
    expect(loaded.body.data?.success).toBe(true);

    const url = `/mds/app/admin/download/subscribers/crossreffile?fileName=${encodeURIComponent(loaded.body.data!.file.fileName)}`;
    const fromB = await fetch(b, 'sub.admin', { method: 'GET', url });
    expect(fromB.statusCode).toBe(200);
    expect(fromB.rawPayload.equals(content)).toBe(true);
    expect(fromB.headers['content-length']).toBe(String(content.length));
    expect(fromB.headers['content-disposition']).toContain("filename*=UTF-8''Shared%20items.xlsx");

    await b.context.files.delete(`cross-reference/${loaded.body.data!.file.fileName}`);
    expect((await fetch(a, 'sub.admin', { method: 'GET', url })).statusCode).toBe(404);
  });

  it("a mail node B's worker sends without SMTP is in the outbox node A reads", async () => {
    await a.call({ method: 'GET', url: '/mds/app/users/forgotpassword/Sub.OMS' });
    await b.worker.drain();
    const [key] = await a.context.files.list(OUTBOX);
    const mail = await a.context.files.open(key!);
    expect((await text(mail!.stream)).replace(/=\r?\n/g, '')).toContain('To: sub.oms@tradepool.example');
    expect(await filesIn(b.config.dataDir)).toEqual([]);
  });
});
