import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CATALOG_COLUMNS,
  CATALOG_DOWNLOAD_ERRORS,
  MESSAGES,
  attributesFromCatalogCells,
  type ScheduledDownload,
} from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { zipEntry } from '../../test/zip-entry.js';
import { insertTestItems, testAttributes, testGtin } from '../../test/catalog-bulk-items.js';

let t: TestApp;
let northwind: number;
let greenfield: number;
let northwindIds: number[];
let greenfieldIds: number[];
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const companies = await t.context.db.selectFrom('company').select(['id', 'name']).execute();
  northwind = companies.find((c) => c.name === 'Northwind Foods')!.id;
  greenfield = companies.find((c) => c.name === 'Greenfield Provisions')!.id;
  northwindIds = await insertTestItems(t.context.db, northwind, 5, {
    describe: (serial) => (serial === 3 ? 'Chicken & noodle soup <12 x 10.5 oz>' : `Tomato soup ${serial}`),
  });
  greenfieldIds = await insertTestItems(t.context.db, greenfield, 2, { gln: '0614141000012' });
  for (const login of ['pub.admin', 'pubsub.admin', 'site.admin']) tokens[login] = await t.signIn(login);
});
afterAll(() => t.close());

function fetchFile(login: string, options: InjectOptions): Promise<LightMyRequestResponse> {
  return t.app.inject({ ...options, headers: { ...options.headers, authorization: `Bearer ${tokens[login]}` } });
}

async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

const text = (value: ExcelJS.CellValue) => (value === null || value === undefined ? null : String(value));

/** The catalog sheet's rows from row 3, as code → cell text (codes from row 2). */
function catalogRows(sheet: ExcelJS.Worksheet): Record<string, string | null>[] {
  const codes = (sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1).map((v) => String(v));
  const rows: Record<string, string | null>[] = [];
  sheet.eachRow((row, number) => {
    if (number < 3) return;
    rows.push(Object.fromEntries(codes.map((code, index) => [code, text(row.getCell(index + 1).value)])));
  });
  return rows;
}

const ids = (list: number[]) => list.join('.');

describe('catalog spreadsheet', () => {
  it('is a macro-enabled workbook with the dictionary columns and the items, read back as the same attributes', async () => {
    const res = await fetchFile('pub.admin', {
      method: 'POST',
      url: `/mds/app/catalogs/download/spreadsheet/catalog?ids=${ids(northwindIds.slice(0, 3))}&page=catalog`,
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.ms-excel.sheet.macroEnabled.12');
    expect(res.headers['content-disposition']).toMatch(/filename="\d{2}-\d{2}-\d{4}_catalog\.xlsm"/);
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);

    const types = zipEntry(res.rawPayload, '[Content_Types].xml')!.toString('utf8');
    expect(types).toContain('ContentType="application/vnd.ms-excel.sheet.macroEnabled.main+xml"');
    expect(types).not.toContain('spreadsheetml.sheet.main+xml');

    const workbook = await workbookOf(res);
    expect(workbook.worksheets.map((s) => s.name)).toEqual(['Catalog', 'Instructions', 'Code Lists']);
    const sheet = workbook.getWorksheet('Catalog')!;
    expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1, 4)).toEqual([
      'GTIN *',
      'Target Market *',
      'Trade Item Unit Descriptor *',
    ]);
    // The spec's columns as they are, then each item's GS1 Digital Link.
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      ...CATALOG_COLUMNS.map((c) => c.key),
      'GS1 Digital Link',
    ]);
    expect(sheet.getRow(1).getCell(CATALOG_COLUMNS.length + 1).value).toBe('GS1 Digital Link');

    const rows = catalogRows(sheet);
    expect(rows.map((r) => r.Coding1A)).toEqual([1, 2, 3].map((serial) => testGtin(northwind, serial)));
    expect(rows.map((r) => r['GS1 Digital Link'])).toEqual(
      [1, 2, 3].map((serial) => `https://id.gs1.org/01/${testGtin(northwind, serial)}`),
    );
    expect(rows[2]!.Descriptions1E).toBe('Chicken & noodle soup <12 x 10.5 oz>');
    expect(rows[0]!.Allergen1BA).toBe('AM | AC');
    expect(rows[0]!['Measure1A.unit']).toBe('INH');
    const expected = testAttributes(testGtin(northwind, 1), '0761305000019', 1, 'Tomato soup 1');
    const { Parties1A: _derived, ...typedIn } = expected;
    expect(attributesFromCatalogCells(rows[0]!)).toEqual(typedIn);
  });

  it('points the Digital Links to the resolver the installation sets', async () => {
    const configured = t.config.digitalLinkBase;
    t.config.digitalLinkBase = 'https://links.northwind.example/p';
    try {
      const res = await fetchFile('pub.admin', {
        method: 'GET',
        url: `/mds/app/catalogs/download/spreadsheet?ids=${northwindIds[0]}&page=catalog`,
      });
      const rows = catalogRows((await workbookOf(res)).getWorksheet('Catalog')!);
      expect(rows[0]!['GS1 Digital Link']).toBe(`https://links.northwind.example/p/01/${testGtin(northwind, 1)}`);
    } finally {
      t.config.digitalLinkBase = configured;
    }
  });

  it("is read by exceljs's streaming reader too (what an upload uses)", async () => {
    const res = await fetchFile('pub.admin', {
      method: 'GET',
      url: `/mds/app/catalogs/download/spreadsheet?ids=${ids(northwindIds)}&page=catalog`,
    });
    expect(res.statusCode).toBe(200);
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from(res.rawPayload), {});
    let dataRows = 0;
    for await (const sheet of reader) {
      for await (const row of sheet) if (row.number >= 3) dataRows++;
      break;
    }
    expect(dataRows).toBe(5);
  });

  it('exports what the search in the body matches when no ids are given, in the caller’s company only', async () => {
    const filtered = await fetchFile('pub.admin', {
      method: 'POST',
      url: '/mds/app/catalogs/download/spreadsheet/catalog?page=catalog',
      payload: { keyword: 'noodle' },
    });
    expect(filtered.statusCode).toBe(200);
    const rows = catalogRows((await workbookOf(filtered)).getWorksheet('Catalog')!);
    expect(rows.map((r) => r.Coding1A)).toEqual([testGtin(northwind, 3)]);

    const all = await fetchFile('pub.admin', {
      method: 'POST',
      url: '/mds/app/catalogs/download/spreadsheet/catalog',
      payload: {},
    });
    const gtins = catalogRows((await workbookOf(all)).getWorksheet('Catalog')!).map((r) => r.Coding1A);
    const own = await t.context.db
      .selectFrom('catalog_item')
      .select('gtin')
      .where('company_id', '=', northwind)
      .where('deleted', '=', 0)
      .execute();
    expect(new Set(gtins)).toEqual(new Set(own.map((r) => r.gtin)));
    expect(gtins).not.toContain(testGtin(greenfield, 1));
  });

  it('leaves out another company’s ids, and says so when nothing is left', async () => {
    const res = await fetchFile('pub.admin', {
      method: 'POST',
      url: `/mds/app/catalogs/download/spreadsheet/catalog?ids=${ids(greenfieldIds)}`,
      payload: {},
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, data: null, error: { message: MESSAGES.noDataForDownload } });

    const mixed = await fetchFile('pub.admin', {
      method: 'POST',
      url: `/mds/app/catalogs/download/spreadsheet/catalog?ids=${ids([greenfieldIds[0]!, northwindIds[0]!])}`,
      payload: {},
    });
    expect(catalogRows((await workbookOf(mixed)).getWorksheet('Catalog')!).map((r) => r.Coding1A)).toEqual([
      testGtin(northwind, 1),
    ]);
  });

  it('refuses a direct download above the limit and tells the user to schedule it', async () => {
    const limit = t.config.downloadDirectMaxRows;
    t.config.downloadDirectMaxRows = 4;
    try {
      const res = await fetchFile('pub.admin', {
        method: 'POST',
        url: `/mds/app/catalogs/download/spreadsheet/catalog?ids=${ids(northwindIds)}`,
        payload: {},
      });
      expect(res.statusCode).toBe(413);
      expect(res.json().error.message).toBe(CATALOG_DOWNLOAD_ERRORS.tooManyRows(5, 4));
      const limits = await t.call<{ directMaxRows: number }>({
        method: 'GET',
        url: '/mds/app/catalogs/download/limits',
        token: tokens['pub.admin'],
      });
      expect(limits.body.data).toEqual({ directMaxRows: 4 });
    } finally {
      t.config.downloadDirectMaxRows = limit;
    }
  });
});

describe('item status and template', () => {
  it('writes the item status grid', async () => {
    for (const url of ['/mds/app/catalogs/download/itemgrid/catalog', '/mds/app/catalogs/download/itemgrid']) {
      const res = await fetchFile('pub.admin', {
        method: 'POST',
        url: `${url}?ids=${ids(northwindIds.slice(0, 2))}&page=catalog`,
        payload: {},
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
      expect(res.headers['content-disposition']).toMatch(/filename="\d{2}-\d{2}-\d{4}_item_status\.xlsx"/);
      const sheet = (await workbookOf(res)).worksheets[0]!;
      expect((sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1)).toEqual([
        'GTIN',
        'Product Code',
        'Description',
        'Brand',
        'Unit Descriptor',
        'Target Market',
        'Status',
        'Registration Status',
        'Subscribers',
        'Subscriber Names',
        'Missing Required',
        'Missing Required Attributes',
        'Last Modified (UTC)',
      ]);
      expect(sheet.rowCount).toBe(3);
      const first = sheet.getRow(2);
      expect(first.getCell(1).value).toBe(testGtin(northwind, 1));
      expect(first.getCell(6).value).toBe('840');
      expect(first.getCell(7).value).toBe('Not Ready');
      expect(first.getCell(9).value).toBe(0);
      expect(Number(first.getCell(11).value)).toBeGreaterThan(0);
      expect(String(first.getCell(12).value)).toContain('Width');
      expect(first.getCell(13).value).toBeInstanceOf(Date);
    }
  });

  it('serves the GTIN template: the same columns, no items, instructions and code lists', async () => {
    const res = await fetchFile('pub.admin', { method: 'GET', url: '/mds/app/gdsn/download/template' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('GTIN_Template.xlsx');
    const workbook = await workbookOf(res);
    const sheet = workbook.getWorksheet('Catalog')!;
    expect((sheet.getRow(2).values as ExcelJS.CellValue[]).slice(1)).toEqual(CATALOG_COLUMNS.map((c) => c.key));
    expect(catalogRows(sheet).filter((r) => Object.values(r).some((v) => v !== null))).toEqual([]);
    const labels = (sheet.getRow(1).values as ExcelJS.CellValue[]).slice(1).map(String);
    expect(labels.filter((l) => l.endsWith(' *')).length).toBeGreaterThanOrEqual(32);
    const instructions = workbook.getWorksheet('Instructions')!;
    const listed: string[] = [];
    instructions.eachRow((row) => listed.push(String(row.getCell(1).value)));
    for (const column of CATALOG_COLUMNS) expect(listed).toContain(column.key);
    const codeLists = workbook.getWorksheet('Code Lists')!;
    const units: string[] = [];
    codeLists.eachRow((row) => {
      if (row.getCell(1).value === 'UNIT_DESCRIPTOR') units.push(String(row.getCell(2).value));
    });
    expect(units).toContain('CASE');
  });
});

describe('scheduled reports', () => {
  it('schedules a report, refuses a duplicate, runs it as a job and serves the finished file', async () => {
    const token = tokens['pub.admin'];
    const schedule = () =>
      t.call<string>({ method: 'GET', url: '/mds/app/catalogs/download/schedule?downloadType=1', token });
    expect((await schedule()).body.data).toBe('success');
    expect((await schedule()).body.data).toBe('duplicate');
    const status = await t.call<string>({
      method: 'GET',
      url: '/mds/app/catalogs/download/schedule?downloadType=2',
      token,
    });
    expect(status.body.data).toBe('success');

    const pending = await t.call<ScheduledDownload[]>({
      method: 'GET',
      url: '/mds/app/catalogs/download/scheduledrequests',
      token,
    });
    expect(pending.body.data?.map((r) => [r.downloadType, r.status, r.createdByName])).toEqual([
      [2, 'scheduled', expect.any(String)],
      [1, 'scheduled', expect.any(String)],
    ]);
    expect(pending.body.data?.[1]?.fileName).toMatch(/^\d{2}-\d{2}-\d{4}_catalog\.xlsm$/);
    const early = await fetchFile('pub.admin', {
      method: 'GET',
      url: `/mds/app/catalogs/download/file/${pending.body.data![1]!.catalogDownloadId}`,
    });
    expect(early.statusCode).toBe(409);

    expect(await t.worker.drain()).toBeGreaterThanOrEqual(2);

    const completed = await t.call<ScheduledDownload[]>({
      method: 'GET',
      url: '/mds/app/catalogs/download/completedrequests',
      token,
    });
    const own = await t.context.db
      .selectFrom('catalog_item')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('company_id', '=', northwind)
      .where('deleted', '=', 0)
      .executeTakeFirstOrThrow();
    const spreadsheet = completed.body.data!.find((r) => r.downloadType === 1)!;
    expect(spreadsheet).toMatchObject({ status: 'done', progress: 100, rowCount: Number(own.n), error: null });
    expect(
      (await t.call<ScheduledDownload[]>({ method: 'GET', url: '/mds/app/catalogs/download/scheduledrequests', token }))
        .body.data,
    ).toEqual([]);

    const file = await fetchFile('pub.admin', {
      method: 'GET',
      url: `/mds/app/catalogs/download/file/${spreadsheet.catalogDownloadId}`,
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain(spreadsheet.fileName);
    expect(zipEntry(file.rawPayload, '[Content_Types].xml')!.toString('utf8')).toContain('macroEnabled.main+xml');
    const rows = catalogRows((await workbookOf(file)).getWorksheet('Catalog')!);
    expect(rows).toHaveLength(Number(own.n));
    expect(rows.map((r) => r.Coding1A)).not.toContain(testGtin(greenfield, 1));

    // Finished, so the same report may be asked for again.
    expect((await schedule()).body.data).toBe('success');
    await t.worker.drain();
  });

  it('schedules a filtered report from a search', async () => {
    const token = tokens['pub.admin'];
    const res = await t.call<string>({
      method: 'POST',
      url: '/mds/app/catalogs/download/schedule?downloadType=2',
      token,
      payload: { keyword: 'noodle' },
    });
    expect(res.body.data).toBe('success');
    await t.worker.drain();
    const completed = await t.call<ScheduledDownload[]>({
      method: 'GET',
      url: '/mds/app/catalogs/download/completedrequests',
      token,
    });
    expect(completed.body.data![0]).toMatchObject({ downloadType: 2, status: 'done', rowCount: 1 });
  });

  it('keeps every report to its own company; the support company sees all', async () => {
    const done = await t.context.db
      .selectFrom('download_request')
      .select('id')
      .where('company_id', '=', northwind)
      .where('status', '=', 'done')
      .executeTakeFirstOrThrow();
    const other = await fetchFile('pubsub.admin', { method: 'GET', url: `/mds/app/catalogs/download/file/${done.id}` });
    expect(other.statusCode).toBe(404);
    for (const url of [
      '/mds/app/catalogs/download/completedrequests',
      '/mds/app/catalogs/download/scheduledrequests',
    ]) {
      const list = await t.call<ScheduledDownload[]>({ method: 'GET', url, token: tokens['pubsub.admin'] });
      expect(list.body.data).toEqual([]);
    }
    const support = await fetchFile('site.admin', { method: 'GET', url: `/mds/app/catalogs/download/file/${done.id}` });
    expect(support.statusCode).toBe(200);
  });

  it('rejects an unknown download type', async () => {
    const res = await t.call({
      method: 'GET',
      url: '/mds/app/catalogs/download/schedule?downloadType=7',
      token: tokens['pub.admin'],
    });
    expect(res.status).toBe(400);
  });
});
