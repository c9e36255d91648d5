import { expect } from 'vitest';
import type { Manufacturer, Page } from '@tradepool/domain';
import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'POST /mds/app/manufacturer/search': {
    request: { method: 'POST', url: '/mds/app/manufacturer/search', payload: {} },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('pub.admin');
        const { status, body } = await app.call<Page<Manufacturer>>({
          method: 'POST',
          url: '/mds/app/manufacturer/search',
          token,
          payload: { searchString: 'Northwind', rowCount: 100 },
        });
        expect(status).toBe(200);
        expect(body.data?.totalRows).toBe(0);
        const all = await app.call<Page<Manufacturer>>({
          method: 'POST',
          url: '/mds/app/manufacturer/search',
          token,
          payload: { rowCount: 500 },
        });
        expect(all.body.data?.results.some((m) => m.companyId === ids.subscriber)).toBe(false);
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
        const token = await app.signIn('pub.admin');
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
