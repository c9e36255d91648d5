import { expect } from 'vitest';
import type { UploadSummary } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

const seeded = new WeakMap<TestApp, number>();

/** An upload of Greenfield Provisions, with one rejected row, for Northwind's admin to reach for. */
async function greenfieldUpload(t: TestApp, ids: MatrixIds): Promise<number> {
  if (!seeded.has(t)) {
    const now = new Date().toISOString();
    const { id } = await t.context.db
      .insertInto('catalog_upload')
      .values({
        company_id: ids.pubsub!,
        user_id: null,
        user_type: 'GDSN',
        file_name: 'greenfield.xlsx',
        storage_path: '/nonexistent/greenfield.xlsx',
        format: 'xlsx',
        status: 'done',
        item_count: 1,
        rows_done: 3,
        items_done: 1,
        stored_count: 0,
        failure_count: 1,
        failure_message: null,
        job_id: null,
        created_time: now,
        completed_time: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.context.db
      .insertInto('catalog_upload_failure')
      .values({ upload_id: id, company_id: ids.pubsub!, row_number: 3, gtin: '1', attribute: null, reason: 'x' })
      .execute();
    seeded.set(t, id);
  }
  return seeded.get(t)!;
}

/** Greenfield's admin, who uploaded, and Northwind's, who must not reach the upload. */
const LOGINS = { owner: 'pubsub.admin', outsider: 'pub.admin' };

const notFoundFor = (path: (id: number) => string) => async (t: TestApp, ids: MatrixIds) => {
  const id = await greenfieldUpload(t, ids);
  const status = await expectOwnerSees(
    t,
    LOGINS,
    statusOf(t, { method: 'GET', url: `/mds/app${path(id)}` }),
    (answer) => answer === 200,
  );
  expect(status).toBe(404);
};

export const accessCases: MatrixCases = {
  'POST /mds/app/gdsn/upload': {
    request: { method: 'POST', url: '/mds/app/gdsn/upload' },
    crossTenant: { none: 'the upload always writes into the caller’s own company' },
  },
  'GET /mds/app/gdsn/upload/history': {
    request: { method: 'GET', url: '/mds/app/gdsn/upload/history' },
    crossTenant: {
      async check(t, ids) {
        const theirs = await greenfieldUpload(t, ids);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call<UploadSummary[]>({ method: 'GET', url: '/mds/app/gdsn/upload/history', token }),
          (res) => res.body.data!.some((u) => u.uploadId === theirs),
        );
      },
    },
  },
  'GET /mds/app/gdsn/upload/:uploadId': {
    request: { method: 'GET', url: '/mds/app/gdsn/upload/1' },
    crossTenant: { check: notFoundFor((id) => `/gdsn/upload/${id}`) },
  },
  'GET /mds/app/gdsn/upload/:uploadId/failures': {
    request: { method: 'GET', url: '/mds/app/gdsn/upload/1/failures' },
    crossTenant: { check: notFoundFor((id) => `/gdsn/upload/${id}/failures`) },
  },
  'GET /mds/app/gdsn/upload/:uploadId/failures/download': {
    request: { method: 'GET', url: '/mds/app/gdsn/upload/1/failures/download' },
    crossTenant: { check: notFoundFor((id) => `/gdsn/upload/${id}/failures/download`) },
  },
};
