import { expect } from 'vitest';
import type { Manufacturer, Page } from '@tradepool/domain';
import { expectOwnerSees, type MatrixCases } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

/**
 * Harbor East's admin, whose manufacturers they are, and Greenfield's, who must not see them (Northwind's,
 * a publisher-only company's, is refused the buyer's tools outright).
 */
const LOGINS = { owner: 'sub.admin', outsider: 'pubsub.admin' };

const search = (app: TestApp, payload: object) => (token: string) =>
  app.call<Page<Manufacturer>>({ method: 'POST', url: '/mds/app/manufacturer/search', token, payload });

export const accessCases: MatrixCases = {
  'POST /mds/app/manufacturer/search': {
    request: { method: 'POST', url: '/mds/app/manufacturer/search', payload: {} },
    crossTenant: {
      async check(app, ids) {
        const { status, body } = await expectOwnerSees(
          app,
          LOGINS,
          search(app, { searchString: 'Northwind', rowCount: 100 }),
          (res) => res.body.data!.totalRows > 0,
        );
        expect(status).toBe(200);
        expect(body.data?.totalRows).toBe(0);
        await expectOwnerSees(app, LOGINS, search(app, { rowCount: 500 }), (res) =>
          res.body.data!.results.some((m) => m.companyId === ids.subscriber),
        );
      },
    },
  },
  'PUT /mds/app/manufacturer/editManufacturerDetails': {
    request: {
      method: 'PUT',
      url: '/mds/app/manufacturer/editManufacturerDetails',
      payload: { manufacturerId: 1, confirmed: 1 },
    },
    crossTenant: {
      async check(app, ids) {
        const harbors = await app.context.db
          .selectFrom('manufacturer')
          .select(['id', 'contact_name'])
          .where('company_id', '=', ids.subscriber!)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const token = await app.signIn(LOGINS.outsider);
        const res = await app.call({
          method: 'PUT',
          url: '/mds/app/manufacturer/editManufacturerDetails',
          token,
          payload: { manufacturerId: harbors.id, confirmed: 0, contactName: 'Intruder' },
        });
        expect(res.status).toBe(404);
        const after = await app.context.db
          .selectFrom('manufacturer')
          .select('contact_name')
          .where('id', '=', harbors.id)
          .executeTakeFirstOrThrow();
        expect(after.contact_name).toBe(harbors.contact_name);
      },
    },
  },
};
