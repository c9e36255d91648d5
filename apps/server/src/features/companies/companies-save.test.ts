import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  INTEGRATION_FLAGS,
  MAX_GLNS_PER_COMPANY,
  SERVER_ERRORS,
  type Company,
  type CompanyInput,
  type CompanyWizardStep,
  type CurrentUser,
} from '@tradepool/domain';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { nowIso } from '../../db/time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let siteAdmin: string;
const ids = { support: 1, publisher: 0, subscriber: 0, subscriberWest: 0, pubsub: 0 };

const gln = (twelveDigits: string) => `${twelveDigits}${gs1CheckDigit(twelveDigits)}`;

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute()) {
    if (row.name === 'Northwind Foods') ids.publisher = row.id;
    if (row.bu_name === 'East Region') ids.subscriber = row.id;
    if (row.bu_name === 'West Region') ids.subscriberWest = row.id;
    if (row.name === 'Greenfield Provisions') ids.pubsub = row.id;
  }
  siteAdmin = await t.signIn('site.admin');
});
afterAll(() => t.close());

const save = (payload: CompanyInput, token = siteAdmin) =>
  t.call<Company>({ method: 'POST', url: '/mds/app/companies/addUpdateCompany', token, payload });

const load = async (id: number) =>
  (await t.call<Company>({ method: 'POST', url: '/mds/app/companies/id', token: siteAdmin, payload: { id } })).body
    .data!;

/** What the edit screens send back: the loaded company, whole, with their changes. */
function inputOf(company: Company, step: CompanyWizardStep = 'useraccounts'): CompanyInput {
  return {
    companyId: company.companyId,
    step,
    name: company.name,
    buName: company.buName,
    buType: company.buType,
    type: company.type,
    status: company.status as 0 | 1 | 2 | 3,
    companyGLNList: company.companyGLNList,
    isGdsn: company.isGdsn,
    industrySegment: company.industrySegment,
    companyURL: company.companyURL,
    rolePub: company.rolePub,
    roleSub: company.roleSub,
    ...Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, company[f]])),
    companyContact: company.companyContact,
    companyPartnerList: company.companyPartnerList.map((p) => ({ partnerCompanyID: p.partnerCompanyID })),
  };
}

async function addUser(companyId: number, login: string): Promise<number> {
  const now = nowIso();
  const { id } = await t.context.db
    .insertInto('app_user')
    .values({
      company_id: companyId,
      login,
      first_name: 'Test',
      last_name: login,
      middle_name: null,
      email: `${login}@example.com`,
      phone: null,
      title: null,
      password_hash: 'not-a-hash',
      role_id: 4,
      user_type: 'GDSN',
      status: 1,
      force_change_password: 0,
      is_first_time: 0,
      policy_accepted: 1,
      auto_subscription: 0,
      sell_sheet_access: 0,
      has_subscriber_view: 0,
      is_temporary: 0,
      created_time: now,
      modified_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

describe('POST companies/addUpdateCompany: the wizard', () => {
  it('creates a company InProcess at the information step and becomes Active with a user, a role and an integration', async () => {
    const info: CompanyInput = {
      step: 'companyinformation',
      name: 'Bayside Bakery',
      buName: 'Wholesale',
      isGdsn: 1,
      industrySegment: 1,
      companyURL: 'https://bayside.example',
      companyGLNList: [{ gln: gln('012345600001') }, { gln: '' }, { gln: gln('012345600002') }],
      companyContact: { firstName: 'Bea', lastName: 'Baker', email: 'bea@bayside.example', phone: '2065550123' },
    };
    const created = await save(info);
    expect(created.status).toBe(200);
    const company = created.body.data!;
    expect(company).toMatchObject({
      name: 'Bayside Bakery',
      buName: 'Wholesale',
      status: 3,
      statusStr: 'InProcess',
      industrySegmentName: 'Supplier',
      companyGLNList: [{ gln: gln('012345600001') }, { gln: gln('012345600002') }],
      userCount: 0,
      partnerCount: 0,
      outputProfile: null,
    });
    expect(company.companyContact).toMatchObject({ firstName: 'Bea', billingSameAsContact: 0, billingFirstName: null });

    const roles = await save({ ...inputOf(company, 'companyroles'), roleSub: 1 });
    expect(roles.body.data).toMatchObject({ roleSub: 1, status: 3 });
    const integrations = await save({ ...inputOf(roles.body.data!, 'integrationsapplications'), integOutboundXML: 1 });
    expect(integrations.body.data).toMatchObject({ integOutboundXML: 1, status: 3 });
    const entrustments = await save({
      ...inputOf(integrations.body.data!, 'entrustments'),
      companyPartnerList: [{ partnerCompanyID: ids.publisher }],
    });
    expect(entrustments.body.data).toMatchObject({ partnerCount: 1, status: 3 });
    expect(entrustments.body.data?.companyPartnerList.map((p) => p.name)).toEqual(['Northwind Foods']);

    await addUser(company.companyId, 'bayside.admin');
    const done = await save(inputOf(entrustments.body.data!, 'useraccounts'));
    expect(done.body.data).toMatchObject({ status: 1, statusStr: 'Active', userCount: 1 });
    expect(done.body.data?.users.map((u) => u.login)).toEqual(['bayside.admin']);
  });

  it('requires a role from the roles step on and an integration from the integrations step on', async () => {
    const base: CompanyInput = { name: 'Rules Test Foods', companyGLNList: [] };
    const noRole = await save({ ...base, step: 'companyroles' });
    expect(noRole.status).toBe(400);
    expect(noRole.body.error?.message).toBe(SERVER_ERRORS.companyRoleRequired);
    const noIntegration = await save({ ...base, step: 'integrationsapplications', rolePub: 1 });
    expect(noIntegration.status).toBe(400);
    expect(noIntegration.body.error?.message).toBe(SERVER_ERRORS.companyIntegrationRequired);
    const defaultStep = await save({ ...base, rolePub: 1 });
    expect(defaultStep.body.error?.message).toBe(SERVER_ERRORS.companyIntegrationRequired);
    // Entrustments never block: no partners is fine.
    const ok = await save({ ...base, step: 'useraccounts', rolePub: 1, integPartnerBP: 1 });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 3, partnerCount: 0 });
  });

  it('validates the name with the schema', async () => {
    const bad = await save({ name: 'Bad-Name!', step: 'companyinformation' });
    expect(bad.status).toBe(400);
    expect(bad.body.error?.message).toContain('Company name may contain letters, digits, spaces and underscore.');
    const blank = await save({ name: '  ', step: 'companyinformation' });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.message).toContain('Company name is required.');
  });
});

describe('POST companies/addUpdateCompany: names and GLNs', () => {
  it('refuses a name and business unit another company has, in any case, but keeps the company’s own', async () => {
    for (const [name, buName] of [
      ['Northwind Foods', null],
      ['NORTHWIND FOODS', null],
      ['harbor foodservice', 'EAST REGION'],
    ] as const) {
      const res = await save({ name, buName, step: 'companyinformation' });
      expect(res.status).toBe(409);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.companyNameTaken);
    }
    const newUnit = await save({ name: 'Harbor Foodservice', buName: 'North Region', step: 'companyinformation' });
    expect(newUnit.status).toBe(200);

    const own = await save({ ...inputOf(await load(ids.publisher)), companyURL: 'https://northwind.example' });
    expect(own.status).toBe(200);
    expect(own.body.data).toMatchObject({
      name: 'Northwind Foods',
      companyURL: 'https://northwind.example',
      status: 1,
    });
    const rename = await save({ ...inputOf(await load(ids.subscriberWest)), buName: 'East Region' });
    expect(rename.status).toBe(409);
  });

  it('refuses invalid, repeated and taken GLNs with texts that name them, and ignores blank entries', async () => {
    const base: CompanyInput = { name: 'Gln Test Foods', step: 'companyinformation' };
    for (const bad of ['0761305000018', '076130500001', '07613050000190', '076130500001X']) {
      const res = await save({ ...base, companyGLNList: [{ gln: bad }] });
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.companyGlnInvalid(bad));
    }
    const repeated = await save({
      ...base,
      companyGLNList: [{ gln: gln('055555500001') }, { gln: gln('055555500001') }],
    });
    expect(repeated.status).toBe(400);
    expect(repeated.body.error?.message).toBe(SERVER_ERRORS.companyGlnRepeated(gln('055555500001')));
    const taken = await save({ ...base, companyGLNList: [{ gln: gln('055555500001') }, { gln: '0761305000026' }] });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe(SERVER_ERRORS.companyGlnTaken('0761305000026'));
    const tooMany = await save({
      ...base,
      companyGLNList: Array.from({ length: MAX_GLNS_PER_COMPANY + 1 }, (_, i) => ({
        gln: gln(`05555550${String(i).padStart(4, '0')}`),
      })),
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error?.message).toContain('At most 10 GLNs.');
    const blanks = await save({ ...base, companyGLNList: [{ gln: ' ' }, { gln: gln('055555500001') }, { gln: '' }] });
    expect(blanks.status).toBe(200);
    expect(blanks.body.data?.companyGLNList).toEqual([{ gln: gln('055555500001') }]);
  });

  it('needs the first GLN of a GDSN company', async () => {
    for (const list of [[], [{ gln: '' }, { gln: gln('066666600001') }]]) {
      const res = await save({ name: 'Gdsn Test Foods', step: 'companyinformation', isGdsn: 1, companyGLNList: list });
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.companyFirstGlnRequired);
    }
    const nonGdsn = await save({ name: 'Gdsn Test Foods', step: 'companyinformation', isGdsn: 0 });
    expect(nonGdsn.status).toBe(200);
  });

  it('replaces the GLN list in order, and a company may keep its own GLNs', async () => {
    const northwind = await load(ids.publisher);
    const reordered = await save({
      ...inputOf(northwind),
      companyGLNList: [{ gln: '0761305000026' }, { gln: '0761305000019' }, { gln: gln('076130500004') }],
    });
    expect(reordered.status).toBe(200);
    expect(reordered.body.data?.companyGLNList.map((g) => g.gln)).toEqual([
      '0761305000026',
      '0761305000019',
      gln('076130500004'),
    ]);
    const restored = await save(inputOf(northwind));
    expect(restored.body.data?.companyGLNList).toEqual(northwind.companyGLNList);
  });
});

describe('POST companies/addUpdateCompany: contact, partners, profile', () => {
  it('copies the contact to billing when billing is the same as the contact', async () => {
    const res = await save({
      name: 'Billing Test Foods',
      step: 'companyinformation',
      companyContact: {
        firstName: 'Cara',
        lastName: 'Contact',
        title: 'Buyer',
        email: 'cara@billing.example',
        phone: '+1 (312) 555-0199',
        city: 'Chicago',
        zip: '60601',
        billingSameAsContact: 1,
        billingFirstName: 'Someone',
        billingEmail: 'else@billing.example',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.companyContact).toMatchObject({
      billingSameAsContact: 1,
      billingFirstName: 'Cara',
      billingLastName: 'Contact',
      billingTiltle: 'Buyer',
      billingEmail: 'cara@billing.example',
      billingPhone: '+1 (312) 555-0199',
      billingCity: 'Chicago',
      billingZip: '60601',
      billingAddress1: null,
    });
    const separate = await save({
      ...inputOf(res.body.data!, 'companyinformation'),
      companyContact: {
        ...res.body.data!.companyContact,
        billingSameAsContact: 0,
        billingFirstName: 'Bill',
        billingTiltle: 'Accounts',
      },
    });
    expect(separate.body.data?.companyContact).toMatchObject({
      firstName: 'Cara',
      billingFirstName: 'Bill',
      billingTiltle: 'Accounts',
      billingEmail: 'cara@billing.example',
    });
    const row = await t.context.db
      .selectFrom('company_contact')
      .select(['billing_title', 'billing_first_name'])
      .where('company_id', '=', res.body.data!.companyId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ billing_title: 'Accounts', billing_first_name: 'Bill' });
  });

  it('refuses unknown partners and the company itself, and replaces the partner set', async () => {
    const east = await load(ids.subscriber);
    const unknown = await save({ ...inputOf(east), companyPartnerList: [{ partnerCompanyID: 99_999 }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.message).toBe(SERVER_ERRORS.companyPartnerUnknown(99_999));
    const self = await save({ ...inputOf(east), companyPartnerList: [{ partnerCompanyID: ids.subscriber }] });
    expect(self.status).toBe(400);
    expect(self.body.error?.message).toBe(SERVER_ERRORS.companyOwnPartner);
    const newCompanyUnknown = await save({
      name: 'Partner Test Foods',
      step: 'companyinformation',
      companyPartnerList: [{ partnerCompanyID: 99_999 }],
    });
    expect(newCompanyUnknown.status).toBe(400);

    const replaced = await save({
      ...inputOf(east),
      companyPartnerList: [{ partnerCompanyID: ids.pubsub }, { partnerCompanyID: ids.pubsub }],
    });
    expect(replaced.body.data?.companyPartnerList.map((p) => p.partnerCompanyID)).toEqual([ids.pubsub]);
    expect(replaced.body.data?.partnerCount).toBe(1);
    const restored = await save(inputOf(east));
    expect(restored.body.data?.companyPartnerList).toEqual(east.companyPartnerList);
  });

  it('stores the output profile and match criteria as JSON, keeps them when left out, clears them with null', async () => {
    const east = await load(ids.subscriber);
    const outputProfile = {
      formats: ['FLAT_FILE' as const],
      frequency: 'WEEKLY' as const,
      includeHierarchy: 0 as const,
      includeNutrients: 1 as const,
      includeImages: 0 as const,
      notes: null,
    };
    const changed = await save({ ...inputOf(east), outputProfile });
    expect(changed.body.data?.outputProfile).toEqual(outputProfile);
    expect(changed.body.data?.matchCriteria).toEqual(east.matchCriteria);
    const stored = await t.context.db
      .selectFrom('company')
      .select('output_profile')
      .where('id', '=', ids.subscriber)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(stored.output_profile!)).toEqual(outputProfile);
    const cleared = await save({ ...inputOf(east), outputProfile: null, matchCriteria: null });
    expect(cleared.body.data).toMatchObject({ outputProfile: null, matchCriteria: null });
    const restored = await save({
      ...inputOf(east),
      outputProfile: east.outputProfile,
      matchCriteria: east.matchCriteria,
    });
    expect(restored.body.data).toMatchObject({ outputProfile: east.outputProfile, matchCriteria: east.matchCriteria });
  });
});

describe('POST companies/addUpdateCompany: scope and status', () => {
  it('answers 404 for an unknown company', async () => {
    const res = await save({ companyId: 99_999, name: 'Nobody', step: 'companyinformation' });
    expect(res.status).toBe(404);
  });

  it('is for the site administrator only', async () => {
    const pubAdmin = await t.signIn('pub.admin');
    const res = await save({ ...inputOf(await load(ids.publisher)) }, pubAdmin);
    expect(res.status).toBe(403);
  });

  it('keeps the support company Active', async () => {
    const support = await load(ids.support);
    const deactivate = await save({ ...inputOf(support, 'companyinformation'), status: 0 });
    expect(deactivate.status).toBe(400);
    expect(deactivate.body.error?.message).toBe(SERVER_ERRORS.supportCompanyStaysActive);
    const edited = await save({ ...inputOf(support, 'companyinformation'), companyURL: 'https://tradepool.example' });
    expect(edited.body.data).toMatchObject({ status: 1, companyURL: 'https://tradepool.example' });
  });

  it('deactivating ends the sessions of the company’s users and refuses their sign-in until reactivated', async () => {
    const pubUser = await t.signIn('pub.user');
    const subAdmin = await t.signIn('sub.admin');
    const northwind = await load(ids.publisher);

    const inactive = await save({ ...inputOf(northwind), status: 0 });
    expect(inactive.body.data).toMatchObject({ status: 0, statusStr: 'Inactive' });
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: pubUser })).status).toBe(401);
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: subAdmin })).status).toBe(200);
    const refused = await t.call({
      method: 'POST',
      url: '/mds/app/users/authenticate',
      payload: { userName: 'pub.user', password: DEMO_PASSWORD },
    });
    expect(refused.status).toBe(401);
    // The right password reads as a wrong one: the answer confirms neither the password nor the company.
    expect(refused.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);
    const guessed = await t.call({
      method: 'POST',
      url: '/mds/app/users/authenticate',
      payload: { userName: 'pub.user', password: 'Wrong-Password-2026' },
    });
    expect(guessed.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);

    // Saving again keeps it inactive while the request says so (2 is inactive too).
    const stillInactive = await save({ ...inputOf(northwind), status: 2 });
    expect(stillInactive.body.data).toMatchObject({ status: 2, statusStr: 'Inactive' });

    const reactivated = await save({ ...inputOf(northwind), status: null });
    expect(reactivated.body.data).toMatchObject({ status: 1, statusStr: 'Active' });
    const back = await t.signIn('pub.user');
    expect((await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token: back })).body.data?.login).toBe(
      'pub.user',
    );
  });

  it('deactivating also ends sessions of other companies’ users working in it', async () => {
    const subAdmin = await t.signIn('sub.admin');
    await t.call({ method: 'GET', url: `/mds/app/users/company/${ids.subscriberWest}/select`, token: subAdmin });
    const subUser = await t.signIn('sub.user');
    const west = await load(ids.subscriberWest);
    expect((await save({ ...inputOf(west), status: 0 })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: subAdmin })).status).toBe(401);
    const again = await t.signIn('sub.admin');
    const select = await t.call({
      method: 'GET',
      url: `/mds/app/users/company/${ids.subscriberWest}/select`,
      token: again,
    });
    expect(select.status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: subUser })).status).toBe(200);
    // sub.admin's home (East) is active: signing in still works.
    expect(await t.signIn('sub.admin')).toBeTruthy();
    expect((await save({ ...inputOf(west), status: 1 })).body.data?.status).toBe(1);
  });

  it('becomes Active as soon as the wizard adds its first user', async () => {
    const created = await save({ step: 'companyinformation', name: 'Quayside Produce', companyGLNList: [] });
    const ready = await save({
      ...inputOf(created.body.data!, 'integrationsapplications'),
      roleSub: 1,
      integInboundSpreadSheet: 1,
    });
    expect(ready.body.data?.status).toBe(3);
    const account = await t.call({
      method: 'POST',
      url: '/mds/app/companies/addAccount',
      token: siteAdmin,
      payload: {
        companyId: ready.body.data!.companyId,
        login: 'quayside.admin',
        firstName: 'Quinn',
        lastName: 'Quay',
        email: 'quinn@quayside.example',
        roleId: 2,
        userType: 'GDSN',
        password: DEMO_PASSWORD,
      },
    });
    expect(account.status).toBe(200);
    expect((await load(ready.body.data!.companyId)).status).toBe(1);
  });

  it('an active company without a role or integration goes back to InProcess', async () => {
    const greenfield = await load(ids.pubsub);
    const noIntegration = await save({
      ...inputOf(greenfield, 'companyroles'),
      ...Object.fromEntries(INTEGRATION_FLAGS.map((f) => [f, 0])),
    });
    expect(noIntegration.body.data).toMatchObject({ status: 3, statusStr: 'InProcess' });
    expect((await save(inputOf(greenfield))).body.data?.status).toBe(1);
  });
});

describe('POST companies/addUpdateCompany: a partial save', () => {
  it('changes only what it carries: GLNs, roles, integrations, contact, partners and status stay', async () => {
    const before = await load(ids.publisher);
    expect(before).toMatchObject({ status: 1, rolePub: 1 });
    expect(before.companyGLNList.length).toBeGreaterThan(0);
    const renamed = await save({ companyId: ids.publisher, step: 'companyinformation', name: 'Northwind Foods Two' });
    expect(renamed.status).toBe(200);
    const after = renamed.body.data!;
    expect(after).toEqual({ ...before, name: 'Northwind Foods Two', modifiedTime: after.modifiedTime });
    expect((await save({ companyId: ids.publisher, name: before.name })).body.data?.name).toBe(before.name);
  });

  it('merges a contact field by field, and null clears a text', async () => {
    const before = await load(ids.publisher);
    const res = await save({
      companyId: ids.publisher,
      step: 'companyinformation',
      name: before.name,
      companyURL: null,
      companyContact: { phone: '2065550100' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data?.companyURL).toBeNull();
    // Northwind's billing is the same as its contact: the billing copy follows.
    expect(before.companyContact.billingSameAsContact).toBe(1);
    expect(res.body.data?.companyContact).toEqual({
      ...before.companyContact,
      phone: '2065550100',
      billingPhone: '2065550100',
    });
    expect(res.body.data?.companyGLNList).toEqual(before.companyGLNList);
    await save(inputOf(before));
  });
});
