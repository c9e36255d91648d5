import { expect } from 'vitest';
import type { Company, CompanyListRow, CompanySuggestion, Page } from '@tradepool/domain';
import { expectOwnerSees, type MatrixCases } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';

/** A user of the company a call names is answered (200); another company's user gets the answer checked after. */
const ownerReaches = (app: TestApp, logins: { owner: string; outsider: string }, url: string, payload?: object) =>
  expectOwnerSees(
    app,
    logins,
    (token) => app.call({ method: payload ? 'POST' : 'GET', url, token, payload }),
    ({ status }) => status === 200,
  );

const CRITERIA = { keys: ['GTIN', 'DESCRIPTION'], minimumScore: 80, candidates: 5, autoReview: 0, notes: null };

/** Harbor East's admin, whose company the calls name, and Northwind's, who must not reach it. */
const HARBOR_OWNS = { owner: 'sub.admin', outsider: 'pub.admin' };

export const accessCases: MatrixCases = {
  'POST /mds/app/companies': {
    request: { method: 'POST', url: '/mds/app/companies', payload: {} },
    crossTenant: {
      async check(app, ids) {
        const token = await app.signIn('pub.admin');
        const { body } = await app.call<Page<CompanyListRow>>({
          method: 'POST',
          url: '/mds/app/companies',
          token,
          payload: { id: ids.subscriber },
        });
        expect(body.data?.results.map((r) => r.id)).toEqual([ids.publisher]);
      },
    },
  },
  'POST /mds/app/companies/id': {
    request: { method: 'POST', url: '/mds/app/companies/id', payload: { id: 1 } },
    crossTenant: {
      async check(app, ids) {
        const res = await ownerReaches(app, HARBOR_OWNS, '/mds/app/companies/id', { id: ids.subscriber });
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/companies/partialCompanyName': {
    request: { method: 'POST', url: '/mds/app/companies/partialCompanyName', payload: { keyword: 'harbor' } },
    crossTenant: {
      async check(app, ids) {
        await expectOwnerSees(
          app,
          { owner: 'sub.admin', outsider: 'pubsub.admin' },
          (token) =>
            app.call<CompanySuggestion[]>({
              method: 'POST',
              url: '/mds/app/companies/partialCompanyName',
              token,
              payload: { keyword: 'harbor' },
            }),
          ({ body }) => body.data!.some((s) => s.companyId === ids.subscriber),
        );
        const token = await app.signIn('pubsub.admin');
        for (const keyword of ['harbor', 'northwind', '0843912', 'foods']) {
          const { body } = await app.call<CompanySuggestion[]>({
            method: 'POST',
            url: '/mds/app/companies/partialCompanyName',
            token,
            payload: { keyword },
          });
          expect(body.data?.every((s) => s.companyId === ids.pubsub)).toBe(true);
        }
      },
    },
  },
  'GET /mds/app/companies/partners': {
    request: { method: 'GET', url: '/mds/app/companies/partners?companyId=1' },
    crossTenant: {
      async check(app, ids) {
        const res = await ownerReaches(
          app,
          { owner: 'pub.admin', outsider: 'sub.admin' },
          `/mds/app/companies/partners?companyId=${ids.publisher}`,
        );
        expect(res.status).toBe(404);
      },
    },
  },
  'POST /mds/app/companies/partners': {
    request: { method: 'POST', url: '/mds/app/companies/partners', payload: {} },
    crossTenant: {
      async check(app, ids) {
        // It lists other companies by design, so only the site administrator (company 1) may ask.
        const token = await app.signIn('sub.admin');
        const res = await app.call({
          method: 'POST',
          url: '/mds/app/companies/partners',
          token,
          payload: { companyId: ids.subscriber },
        });
        expect(res.status).toBe(403);
        expect(res.body.data).toBeNull();
      },
    },
  },
  'POST /mds/app/companies/addUpdateCompany': {
    request: {
      method: 'POST',
      url: '/mds/app/companies/addUpdateCompany',
      payload: { name: 'Matrix Probe', step: 'companyinformation' },
    },
    crossTenant: {
      async check(app, ids) {
        const admin = await app.signIn('site.admin');
        const before = await app.call<Company>({
          method: 'POST',
          url: '/mds/app/companies/id',
          token: admin,
          payload: { id: ids.subscriber },
        });
        const token = await app.signIn('pub.admin');
        const res = await app.call({
          method: 'POST',
          url: '/mds/app/companies/addUpdateCompany',
          token,
          payload: { companyId: ids.subscriber, name: 'Taken Over', step: 'companyinformation' },
        });
        expect(res.status).toBe(403);
        const after = await app.call<Company>({
          method: 'POST',
          url: '/mds/app/companies/id',
          token: admin,
          payload: { id: ids.subscriber },
        });
        expect(after.body.data).toEqual(before.body.data);
      },
    },
  },
  'GET /mds/app/companies/:companyId/outputprofile': {
    request: { method: 'GET', url: '/mds/app/companies/1/outputprofile' },
    crossTenant: {
      async check(app, ids) {
        const res = await ownerReaches(app, HARBOR_OWNS, `/mds/app/companies/${ids.subscriber}/outputprofile`);
        expect(res.status).toBe(404);
        expect(res.body.data).toBeNull();
      },
    },
  },
  'GET /mds/app/companies/:companyId/matchcriteria': {
    request: { method: 'GET', url: '/mds/app/companies/1/matchcriteria' },
    crossTenant: {
      async check(app, ids) {
        const res = await ownerReaches(app, HARBOR_OWNS, `/mds/app/companies/${ids.subscriber}/matchcriteria`);
        expect(res.status).toBe(404);
        expect(res.body.data).toBeNull();
      },
    },
  },
  'POST /mds/app/companies/:companyId/matchcriteria': {
    request: { method: 'POST', url: '/mds/app/companies/1/matchcriteria', payload: CRITERIA },
    crossTenant: {
      async check(app, ids) {
        const url = `/mds/app/companies/${ids.subscriber}/matchcriteria`;
        const res = await ownerReaches(app, HARBOR_OWNS, url, CRITERIA);
        expect(res.status).toBe(404);
        expect(res.body.data).toBeNull();
      },
    },
  },
};
