import { expect } from 'vitest';
import type { CrossReferenceFile, CrossReferenceUploadResult } from '@tradepool/domain';
import { expectOwnerSees, statusOf, type MatrixCases, type MatrixIds } from '../../test/access-matrix.js';
import { multipartFile } from '../../test/multipart.js';
import type { TestApp } from '../../test/test-app.js';

const csv = () => multipartFile({ filename: 'items.csv', content: 'productCode,gtin\nMX-1,4006381333931\n' });

/** A file of the East Region subscriber, loaded by its own admin, for the other tenant to reach for. */
async function subscriberFile(t: TestApp, ids: MatrixIds): Promise<CrossReferenceFile> {
  const token = await t.signIn('sub.admin');
  const { status, body } = await t.call<CrossReferenceUploadResult>({
    method: 'POST',
    url: `/mds/app/admin/upload/${ids.subscriber}/crossreffile`,
    token,
    ...csv(),
  });
  expect(status).toBe(200);
  return body.data!.file;
}

/**
 * Harbor East's admin, who loaded the file, and Greenfield's, who must not reach it (Northwind's, a
 * publisher-only company's, is refused the buyer's tools outright).
 */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

export const accessCases: MatrixCases = {
  'POST /mds/app/admin/upload/:id/crossreffile': {
    request: { method: 'POST', url: '/mds/app/admin/upload/3/crossreffile', ...csv() },
    crossTenant: {
      async check(t, ids) {
        const count = async () =>
          Number(
            (
              await t.context.db
                .selectFrom('cross_reference_file')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const before = await count();
        const token = await t.signIn(LOGINS.outsider);
        const res = await t.call({
          method: 'POST',
          url: `/mds/app/admin/upload/${ids.subscriber}/crossreffile`,
          token,
          ...csv(),
        });
        expect(res.status).toBe(404);
        expect(await count()).toBe(before);
      },
    },
  },
  'GET /mds/app/admin/subscribers/crossreffilenames': {
    request: { method: 'GET', url: '/mds/app/admin/subscribers/crossreffilenames' },
    crossTenant: {
      async check(t, ids) {
        const file = await subscriberFile(t, ids);
        const named = await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<CrossReferenceFile[]>({
              method: 'GET',
              url: `/mds/app/admin/subscribers/crossreffilenames?companyId=${ids.subscriber}`,
              token,
            }),
          ({ body }) => body.data!.some((f) => f.fileName === file.fileName),
        );
        const token = await t.signIn(LOGINS.outsider);
        expect(named.status).toBe(200);
        expect(named.body.data).toEqual([]);
        const all = await t.call<CrossReferenceFile[]>({
          method: 'GET',
          url: '/mds/app/admin/subscribers/crossreffilenames',
          token,
        });
        expect(all.body.data?.every((f) => f.companyId === ids.pubsub)).toBe(true);
      },
    },
  },
  'GET /mds/app/admin/download/subscribers/crossreffile': {
    request: { method: 'GET', url: '/mds/app/admin/download/subscribers/crossreffile?fileName=none.csv' },
    crossTenant: {
      async check(t, ids) {
        const file = await subscriberFile(t, ids);
        const status = await expectOwnerSees(
          t,
          LOGINS,
          statusOf(t, {
            method: 'GET',
            url: `/mds/app/admin/download/subscribers/crossreffile?fileName=${encodeURIComponent(file.fileName)}`,
          }),
          (answer) => answer === 200,
        );
        expect(status).toBe(404);
      },
    },
  },
};
