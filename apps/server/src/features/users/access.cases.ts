import { expect } from 'vitest';
import type { CurrentUser } from '@tradepool/domain';
import type { MatrixCases } from '../../test/access-matrix.js';

export const accessCases: MatrixCases = {
  'GET /mds/app/users': {
    request: { method: 'GET', url: '/mds/app/users' },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('sub.user');
        const { body } = await app.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
        expect(body.data?.userCompanyList.map((c) => c.companyId)).toEqual([ids.subscriber]);
      },
    },
  },
  'GET /mds/app/users/company/:companyId/select': {
    request: { method: 'GET', url: '/mds/app/users/company/1/select' },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({ method: 'GET', url: `/mds/app/users/company/${ids.publisher}/select`, token });
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/users/updateUserPreference/:id/:preference': {
    request: { method: 'POST', url: '/mds/app/users/updateUserPreference/1/-', payload: {} },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'POST',
          url: `/mds/app/users/updateUserPreference/${ids['pub.admin']}/-`,
          token,
          payload: { pageNumber: 9 },
        });
        expect(res.status).toBe(404);
      },
    },
  },
};
