import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  gs1CheckDigit,
  SERVER_ERRORS,
  type Company,
  type CompanyListRow,
  type CompanyPartner,
  type CompanySearch,
  type CompanySuggestion,
  type CompanyMatchCriteria,
  type CompanyOutputProfile,
  type Page,
} from '@tradepool/domain';
import type { Insertable } from 'kysely';
import type { CompanyTable } from '../../db/schema/company.js';
import { DEMO_SUBSCRIBER_PROFILE } from '../../db/seed/demo-data.js';
import { nowIso } from '../../db/time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let siteAdmin: string;
let pubAdmin: string;
const ids: Record<'support' | 'publisher' | 'subscriber' | 'subscriberWest' | 'pubsub', number> = {
  support: 0,
  publisher: 0,
  subscriber: 0,
  subscriberWest: 0,
  pubsub: 0,
};

const withCheckDigit = (digits: string) => `${digits}${gs1CheckDigit(digits)}`;

/** A company row a test adds for itself: in process, no roles, integrations or settings unless it says so. */
function bareCompany(name: string, columns: Partial<Insertable<CompanyTable>> = {}): Insertable<CompanyTable> {
  const now = nowIso();
  return {
    name,
    bu_name: null,
    bu_type: null,
    type: null,
    status: 3,
    is_gdsn: 0,
    industry_segment: null,
    company_url: null,
    role_pub: 0,
    role_sub: 0,
    integ_inbound_flat_file: 0,
    integ_inbound_spread_sheet: 0,
    integ_inbound_pub_limited: 0,
    integ_inbound_pub: 0,
    integ_inbound_xml: 0,
    integ_outbound_xml: 0,
    integ_outbound_ws: 0,
    integ_outbound_flat_file: 0,
    integ_outbound_spread_sheet: 0,
    integ_partner_bp: 0,
    integ_partner_oms: 0,
    is_oms_only: 0,
    output_profile: null,
    match_criteria: null,
    created_time: now,
    modified_time: now,
    ...columns,
  };
}

beforeAll(async () => {
  t = await createTestApp();
  for (const row of await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute()) {
    if (row.name === 'Tradepool Support') ids.support = row.id;
    if (row.name === 'Northwind Foods') ids.publisher = row.id;
    if (row.bu_name === 'East Region') ids.subscriber = row.id;
    if (row.bu_name === 'West Region') ids.subscriberWest = row.id;
    if (row.name === 'Greenfield Provisions') ids.pubsub = row.id;
  }
  [siteAdmin, pubAdmin] = await Promise.all([t.signIn('site.admin'), t.signIn('pub.admin')]);
});
afterAll(() => t.close());

const search = (payload: CompanySearch, token = siteAdmin) =>
  t.call<Page<CompanyListRow>>({ method: 'POST', url: '/mds/app/companies', token, payload });
const names = (page: Page<CompanyListRow> | null) =>
  page?.results.map((r) => (r.buName ? `${r.name}/${r.buName}` : r.name));

describe('POST companies (company admin list)', () => {
  it('lists every company for company 1, ordered by lower(name) then id, with the spec’s row fields', async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.data?.totalRows).toBe(5);
    expect(names(body.data)).toEqual([
      'Greenfield Provisions',
      'Harbor Foodservice/East Region',
      'Harbor Foodservice/West Region',
      'Northwind Foods',
      'Tradepool Support',
    ]);
    expect(body.data?.results.find((r) => r.id === ids.publisher)).toEqual({
      id: ids.publisher,
      name: 'Northwind Foods',
      buName: null,
      gln: '0761305000019',
      industrySegment: 'Manufacturer',
      isGdsn: 1,
      rolePub: 1,
      roleSub: 0,
      partnerCount: 1,
      userCount: 4,
      status: 1,
      statusStr: 'Active',
    });
    const west = body.data?.results.find((r) => r.id === ids.subscriberWest);
    // sub.admin lives in East and may switch to West: counted once in each.
    expect(west).toMatchObject({ userCount: 1, partnerCount: 0, industrySegment: 'Distributor' });
    expect(body.data?.results.find((r) => r.id === ids.subscriber)).toMatchObject({ userCount: 4, partnerCount: 1 });
  });

  it('filters by id, GLN prefix (any of the company’s GLNs), industry segment and roles', async () => {
    expect(names((await search({ id: ids.pubsub })).body.data)).toEqual(['Greenfield Provisions']);
    expect(names((await search({ gln: '0843912' })).body.data)).toEqual([
      'Harbor Foodservice/East Region',
      'Harbor Foodservice/West Region',
    ]);
    expect(names((await search({ gln: '0761305000026' })).body.data)).toEqual(['Northwind Foods']);
    expect((await search({ gln: '08439120001' })).body.data?.totalRows).toBe(0);
    expect((await search({ gln: 'abc' })).body.data?.totalRows).toBe(0);
    expect(names((await search({ industrySegment: 2 })).body.data)).toEqual([
      'Harbor Foodservice/East Region',
      'Harbor Foodservice/West Region',
      'Tradepool Support',
    ]);
    expect(names((await search({ pubSubOnly: true })).body.data)).toEqual(['Greenfield Provisions']);
    expect(names((await search({ subscribersOnly: true })).body.data)).toEqual([
      'Greenfield Provisions',
      'Harbor Foodservice/East Region',
      'Harbor Foodservice/West Region',
    ]);
    expect(names((await search({ industrySegment: 2, subscribersOnly: true, keyword: 'west' })).body.data)).toEqual([
      'Harbor Foodservice/West Region',
    ]);
  });

  it('matches the keyword case-insensitively inside the name, the business unit or any GLN', async () => {
    expect((await search({ keyword: 'HARBOR' })).body.data?.totalRows).toBe(2);
    expect(names((await search({ keyword: 'east reg' })).body.data)).toEqual(['Harbor Foodservice/East Region']);
    expect(names((await search({ keyword: '893076000025' })).body.data)).toEqual(['Greenfield Provisions']);
    expect(names((await search({ keyword: 'wind fo' })).body.data)).toEqual(['Northwind Foods']);
    // % and _ are not wildcards.
    expect((await search({ keyword: '%' })).body.data?.totalRows).toBe(0);
    expect((await search({ keyword: 'Harbor_Foodservice' })).body.data?.totalRows).toBe(0);
  });

  it('finds the company of a GTIN by GS1 company prefix, the longest shared prefix winning', async () => {
    expect(names((await search({ gtin: '00761305000033' })).body.data)).toEqual(['Northwind Foods']);
    expect(names((await search({ gtin: '761305000033' })).body.data)).toEqual(['Northwind Foods']);
    // A company whose GLN shares more digits with the GTIN than Northwind's does.
    const { id } = await t.context.db
      .insertInto('company')
      .values(bareCompany('Northwind Frozen', { industry_segment: 6, role_pub: 1 }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.context.db
      .insertInto('company_gln')
      .values({ company_id: id, gln: withCheckDigit('076130590000'), position: 0 })
      .execute();
    try {
      expect(names((await search({ gtin: withCheckDigit('0076130590001') })).body.data)).toEqual(['Northwind Frozen']);
      expect(names((await search({ gtin: '00761305000033' })).body.data)).toEqual(['Northwind Foods']);
      // Fewer than 7 shared digits is no company prefix at all.
      expect((await search({ gtin: withCheckDigit('0076139900001') })).body.data?.totalRows).toBe(0);
    } finally {
      await t.context.db.deleteFrom('company').where('id', '=', id).execute();
    }
  });

  it('refuses a GTIN that is not one, with a clear text', async () => {
    for (const gtin of ['00761305000034', '12345', '0076130500003A']) {
      const { status, body } = await search({ gtin });
      expect(status).toBe(400);
      expect(body.error?.message).toBe(SERVER_ERRORS.gtinInvalid(gtin));
    }
  });

  it('pages and sorts on the server with an allow-listed key, totalRows counting every match', async () => {
    const second = await search({ rowCount: 2, pageNumber: 2 });
    expect(second.body.data?.totalRows).toBe(5);
    expect(names(second.body.data)).toEqual(['Harbor Foodservice/West Region', 'Northwind Foods']);
    const third = await search({ rowCount: 2, pageNumber: 3 });
    expect(names(third.body.data)).toEqual(['Tradepool Support']);

    const byUsers = await search({ sortBy: 'userCount', sortDesc: true });
    expect(byUsers.body.data?.results.map((r) => r.userCount)).toEqual([4, 4, 3, 3, 1]);
    // Ties keep id order.
    expect(byUsers.body.data?.results.slice(0, 2).map((r) => r.id)).toEqual([ids.publisher, ids.subscriber]);

    const byId = await search({ sortBy: 'id', sortDesc: true });
    expect(byId.body.data?.results.map((r) => r.id)).toEqual(
      [ids.support, ids.publisher, ids.subscriber, ids.subscriberWest, ids.pubsub].sort((a, b) => b - a),
    );
    const byGln = await search({ sortBy: 'gln' });
    expect(byGln.body.data?.results.map((r) => r.gln)).toEqual([
      '0614141000012',
      '0761305000019',
      '0843912000016',
      '0843912000023',
      '0893076000018',
    ]);
    const bySegment = await search({ sortBy: 'industrySegment', sortDesc: true });
    expect(bySegment.body.data?.results.map((r) => r.industrySegment)).toEqual([
      'Re-Distributor',
      'Manufacturer',
      'Distributor',
      'Distributor',
      'Distributor',
    ]);
    const byPartners = await search({ sortBy: 'partnerCount', sortDesc: true });
    expect(byPartners.body.data?.results.slice(0, 3).map((r) => r.partnerCount)).toEqual([1, 1, 1]);
    for (const sortBy of ['buName', 'isGdsn', 'statusStr'] as const) {
      const { status, body } = await search({ sortBy });
      expect(status).toBe(200);
      expect(body.data?.totalRows).toBe(5);
    }
    const unknownKey = await t.call({
      method: 'POST',
      url: '/mds/app/companies',
      token: siteAdmin,
      payload: { sortBy: 'password_hash' },
    });
    expect(unknownKey.status).toBe(400);
  });

  it('shows anyone outside company 1 only the session’s company, whatever id they ask for', async () => {
    expect(names((await search({}, pubAdmin)).body.data)).toEqual(['Northwind Foods']);
    const other = await search({ id: ids.subscriber }, pubAdmin);
    expect(other.body.data).toEqual({ totalRows: 1, results: [expect.objectContaining({ id: ids.publisher })] });
    expect((await search({ keyword: 'harbor' }, pubAdmin)).body.data?.totalRows).toBe(0);

    const subAdmin = await t.signIn('sub.admin');
    await t.call({ method: 'GET', url: `/mds/app/users/company/${ids.subscriberWest}/select`, token: subAdmin });
    expect(names((await search({}, subAdmin)).body.data)).toEqual(['Harbor Foodservice/West Region']);
  });
});

describe('POST companies/partialCompanyName', () => {
  const suggest = (keyword: string, token = siteAdmin) =>
    t.call<CompanySuggestion[]>({
      method: 'POST',
      url: '/mds/app/companies/partialCompanyName',
      token,
      payload: { keyword },
    });

  it('suggests companies whose name, business unit or GLN contains the text, by lower(name)', async () => {
    expect((await suggest('harbor')).body.data).toEqual([
      { companyId: ids.subscriber, name: 'Harbor Foodservice', buName: 'East Region', gln: '0843912000016' },
      { companyId: ids.subscriberWest, name: 'Harbor Foodservice', buName: 'West Region', gln: '0843912000023' },
    ]);
    expect((await suggest('WEST')).body.data?.map((s) => s.companyId)).toEqual([ids.subscriberWest]);
    expect((await suggest('0893076000032')).body.data?.map((s) => s.companyId)).toEqual([ids.pubsub]);
    expect((await suggest('oo')).status).toBe(400);
  });

  it('answers at most 20 suggestions', async () => {
    const created = await t.context.db
      .insertInto('company')
      .values(Array.from({ length: 22 }, (_, i) => bareCompany(`Typeahead Test ${String(i).padStart(2, '0')}`)))
      .returning('id')
      .execute();
    try {
      const { body } = await suggest('typeahead test');
      expect(body.data).toHaveLength(20);
      expect(body.data?.[0]?.name).toBe('Typeahead Test 00');
      expect(body.data?.[19]?.name).toBe('Typeahead Test 19');
    } finally {
      await t.context.db
        .deleteFrom('company')
        .where(
          'id',
          'in',
          created.map((c) => c.id),
        )
        .execute();
    }
  });

  it('never suggests another company to a user outside company 1', async () => {
    expect((await suggest('harbor', pubAdmin)).body.data).toEqual([]);
    expect((await suggest('northwind', pubAdmin)).body.data?.map((s) => s.companyId)).toEqual([ids.publisher]);
  });
});

describe('POST companies/id', () => {
  const getCompany = (id: number, token = siteAdmin) =>
    t.call<Company>({ method: 'POST', url: '/mds/app/companies/id', token, payload: { id } });

  it('answers the whole company: GLNs in order, contact with billing, partners, users, counts, profile', async () => {
    const { status, body } = await getCompany(ids.subscriber);
    expect(status).toBe(200);
    const company = body.data!;
    expect(company).toMatchObject({
      companyId: ids.subscriber,
      name: 'Harbor Foodservice',
      buName: 'East Region',
      status: 1,
      statusStr: 'Active',
      isGdsn: 1,
      industrySegment: 2,
      industrySegmentName: 'Distributor',
      rolePub: 0,
      roleSub: 1,
      integOutboundXML: 1,
      integPartnerOms: 1,
      integInboundXML: 1,
      companyGLNList: [{ gln: '0843912000016' }],
      partnerCount: 1,
      userCount: 4,
      outputProfile: DEMO_SUBSCRIBER_PROFILE.outputProfile,
      matchCriteria: DEMO_SUBSCRIBER_PROFILE.matchCriteria,
    });
    expect(company.companyContact).toMatchObject({
      firstName: 'Hank',
      lastName: 'Harbor',
      email: 'items@harbor.example',
      billingSameAsContact: 1,
      billingFirstName: 'Hank',
      billingTiltle: null,
      billingEmail: 'items@harbor.example',
      billingCountry: 'USA',
    });
    expect(company.companyPartnerList).toEqual([
      { partnerCompanyID: ids.publisher, name: 'Northwind Foods', buName: null, gln: '0761305000019' },
    ]);
    expect(company.users.map((u) => u.login).sort()).toEqual(['sub.admin', 'sub.oms', 'sub.readonly', 'sub.user']);
    expect(company.users.find((u) => u.login === 'sub.admin')).toMatchObject({
      roleId: 2,
      roleDescription: 'Subscriber Administrator',
      status: 'Active',
    });
  });

  it('lists users who may switch to the company, and GLNs in their position order', async () => {
    const west = (await getCompany(ids.subscriberWest)).body.data!;
    expect(west.users.map((u) => u.login)).toEqual(['sub.admin']);
    const greenfield = (await getCompany(ids.pubsub)).body.data!;
    expect(greenfield.companyGLNList.map((g) => g.gln)).toEqual(['0893076000018', '0893076000025', '0893076000032']);
  });

  it('answers null for a profile that is absent or unreadable', async () => {
    expect((await getCompany(ids.publisher)).body.data).toMatchObject({ outputProfile: null, matchCriteria: null });
    await t.context.db
      .updateTable('company')
      .set({ output_profile: 'not json', match_criteria: '{"keys":[]}' })
      .where('id', '=', ids.subscriberWest)
      .execute();
    expect((await getCompany(ids.subscriberWest)).body.data).toMatchObject({
      outputProfile: null,
      matchCriteria: null,
    });
  });

  it('knows no company outside the caller’s scope, nor an unknown one', async () => {
    expect((await getCompany(ids.publisher, pubAdmin)).status).toBe(200);
    const other = await getCompany(ids.subscriber, pubAdmin);
    expect(other.status).toBe(404);
    expect(other.body).toEqual({ success: false, data: null, error: { message: SERVER_ERRORS.notFound } });
    expect((await getCompany(99_999)).status).toBe(404);
  });
});

describe('GET and POST companies/partners', () => {
  it('GET answers the company’s current partners, within scope', async () => {
    const { status, body } = await t.call<CompanyPartner[]>({
      method: 'GET',
      url: `/mds/app/companies/partners?companyId=${ids.pubsub}`,
      token: siteAdmin,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual([
      { partnerCompanyID: ids.subscriber, name: 'Harbor Foodservice', buName: 'East Region', gln: '0843912000016' },
    ]);
    const own = await t.call<CompanyPartner[]>({
      method: 'GET',
      url: `/mds/app/companies/partners?companyId=${ids.publisher}`,
      token: pubAdmin,
    });
    expect(own.body.data?.map((p) => p.partnerCompanyID)).toEqual([ids.subscriber]);
    const other = await t.call({
      method: 'GET',
      url: `/mds/app/companies/partners?companyId=${ids.pubsub}`,
      token: pubAdmin,
    });
    expect(other.status).toBe(404);
  });

  it('POST lists publishers to entrust, without the company itself, filtered by keyword', async () => {
    const partners = (payload: object) =>
      t.call<Page<CompanyPartner>>({ method: 'POST', url: '/mds/app/companies/partners', token: siteAdmin, payload });
    const forSubscriber = await partners({ companyId: ids.subscriber });
    expect(forSubscriber.status).toBe(200);
    expect(forSubscriber.body.data).toEqual({
      totalRows: 2,
      results: [
        { partnerCompanyID: ids.pubsub, name: 'Greenfield Provisions', buName: null, gln: '0893076000018' },
        { partnerCompanyID: ids.publisher, name: 'Northwind Foods', buName: null, gln: '0761305000019' },
      ],
    });
    expect((await partners({ companyId: ids.pubsub })).body.data?.results.map((p) => p.partnerCompanyID)).toEqual([
      ids.publisher,
    ]);
    expect((await partners({ keyword: 'NORTH' })).body.data?.results.map((p) => p.partnerCompanyID)).toEqual([
      ids.publisher,
    ]);
    expect((await partners({ keyword: '0893076000025' })).body.data?.totalRows).toBe(1);
    const paged = await partners({ rowCount: 1, pageNumber: 2 });
    expect(paged.body.data).toMatchObject({ totalRows: 2, results: [{ partnerCompanyID: ids.publisher }] });
  });

  it('POST is for company managers only', async () => {
    const { status } = await t.call({
      method: 'POST',
      url: '/mds/app/companies/partners',
      token: pubAdmin,
      payload: {},
    });
    expect(status).toBe(403);
  });
});

describe('GET companies/{companyId}/outputprofile and matchcriteria', () => {
  it('answers the stored profile and criteria, or null inside the data', async () => {
    const profile = await t.call<CompanyOutputProfile>({
      method: 'GET',
      url: `/mds/app/companies/${ids.subscriber}/outputprofile`,
      token: siteAdmin,
    });
    expect(profile.body).toEqual({
      success: true,
      data: { companyId: ids.subscriber, outputProfile: DEMO_SUBSCRIBER_PROFILE.outputProfile },
      error: null,
    });
    const criteria = await t.call<CompanyMatchCriteria>({
      method: 'GET',
      url: `/mds/app/companies/${ids.subscriber}/matchcriteria`,
      token: siteAdmin,
    });
    expect(criteria.body.data?.matchCriteria).toEqual(DEMO_SUBSCRIBER_PROFILE.matchCriteria);
    const none = await t.call({
      method: 'GET',
      url: `/mds/app/companies/${ids.publisher}/outputprofile`,
      token: siteAdmin,
    });
    expect(none.body).toEqual({
      success: true,
      data: { companyId: ids.publisher, outputProfile: null },
      error: null,
    });
  });

  it('lets a company’s own user administrators read them, and no one else’s', async () => {
    const subAdmin = await t.signIn('sub.admin');
    const own = await t.call({
      method: 'GET',
      url: `/mds/app/companies/${ids.subscriber}/matchcriteria`,
      token: subAdmin,
    });
    expect(own.status).toBe(200);
    for (const kind of ['outputprofile', 'matchcriteria']) {
      const other = await t.call({
        method: 'GET',
        url: `/mds/app/companies/${ids.subscriber}/${kind}`,
        token: pubAdmin,
      });
      expect(other.status).toBe(404);
    }
    const unknown = await t.call({ method: 'GET', url: '/mds/app/companies/99999/outputprofile', token: siteAdmin });
    expect(unknown.status).toBe(404);
  });
});
