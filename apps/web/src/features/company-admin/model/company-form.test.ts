import { describe, expect, it } from 'vitest';
import { companyContactSchema, companyInputSchema, DEFAULT_COUNTRY, INTEGRATION_FLAGS } from '@tradepool/domain';
import type { Company } from '@tradepool/domain';
import { companyToInput, formValuesOf, toCompanyInput } from './company-form';

function savedCompany(): Company {
  const flags = Object.fromEntries(INTEGRATION_FLAGS.map((flag) => [flag, 0])) as Record<
    (typeof INTEGRATION_FLAGS)[number],
    0
  >;
  return {
    companyId: 7,
    name: 'Lakeside Grocers',
    buName: 'North',
    buType: null,
    type: null,
    status: 3,
    statusStr: 'InProcess',
    companyGLNList: [{ gln: '0761305000019' }],
    isGdsn: 1,
    industrySegment: 2,
    industrySegmentName: 'Distributor',
    companyURL: 'https://tradepool.example',
    rolePub: 0,
    roleSub: 1,
    ...flags,
    integOutboundXML: 1,
    companyContact: companyContactSchema.parse({ firstName: 'Lee', city: 'Duluth' }),
    companyPartnerList: [{ partnerCompanyID: 2, name: 'Northwind Foods', buName: null, gln: '0761305000019' }],
    users: [],
    partnerCount: 1,
    userCount: 0,
    outputProfile: null,
    matchCriteria: { keys: ['GTIN'], minimumScore: 80, candidates: 5, autoReview: 0, notes: null },
    createdTime: '2026-01-01T00:00:00.000Z',
    modifiedTime: '2026-01-01T00:00:00.000Z',
  };
}

describe('company form values', () => {
  it("starts a new company as GDSN, with no URL (not the portal's own) and the default country", () => {
    const values = formValuesOf(null);
    expect(values).toMatchObject({ isGdsn: true, glns: [''] });
    expect(values.companyURL).toBeUndefined();
    expect(values.companyContact?.country).toBe(DEFAULT_COUNTRY.code);
  });

  it('reads a saved company into the step fields', () => {
    const values = formValuesOf(savedCompany());
    expect(values.roles).toEqual(['roleSub']);
    expect(values.integrations).toEqual(['integOutboundXML']);
    expect(values.partnerIds).toEqual([2]);
    expect(values.glns).toEqual(['0761305000019']);
  });

  it('creates from the information step alone', () => {
    const input = toCompanyInput(
      null,
      {
        name: ' Lakeside Grocers ',
        buName: '',
        isGdsn: true,
        glns: ['0761305000019', ''],
        industrySegment: 2,
        companyContact: { firstName: 'Lee', city: 'Duluth', billingSameAsContact: true },
      },
      'companyinformation',
    );
    expect(input).toMatchObject({
      companyId: null,
      step: 'companyinformation',
      name: 'Lakeside Grocers',
      buName: null,
      isGdsn: 1,
      companyGLNList: [{ gln: '0761305000019' }],
    });
    expect(input.companyContact).toMatchObject({
      billingSameAsContact: 1,
      billingFirstName: 'Lee',
      billingCity: 'Duluth',
    });
    expect(companyInputSchema.safeParse(input).success).toBe(true);
  });

  it('changes only the fields of the step it saves and keeps the rest of the company', () => {
    const company = savedCompany();
    const input = toCompanyInput(company, { roles: ['rolePub', 'roleSub'] }, 'companyroles');
    expect(input).toEqual({ ...companyToInput(company), step: 'companyroles', rolePub: 1, roleSub: 1 });
    expect(input.status).toBeUndefined();

    const integrations = toCompanyInput(company, { integrations: ['integInboundXML'] }, 'integrationsapplications');
    expect(integrations.integInboundXML).toBe(1);
    expect(integrations.integOutboundXML).toBe(0);

    const partners = toCompanyInput(company, { partnerIds: [] }, 'entrustments');
    expect(partners.companyPartnerList).toEqual([]);
    expect(partners.matchCriteria).toEqual(company.matchCriteria);
    expect(companyInputSchema.safeParse(partners).success).toBe(true);
  });

  it('sends the status only when the information form sets it', () => {
    expect(toCompanyInput(savedCompany(), { status: 0 }, 'companyinformation').status).toBe(0);
  });
});
