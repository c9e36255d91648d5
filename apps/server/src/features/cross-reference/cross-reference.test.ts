import fs from 'node:fs/promises';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SERVER_ERRORS,
  type CrossReferenceFile,
  type CrossReferenceRowError,
  type CrossReferenceUploadResult,
} from '@tradepool/domain';
import { SHEET_BOUNDS_ERRORS } from '../../files/workbook-bounds.js';
import { multipartFile } from '../../test/multipart.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { inlineCellBomb, sharedStringsBomb } from '../../test/zip-bombs.js';
import { MAX_REPORTED_ERRORS, ROW_REASONS } from './rows.js';

let t: TestApp;
let subAdmin: string;
let siteAdmin: string;
let east: number;
let west: number;
let publisher: number;

beforeAll(async () => {
  t = await createTestApp();
  [subAdmin, siteAdmin] = await Promise.all([t.signIn('sub.admin'), t.signIn('site.admin')]);
  const companies = await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute();
  east = companies.find((c) => c.bu_name === 'East Region')!.id;
  west = companies.find((c) => c.bu_name === 'West Region')!.id;
  publisher = companies.find((c) => c.name === 'Northwind Foods')!.id;
});
afterAll(() => t.close());

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Items');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function upload(app: TestApp, token: string, companyId: number, filename: string, content: Buffer | string) {
  return app.call<CrossReferenceUploadResult>({
    method: 'POST',
    url: `/mds/app/admin/upload/${companyId}/crossreffile`,
    token,
    ...multipartFile({ filename, content }),
  });
}

async function items(companyId: number) {
  return t.context.db
    .selectFrom('subscriber_item')
    .select(['product_code', 'gtin', 'description', 'brand_name', 'mpc', 'unit_descriptor', 'source_file_id'])
    .where('company_id', '=', companyId)
    .orderBy('product_code')
    .execute();
}

async function counts(app: TestApp = t) {
  const [files, rows] = await Promise.all([
    app.context.db
      .selectFrom('cross_reference_file')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
    app.context.db
      .selectFrom('subscriber_item')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
  const stored = await app.context.files.list('cross-reference/');
  const incoming = await fs
    .readdir(path.join(app.config.dataDir, 'cross-reference', 'incoming'))
    .catch(() => [] as string[]);
  return {
    files: Number(files.n),
    items: Number(rows.n),
    storedFiles: stored.length,
    incoming: incoming.length,
  };
}

function download(fileName: string, token = subAdmin) {
  return t.app.inject({
    method: 'GET',
    url: `/mds/app/admin/download/subscribers/crossreffile?fileName=${encodeURIComponent(fileName)}`,
    headers: { authorization: `Bearer ${token}` },
  });
}

describe('POST admin/upload/{id}/crossreffile', () => {
  it('loads an .xlsx file: header names matched loosely, GTINs to 14 digits, blank rows skipped', async () => {
    const file = await xlsx([
      ['GTIN', 'Product Code', 'description', 'Brand_Name', 'MPC', 'unit descriptor', 'Ignored column'],
      ['4006381333931', 'HX-100', 'Chicken breast, 4 oz', 'Harbor Best', 'CB-4', 'CASE', 'x'],
      // A GTIN-12 typed into a number cell loses its leading zero; it is restored.
      [36000291452, 'HX-101', 'Paper towels', null, null, 'EACH'],
      [],
      [null, 12345, 'Numeric code, no GTIN'],
      ['96385074', 'HX-103', 'GTIN-8 item'],
    ]);
    const { status, body } = await upload(t, subAdmin, east, 'Harbor items.xlsx', file);
    expect(status).toBe(200);
    expect(body.data?.success).toBe(true);
    expect(body.data?.errors).toEqual([]);
    expect(body.data?.file).toMatchObject({
      companyId: east,
      companyName: 'Harbor Foodservice - East Region',
      originalName: 'Harbor items.xlsx',
      uploadedBy: 'Susan Subscriber',
      rowCount: 4,
      storedCount: 4,
      rejectedCount: 0,
    });
    expect(body.data?.file.fileName).toMatch(new RegExp(`^${east}-\\d{8}T\\d{9}Z-[0-9a-f]{6}-Harbor_items\\.xlsx$`));
    const fileId = body.data!.file.id;
    expect(await items(east)).toEqual([
      {
        product_code: '12345',
        gtin: null,
        description: 'Numeric code, no GTIN',
        brand_name: null,
        mpc: null,
        unit_descriptor: null,
        source_file_id: fileId,
      },
      {
        product_code: 'HX-100',
        gtin: '04006381333931',
        description: 'Chicken breast, 4 oz',
        brand_name: 'Harbor Best',
        mpc: 'CB-4',
        unit_descriptor: 'CASE',
        source_file_id: fileId,
      },
      {
        product_code: 'HX-101',
        gtin: '00036000291452',
        description: 'Paper towels',
        brand_name: null,
        mpc: null,
        unit_descriptor: 'EACH',
        source_file_id: fileId,
      },
      {
        product_code: 'HX-103',
        gtin: '00000096385074',
        description: 'GTIN-8 item',
        brand_name: null,
        mpc: null,
        unit_descriptor: null,
        source_file_id: fileId,
      },
    ]);
    const stored = await buffer((await t.context.files.open(`cross-reference/${body.data!.file.fileName}`))!.stream);
    expect(stored.equals(file)).toBe(true);
  });

  it('reads only the first worksheet of a workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Items').addRows([
      ['productCode', 'description'],
      ['WS-1', 'First sheet'],
    ]);
    workbook.addWorksheet('Notes').addRows([['productCode'], ['WS-2'], ['WS-3']]);
    const { status, body } = await upload(
      t,
      subAdmin,
      east,
      'two sheets.xlsx',
      Buffer.from(await workbook.xlsx.writeBuffer()),
    );
    expect(status).toBe(200);
    expect(body.data?.file).toMatchObject({ rowCount: 1, storedCount: 1 });
    expect((await items(east)).filter((r) => r.product_code.startsWith('WS-')).map((r) => r.product_code)).toEqual([
      'WS-1',
    ]);
  });

  it('loads a .csv file: byte order mark, quoted commas and line breaks, GTIN-12 and -13 normalised', async () => {
    const csv =
      '\uFEFFproduct_code,GTIN,Description,brandname\r\n' +
      'WX-1,036000291452,"Towels, paper","Acme ""Pro"""\r\n' +
      'WX-2,4006381333931,"Two\nlines",\r\n' +
      ',,,\r\n';
    const { status, body } = await upload(t, subAdmin, west, 'west.csv', csv);
    // The session company of sub.admin is East Region: West Region is another tenant for this session.
    expect(status).toBe(404);

    const site = await upload(t, siteAdmin, west, 'west.csv', csv);
    expect(site.status).toBe(200);
    expect(site.body.data?.file).toMatchObject({ rowCount: 2, storedCount: 2, rejectedCount: 0 });
    expect(body.success).toBe(false);
    expect(await items(west)).toEqual([
      expect.objectContaining({
        product_code: 'WX-1',
        gtin: '00036000291452',
        description: 'Towels, paper',
        brand_name: 'Acme "Pro"',
      }),
      expect.objectContaining({ product_code: 'WX-2', gtin: '04006381333931', description: 'Two\nlines' }),
    ]);
  });

  it('reports every bad row with its spreadsheet row number, the GTIN as given and the reason', async () => {
    const csv = [
      'productCode,gtin,description,brandName,mpc,unitDescriptor',
      'OK-1,4006381333931,Good,,,',
      ',4006381333931,No code,,,',
      `${'C'.repeat(51)},,Long code,,,`,
      'BAD-1,12345,Short GTIN,,,',
      'BAD-2,4006381333932,Wrong check digit,,,',
      'BAD-3,40063813339A1,Letters,,,',
      `BAD-4,,${'D'.repeat(201)},,,`,
      `BAD-5,,,${'B'.repeat(101)},,`,
      `BAD-6,,,,${'M'.repeat(51)},`,
      `BAD-7,,,,,${'U'.repeat(51)}`,
      'OK-1,96385074,Repeat of row 2,,,',
      '',
      'OK-2,,Fine,,,',
    ].join('\n');
    const before = (await items(east)).length;
    const { status, body } = await upload(t, subAdmin, east, 'mixed.csv', csv);
    expect(status).toBe(200);
    expect(body.data?.success).toBe(false);
    expect(body.data?.file).toMatchObject({ rowCount: 12, storedCount: 2, rejectedCount: 10 });
    expect(body.data?.errors).toEqual<CrossReferenceRowError[]>([
      { row: 3, gtin: '4006381333931', reason: 'Product code is required.' },
      { row: 4, gtin: null, reason: 'Product code is longer than 50 characters.' },
      { row: 5, gtin: '12345', reason: 'GTIN must have 8, 12, 13 or 14 digits.' },
      { row: 6, gtin: '4006381333932', reason: 'GTIN check digit is wrong.' },
      { row: 7, gtin: '40063813339A1', reason: 'GTIN must have 8, 12, 13 or 14 digits.' },
      { row: 8, gtin: null, reason: 'Description is longer than 200 characters.' },
      { row: 9, gtin: null, reason: 'Brand name is longer than 100 characters.' },
      { row: 10, gtin: null, reason: 'MPC is longer than 50 characters.' },
      { row: 11, gtin: null, reason: 'Unit descriptor is longer than 50 characters.' },
      { row: 12, gtin: '96385074', reason: 'Product code repeats row 2.' },
    ]);
    expect(ROW_REASONS.productCodeRepeats(2)).toBe('Product code repeats row 2.');
    const stored = await t.context.db
      .selectFrom('cross_reference_file')
      .select('errors')
      .where('id', '=', body.data!.file.id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.errors)).toEqual(body.data?.errors);
    expect((await items(east)).length).toBe(before + 2);
  });

  it('updates items on a later upload instead of duplicating them, leaving columns the file lacks alone', async () => {
    const first = await upload(
      t,
      subAdmin,
      east,
      'first.csv',
      'productCode,gtin,description,brandName\nUP-1,4006381333931,Old text,Old brand\n',
    );
    const second = await upload(
      t,
      subAdmin,
      east,
      'second.csv',
      'Product Code,Description\nUP-1,New text\nUP-2,Added\n',
    );
    expect(second.status).toBe(200);
    const rows = (await items(east)).filter((r) => r.product_code.startsWith('UP-'));
    expect(rows).toEqual([
      {
        product_code: 'UP-1',
        gtin: '04006381333931',
        description: 'New text',
        brand_name: 'Old brand',
        mpc: null,
        unit_descriptor: null,
        source_file_id: second.body.data!.file.id,
      },
      expect.objectContaining({
        product_code: 'UP-2',
        description: 'Added',
        source_file_id: second.body.data!.file.id,
      }),
    ]);
    expect(first.body.data!.file.id).toBeLessThan(second.body.data!.file.id);
  });

  it('refuses a file without a productCode column, naming it, and stores nothing', async () => {
    const before = await counts();
    const { status, body } = await upload(
      t,
      subAdmin,
      east,
      'nocode.xlsx',
      await xlsx([
        ['GTIN', 'Description'],
        ['4006381333931', 'x'],
      ]),
    );
    expect(status).toBe(400);
    expect(body.error?.message).toBe(SERVER_ERRORS.crossRefMissingColumn('productCode'));
    expect(body.error?.message).toContain('productCode');
    expect(await counts()).toEqual(before);
  });

  it('refuses a header with the same column twice, an empty file, and files of other kinds', async () => {
    const twice = await upload(t, subAdmin, east, 'twice.csv', 'productCode,Product Code\nA,B\n');
    expect(twice.status).toBe(400);
    expect(twice.body.error?.message).toBe(SERVER_ERRORS.crossRefRepeatedColumn('productCode'));
    const empty = await upload(t, subAdmin, east, 'empty.csv', '\n\n');
    expect(empty.body.error?.message).toBe(SERVER_ERRORS.crossRefNoHeader);
    const txt = await upload(t, subAdmin, east, 'items.txt', 'productCode\nA\n');
    expect(txt.status).toBe(400);
    expect(txt.body.error?.message).toBe('Upload an .xlsx or .csv file.');
    const fake = await upload(t, subAdmin, east, 'fake.xlsx', 'productCode\nA\n');
    expect(fake.status).toBe(400);
    expect(fake.body.error?.message).toBe(SERVER_ERRORS.crossRefUnreadable('an .xlsx workbook'));
    const open = await upload(t, subAdmin, east, 'open.csv', 'productCode\n"A\n');
    expect(open.body.error?.message).toBe('The file ends inside a quoted field that starts on row 2.');
    expect((await counts()).incoming).toBe(0);
  });

  it('asks for a file when the request carries none', async () => {
    const json = await t.call({
      method: 'POST',
      url: `/mds/app/admin/upload/${east}/crossreffile`,
      token: subAdmin,
      payload: {},
    });
    expect(json.status).toBe(400);
    expect(json.body.error?.message).toBe(SERVER_ERRORS.crossRefNoFile);
  });

  it('lists at most 1000 bad rows but counts them all', async () => {
    const rows = Array.from({ length: MAX_REPORTED_ERRORS + 5 }, (_, i) => `,${i}`);
    const { body } = await upload(t, subAdmin, east, 'bad.csv', ['productCode,description', ...rows].join('\n'));
    expect(body.data?.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(body.data?.file).toMatchObject({ rowCount: MAX_REPORTED_ERRORS + 5, storedCount: 0, rejectedCount: 1005 });
  });

  it('is for subscriber companies only, and only in the caller’s scope', async () => {
    const pub = await upload(t, siteAdmin, publisher, 'p.csv', 'productCode\nA\n');
    expect(pub.status).toBe(400);
    expect(pub.body.error?.message).toBe('Cross-reference files are for subscriber companies.');
    const before = await counts();
    const other = await upload(t, await t.signIn('pubsub.admin'), east, 'x.csv', 'productCode\nA\n');
    expect(other.status).toBe(404);
    // Issue 35: a publisher-only company's admin is refused the buyer's tool outright.
    expect((await upload(t, await t.signIn('pub.admin'), east, 'x.csv', 'productCode\nA\n')).status).toBe(403);
    expect((await upload(t, siteAdmin, 999_999, 'x.csv', 'productCode\nA\n')).status).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await upload(t, await t.signIn('sub.user'), east, 'x.csv', 'productCode\nA\n')).status).toBe(403);
  });
});

describe('upload limits', () => {
  let small: TestApp;
  let token: string;
  beforeAll(async () => {
    small = await createTestApp({ crossrefMaxRows: 3, crossrefMaxBytes: 2048 });
    token = await small.signIn('sub.admin');
  });
  afterAll(() => small.close());

  it('answers 413 past the row limit and stores nothing', async () => {
    const ok = await upload(small, token, east, 'three.csv', 'productCode\nA\n\nB\nC\n');
    expect(ok.status).toBe(200);
    const before = await counts(small);
    const { status, body } = await upload(small, token, east, 'four.csv', 'productCode\nA\nB\nC\nD\n');
    expect(status).toBe(413);
    expect(body.error?.message).toBe(SERVER_ERRORS.crossRefTooManyRows(3));
    expect(body.error?.message).toContain('3 data rows');
    expect(await counts(small)).toEqual(before);
  });

  it('answers 413 past the byte limit, naming it, and stores nothing', async () => {
    const before = await counts(small);
    const big = `productCode,description\n${'A,'.padEnd(3000, 'x')}\n`;
    const { status, body } = await upload(small, token, east, 'big.csv', big);
    expect(status).toBe(413);
    expect(body.error?.message).toBe('The file is larger than 2 KB, the upload limit. Nothing was stored.');
    expect(await counts(small)).toEqual(before);
  });
});

describe('GET admin/subscribers/crossreffilenames', () => {
  it('lists the caller’s company files, newest first; the support company all or the one asked for', async () => {
    const own = await t.call<CrossReferenceFile[]>({
      method: 'GET',
      url: '/mds/app/admin/subscribers/crossreffilenames',
      token: subAdmin,
    });
    expect(own.status).toBe(200);
    const ownFiles = own.body.data!;
    expect(ownFiles.length).toBeGreaterThan(3);
    expect(ownFiles.every((f) => f.companyId === east)).toBe(true);
    const ids = ownFiles.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));

    const all = await t.call<CrossReferenceFile[]>({
      method: 'GET',
      url: '/mds/app/admin/subscribers/crossreffilenames',
      token: siteAdmin,
    });
    expect(new Set(all.body.data?.map((f) => f.companyId))).toEqual(new Set([east, west]));
    const westOnly = await t.call<CrossReferenceFile[]>({
      method: 'GET',
      url: `/mds/app/admin/subscribers/crossreffilenames?companyId=${west}`,
      token: siteAdmin,
    });
    expect(westOnly.body.data?.map((f) => f.originalName)).toEqual(['west.csv']);

    const narrowed = await t.call<CrossReferenceFile[]>({
      method: 'GET',
      url: `/mds/app/admin/subscribers/crossreffilenames?companyId=${west}`,
      token: subAdmin,
    });
    expect(narrowed.body.data).toEqual([]);
    const viewer = await t.call<CrossReferenceFile[]>({
      method: 'GET',
      url: '/mds/app/admin/subscribers/crossreffilenames',
      token: await t.signIn('pubsub.admin'),
    });
    expect(viewer.body.data).toEqual([]);
  });
});

describe('GET admin/download/subscribers/crossreffile', () => {
  it('answers the stored file as it was uploaded, under its original name', async () => {
    const content = await xlsx([
      ['productCode', 'description'],
      ['DL-1', 'Crème brûlée'],
    ]);
    const { body } = await upload(t, subAdmin, east, 'Crème list.xlsx', content);
    const res = await download(body.data!.file.fileName);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Cr_me list.xlsx"; filename*=UTF-8''${encodeURIComponent('Crème list.xlsx')}`,
    );
    expect(res.rawPayload.equals(content)).toBe(true);

    const csv = await upload(t, subAdmin, east, 'plain.csv', 'productCode\nDL-2\n');
    const csvRes = await download(csv.body.data!.file.fileName, siteAdmin);
    expect(csvRes.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csvRes.body).toBe('productCode\nDL-2\n');
  });

  it('answers 404 for unknown names, names outside the folder and other tenants’ files', async () => {
    expect((await download('no-such-file.csv')).statusCode).toBe(404);
    expect((await download('../tradepool.db')).statusCode).toBe(404);
    expect((await download('incoming/../../tradepool.db')).statusCode).toBe(404);
    const { body } = await upload(t, subAdmin, east, 'mine.csv', 'productCode\nDL-3\n');
    const res = await download(body.data!.file.fileName, await t.signIn('pubsub.admin'));
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, error: { message: SERVER_ERRORS.notFound } });
  });
});

describe('POST admin/upload/{id}/crossreffile: a workbook past its bounds', () => {
  it('is refused as a whole with a 413, before it is parsed: 400 shared texts of 1 MiB, an inline cell of 300 MiB', async () => {
    const before = await counts();
    for (const bomb of [sharedStringsBomb(), inlineCellBomb()]) {
      const { status, body } = await upload(t, subAdmin, east, 'bomb.xlsx', bomb);
      expect(status).toBe(413);
      expect(body.error?.message).toBe(SHEET_BOUNDS_ERRORS.cell);
    }
    expect(await counts()).toEqual(before);
  });

  it('keeps the file’s name without a NUL or other control character, which PostgreSQL text cannot hold', async () => {
    const { status, body } = await upload(t, subAdmin, east, 'list\u0000\u0007 1.csv', 'productCode\nNUL-1\n');
    expect(status).toBe(200);
    expect(body.data!.file.originalName).toBe('list 1.csv');
  });

  it('while a cell too long for its column, within what a spreadsheet holds, is that row’s failure', async () => {
    const { status, body } = await upload(
      t,
      subAdmin,
      east,
      'long.xlsx',
      await xlsx([
        ['productCode', 'description'],
        ['LC-1', 'x'.repeat(20_000)],
        ['LC-2', 'Short'],
      ]),
    );
    expect(status).toBe(200);
    expect(body.data!.file.storedCount).toBe(1);
    expect(body.data!.errors).toEqual([{ row: 2, gtin: null, reason: ROW_REASONS.tooLong('description') }]);
  });
});
