import { expect } from 'vitest';
import type { AdminUser, CurrentUser, Page } from '@tradepool/domain';
import { expectOwnerSees, type MatrixCases } from '../../test/access-matrix.js';

const newUser = (companyId: number, login: string) => ({
  companyId,
  login,
  firstName: 'Matrix',
  lastName: 'Case',
  email: `${login}@example.com`,
  roleId: 5,
  userType: 'GDSN',
  password: 'Matrix-Password-2026',
});

/** Northwind's admin, whose company and users the calls name, and Harbor East's, who must not reach them. */
const LOGINS = { owner: 'pub.admin', outsider: 'sub.admin' };

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
        const res = await expectOwnerSees(
          app,
          LOGINS,
          (token) => app.call({ method: 'GET', url: `/mds/app/users/company/${ids.publisher}/select`, token }),
          ({ status }) => status === 200,
        );
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
  'POST /mds/app/users/search': {
    request: { method: 'POST', url: '/mds/app/users/search', payload: {} },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('sub.admin');
        const { status, body } = await app.call<Page<AdminUser>>({
          method: 'POST',
          url: '/mds/app/users/search',
          token,
          payload: { companyId: ids.publisher, rowCount: 100 },
        });
        expect(status).toBe(200);
        expect(body.data!.totalRows).toBeGreaterThan(0);
        expect(body.data!.results.map((u) => u.login).sort()).toEqual([
          'sub.admin',
          'sub.oms',
          'sub.readonly',
          'sub.user',
        ]);
      },
    },
  },
  'GET /mds/app/users/roles': {
    request: { method: 'GET', url: '/mds/app/users/roles' },
    crossTenant: { none: "answers the roles the caller's own role may hand out; it reads no company's rows" },
  },
  'GET /mds/app/users/:id': {
    request: { method: 'GET', url: '/mds/app/users/1' },
    crossTenant: {
      async check(app, ids) {
        const res = await expectOwnerSees(
          app,
          LOGINS,
          (token) => app.call({ method: 'GET', url: `/mds/app/users/${ids['pub.admin']}`, token }),
          ({ status }) => status === 200,
        );
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/users': {
    request: { method: 'POST', url: '/mds/app/users', payload: newUser(1, 'matrix.request') },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('pub.admin');
        const res = await app.call({
          method: 'POST',
          url: '/mds/app/users',
          token,
          payload: newUser(ids.subscriber!, 'matrix.intruder'),
        });
        expect(res.status).toBe(404);
        const created = await app.context.db
          .selectFrom('app_user')
          .select('id')
          .where('login', '=', 'matrix.intruder')
          .executeTakeFirst();
        expect(created).toBeUndefined();
      },
    },
  },
  'PUT /mds/app/users/:id': {
    request: { method: 'PUT', url: '/mds/app/users/1', payload: newUser(1, 'matrix.request') },
    crossTenant: {
      async check(app, ids) {
        const before = await app.context.db
          .selectFrom('app_user')
          .selectAll()
          .where('id', '=', ids['pub.user']!)
          .executeTakeFirstOrThrow();
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'PUT',
          url: `/mds/app/users/${ids['pub.user']}`,
          token,
          payload: { ...newUser(ids.subscriber!, 'pub.user'), roleId: 3, status: 'InActive' },
        });
        expect(res.status).toBe(404);
        const after = await app.context.db
          .selectFrom('app_user')
          .selectAll()
          .where('id', '=', ids['pub.user']!)
          .executeTakeFirstOrThrow();
        expect(after).toEqual(before);
      },
    },
  },
  'GET /mds/app/users/:id/resetpassword': {
    request: { method: 'GET', url: '/mds/app/users/1/resetpassword' },
    crossTenant: {
      async check(app, ids) {
        const jobs = async () =>
          Number(
            (
              await app.context.db
                .selectFrom('job')
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          );
        const queued = await jobs();
        const token = await app.signIn('sub.admin');
        const res = await app.call({ method: 'GET', url: `/mds/app/users/${ids['pub.user']}/resetpassword`, token });
        expect(res.status).toBe(404);
        expect(await jobs()).toBe(queued);
        await app.signIn('pub.user');
      },
    },
  },
  'POST /mds/app/companies/addAccount': {
    request: { method: 'POST', url: '/mds/app/companies/addAccount', payload: newUser(1, 'matrix.request') },
    crossTenant: {
      none: 'COMPANY_MANAGE belongs to the site administrator alone, whose scope is every company (see user-admin tests)',
    },
  },
};
