import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_FLAGS, SERVER_ERRORS, type Company, type CompanyInput } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import type * as Repo from './repo.js';

/** The last write of a save fails on demand, after the company, its GLNs and its contact were written. */
const failPartners = vi.hoisted(() => ({ on: false }));
vi.mock('./repo.js', async (importOriginal) => {
  const original = await importOriginal<typeof Repo>();
  return {
    ...original,
    replacePartners: async (...args: Parameters<typeof original.replacePartners>) => {
      if (failPartners.on) throw new Error('disk full');
      return original.replacePartners(...args);
    },
  };
});

let t: TestApp;
let siteAdmin: string;
let northwind: Company;

beforeAll(async () => {
  t = await createTestApp();
  siteAdmin = await t.signIn('site.admin');
  const { id } = await t.context.db
    .selectFrom('company')
    .select('id')
    .where('name', '=', 'Northwind Foods')
    .executeTakeFirstOrThrow();
  northwind = (
    await t.call<Company>({ method: 'POST', url: '/mds/app/companies/id', token: siteAdmin, payload: { id } })
  ).body.data!;
});
afterAll(() => t.close());

function inputOf(company: Company): CompanyInput {
  return {
    companyId: company.companyId,
    name: company.name,
    buName: company.buName,
    status: company.status as 0 | 1 | 2 | 3,
    companyGLNList: company.companyGLNList,
    isGdsn: company.isGdsn,
    industrySegment: company.industrySegment,
    rolePub: company.rolePub,
    roleSub: company.roleSub,
    ...Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, company[f]])),
    companyContact: company.companyContact,
    companyPartnerList: company.companyPartnerList.map((p) => ({ partnerCompanyID: p.partnerCompanyID })),
  };
}

const save = (payload: CompanyInput) =>
  t.call<Company>({ method: 'POST', url: '/mds/app/companies/addUpdateCompany', token: siteAdmin, payload });
const reload = async () =>
  (
    await t.call<Company>({
      method: 'POST',
      url: '/mds/app/companies/id',
      token: siteAdmin,
      payload: { id: northwind.companyId },
    })
  ).body.data!;

describe('POST companies/addUpdateCompany is all or nothing', () => {
  it('a GLN taken by another company leaves the previous GLNs intact', async () => {
    const res = await save({
      ...inputOf(northwind),
      name: 'Northwind Foods Renamed',
      companyGLNList: [{ gln: '0761305000019' }, { gln: '0843912000016' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(SERVER_ERRORS.companyGlnTaken('0843912000016'));
    expect(await reload()).toEqual(northwind);
  });

  it('a failure after the company, GLNs and contact were written leaves none of them changed', async () => {
    failPartners.on = true;
    try {
      const res = await save({
        ...inputOf(northwind),
        name: 'Northwind Foods Renamed',
        companyGLNList: [{ gln: '0761305000026' }],
        companyContact: { ...northwind.companyContact, firstName: 'Changed' },
        companyPartnerList: [],
      });
      expect(res.status).toBe(500);
    } finally {
      failPartners.on = false;
    }
    expect(await reload()).toEqual(northwind);
  });

  it('a failed create leaves no company behind', async () => {
    failPartners.on = true;
    try {
      const create: CompanyInput = { name: 'Never Written Foods', step: 'companyinformation', companyPartnerList: [] };
      expect((await save(create)).status).toBe(500);
    } finally {
      failPartners.on = false;
    }
    const rows = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', 'Never Written Foods')
      .execute();
    expect(rows).toEqual([]);
  });
});
