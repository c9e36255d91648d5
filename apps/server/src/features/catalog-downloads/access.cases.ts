import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Page, ScheduledDownload } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';
import { insertTestItems, testGtin } from '../../test/catalog-bulk-items.js';

const seeded = new WeakMap<TestApp, number[]>();

/**
 * Items of Greenfield Provisions (publisher-subscriber) for Northwind's admin to reach for, and one of
 * Northwind's own so that its "everything" download has something in it. Answers Greenfield's ids.
 */
async function greenfieldItems(t: TestApp, ids: MatrixIds): Promise<number[]> {
  if (!seeded.has(t)) {
    seeded.set(t, await insertTestItems(t.context.db, ids.pubsub!, 2, { gln: '0614141000012', firstSerial: 901 }));
    await insertTestItems(t.context.db, ids.publisher!, 1, { firstSerial: 901 });
  }
  return seeded.get(t)!;
}

/** Greenfield's admin, who owns the items and reports, and Northwind's, who must not reach them. */
const LOGINS = { owner: 'pubsub.admin', outsider: 'pub.admin' };

async function northwindFile(t: TestApp, method: 'GET' | 'POST', url: string) {
  const token = await t.signIn('pub.admin');
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    payload: method === 'POST' ? {} : undefined,
  });
}

/**
 * A direct download: another company's ids give nothing (their owner gets the file), and "everything" holds
 * none of its items.
 */
function directDownloadCheck(method: 'GET' | 'POST', path: string) {
  return async (t: TestApp, ids: MatrixIds) => {
    const theirs = await greenfieldItems(t, ids);
    const url = `${path}?ids=${theirs.join('.')}`;
    const byIds = await expectOwnerSees(
      t,
      LOGINS,
      statusOf(t, { method, url, payload: method === 'POST' ? {} : undefined }),
      (status) => status === 200,
    );
    expect(byIds).toBe(404);
    const all = await northwindFile(t, method, path);
    expect(all.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(all.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.push(String(cell.value))));
    for (const serial of [901, 902]) expect(cells).not.toContain(testGtin(ids.pubsub!, serial));
  };
}

/** A finished report of Greenfield Provisions, scheduled by its admin and run by the worker. */
async function greenfieldReport(t: TestApp, ids: MatrixIds): Promise<number> {
  await greenfieldItems(t, ids);
  const token = await t.signIn('pubsub.admin');
  await t.call({ method: 'GET', url: '/mds/app/catalogs/download/schedule?downloadType=1', token });
  await t.worker.drain();
  const row = await t.context.db
    .selectFrom('download_request')
    .select('id')
    .where('company_id', '=', ids.pubsub!)
    .where('status', '=', 'done')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Northwind's admin lists reports: none of Greenfield's appear, where Greenfield's admin finds them. */
function listCheck(method: 'GET' | 'POST', url: string) {
  return async (t: TestApp, ids: MatrixIds) => {
    await greenfieldReport(t, ids);
    const other = await t.signIn('pubsub.admin');
    await t.call({ method: 'GET', url: '/mds/app/catalogs/download/schedule?downloadType=2', token: other });
    const theirs = await t.context.db
      .selectFrom('download_request')
      .select('id')
      .where('company_id', '=', ids.pubsub!)
      .execute();
    const list = async (token: string) => {
      const { status, body } = await t.call<ScheduledDownload[] | Page<ScheduledDownload>>({
        method,
        url,
        token,
        payload: method === 'POST' ? { rowCount: 100, pageNumber: 0 } : undefined,
      });
      return {
        status,
        ids: (Array.isArray(body.data) ? body.data : body.data!.results).map((r) => r.catalogDownloadId),
      };
    };
    const northwinds = await expectOwnerSees(t, LOGINS, list, (answer) =>
      theirs.some(({ id }) => answer.ids.includes(id)),
    );
    expect(northwinds.status).toBe(200);
    for (const { id } of theirs) expect(northwinds.ids).not.toContain(id);
    await t.worker.drain();
  };
}

export const accessCases: MatrixCases = {
  'POST /mds/app/catalogs/download/spreadsheet/catalog': {
    request: { method: 'POST', url: '/mds/app/catalogs/download/spreadsheet/catalog?ids=1&page=catalog', payload: {} },
    crossTenant: { check: directDownloadCheck('POST', '/mds/app/catalogs/download/spreadsheet/catalog') },
  },
  'GET /mds/app/catalogs/download/spreadsheet': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/spreadsheet?ids=1&page=catalog' },
    crossTenant: { check: directDownloadCheck('GET', '/mds/app/catalogs/download/spreadsheet') },
  },
  'POST /mds/app/catalogs/download/itemgrid/catalog': {
    request: { method: 'POST', url: '/mds/app/catalogs/download/itemgrid/catalog?ids=1&page=catalog', payload: {} },
    crossTenant: { check: directDownloadCheck('POST', '/mds/app/catalogs/download/itemgrid/catalog') },
  },
  'POST /mds/app/catalogs/download/itemgrid': {
    request: { method: 'POST', url: '/mds/app/catalogs/download/itemgrid?ids=1&page=catalog', payload: {} },
    crossTenant: { check: directDownloadCheck('POST', '/mds/app/catalogs/download/itemgrid') },
  },
  'GET /mds/app/gdsn/download/template': {
    request: { method: 'GET', url: '/mds/app/gdsn/download/template' },
    crossTenant: { none: 'the template is the column layout and code lists: no company data' },
  },
  'GET /mds/app/catalogs/download/limits': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/limits' },
    crossTenant: { none: 'a configured limit, the same for everyone' },
  },
  'GET /mds/app/catalogs/download/schedule': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/schedule?downloadType=1' },
    crossTenant: {
      async check(t, ids) {
        const report = await greenfieldReport(t, ids);
        const row = await t.context.db
          .selectFrom('download_request')
          .select(['row_count'])
          .where('id', '=', report)
          .executeTakeFirstOrThrow();
        const count = await t.context.db
          .selectFrom('catalog_item')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('company_id', '=', ids.pubsub!)
          .where('deleted', '=', 0)
          .executeTakeFirstOrThrow();
        // The report holds its own company's items only.
        expect(row.row_count).toBe(Number(count.n));
      },
    },
  },
  'POST /mds/app/catalogs/download/schedule': {
    request: { method: 'POST', url: '/mds/app/catalogs/download/schedule?downloadType=2', payload: {} },
    crossTenant: {
      async check(t, ids) {
        const theirs = await greenfieldItems(t, ids);
        // The caller's report is the newest once the worker has run it: Greenfield's holds its item.
        const schedule = async (token: string) => {
          const res = await t.call<string>({
            method: 'POST',
            url: '/mds/app/catalogs/download/schedule?downloadType=2',
            token,
            payload: { id: theirs[0] },
          });
          await t.worker.drain();
          const newest = await t.context.db
            .selectFrom('download_request')
            .select('row_count')
            .where('download_type', '=', 2)
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow();
          return { data: res.body.data, rowCount: newest.row_count };
        };
        const res = await expectOwnerSees(t, LOGINS, schedule, ({ rowCount }) => (rowCount ?? 0) > 0);
        expect(res.data).toBe('success');
        const row = await t.context.db
          .selectFrom('download_request')
          .select(['row_count', 'status'])
          .where('company_id', '=', ids.publisher!)
          .where('download_type', '=', 2)
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        expect(row).toEqual({ row_count: 0, status: 'done' });
      },
    },
  },
  'GET /mds/app/catalogs/download/scheduledrequests': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/scheduledrequests' },
    crossTenant: { check: listCheck('GET', '/mds/app/catalogs/download/scheduledrequests') },
  },
  'POST /mds/app/catalogs/download/scheduledrequests/pub': {
    request: {
      method: 'POST',
      url: '/mds/app/catalogs/download/scheduledrequests/pub',
      payload: { rowCount: 10, pageNumber: 0 },
    },
    crossTenant: {
      // The publisher items reports: Northwind's (the configured company) to its publishers only.
      async check(t) {
        const own = await t.signIn('pub.admin');
        await t.call({ method: 'GET', url: '/mds/app/catalogs/download/schedule?downloadType=4', token: own });
        for (const login of ['pubsub.admin', 'site.admin']) {
          const { status, body } = await t.call({
            method: 'POST',
            url: '/mds/app/catalogs/download/scheduledrequests/pub',
            token: await t.signIn(login),
            payload: { rowCount: 10, pageNumber: 0 },
          });
          expect({ login, status, data: body.data }).toEqual({ login, status: 403, data: null });
        }
        await t.worker.drain();
      },
    },
  },
  'GET /mds/app/catalogs/download/completedrequests': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/completedrequests' },
    crossTenant: { check: listCheck('GET', '/mds/app/catalogs/download/completedrequests') },
  },
  'GET /mds/app/catalogs/download/file/:catalogDownloadId': {
    request: { method: 'GET', url: '/mds/app/catalogs/download/file/1' },
    crossTenant: {
      async check(t, ids) {
        const report = await greenfieldReport(t, ids);
        const status = await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, { method: 'GET', url: `/mds/app/catalogs/download/file/${report}` }),
          (answer) => answer === 200,
        );
        expect(status).toBe(404);
      },
    },
  },
};
