import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, type Manufacturer, type ManufacturerSearch, type Page } from '@tradepool/domain';
import { DEMO_MANUFACTURERS, DEMO_SUBSCRIBER_PROFILE } from '../../db/seed/demo-data.js';
import { nowIso } from '../../db/time.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
let subAdmin: string;
let subscriberId: number;

beforeAll(async () => {
  t = await createTestApp();
  subAdmin = await t.signIn('sub.admin');
  const companies = await t.context.db.selectFrom('company').select(['id', 'name', 'bu_name']).execute();
  subscriberId = companies.find((c) => c.bu_name === 'East Region')!.id;
});
afterAll(() => t.close());

const search = (payload: ManufacturerSearch, token = subAdmin) =>
  t.call<Page<Manufacturer>>({ method: 'POST', url: '/mds/app/manufacturer/search', token, payload });

const edit = (payload: Record<string, unknown>, token = subAdmin) =>
  t.call<Manufacturer>({ method: 'PUT', url: '/mds/app/manufacturer/editManufacturerDetails', token, payload });

const names = (page: Page<Manufacturer> | null) => page?.results.map((m) => m.manufacturerName);

async function manufacturerId(name: string): Promise<number> {
  const row = await t.context.db
    .selectFrom('manufacturer')
    .select('id')
    .where('manufacturer_name', '=', name)
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('POST manufacturer/search', () => {
  it("lists the subscriber's manufacturers by name, ascending, with the total", async () => {
    const { status, body } = await search({});
    expect(status).toBe(200);
    expect(body.data?.totalRows).toBe(DEMO_MANUFACTURERS.length);
    expect(names(body.data)).toEqual(DEMO_MANUFACTURERS.map((m) => m.name).sort());
    expect(body.data?.results.every((m) => m.companyId === subscriberId)).toBe(true);
  });

  it('filters by status: 1 Confirmed, 0 Unconfirmed', async () => {
    const confirmed = await search({ status: 1 });
    const unconfirmed = await search({ status: 0 });
    expect(names(confirmed.body.data)).toEqual(['Greenfield Provisions', 'Northwind Foods']);
    expect(unconfirmed.body.data?.totalRows).toBe(3);
    expect(unconfirmed.body.data?.results.every((m) => m.confirmed === 0)).toBe(true);
  });

  it('finds text case-insensitively in the name, GLN, contact name and e-mail', async () => {
    expect(names((await search({ searchString: 'RIDGE' })).body.data)).toEqual(['Blue Ridge Dairy']);
    expect(names((await search({ searchString: '0893076' })).body.data)).toEqual(['Greenfield Provisions']);
    expect(names((await search({ searchString: 'paul prairie' })).body.data)).toEqual(['Prairie Grain Mills']);
    expect(names((await search({ searchString: '@northwind.EXAMPLE' })).body.data)).toEqual(['Northwind Foods']);
    expect((await search({ searchString: 'nothing like this' })).body.data).toEqual({ totalRows: 0, results: [] });
  });

  it('takes % and _ in the search text literally', async () => {
    expect((await search({ searchString: '%' })).body.data?.totalRows).toBe(0);
    expect((await search({ searchString: '_' })).body.data?.totalRows).toBe(0);
  });

  it('combines the search text with the status', async () => {
    expect(names((await search({ searchString: 'o', status: 1 })).body.data)).toEqual([
      'Greenfield Provisions',
      'Northwind Foods',
    ]);
  });

  it('sorts by an allowed key in both directions, empty values last', async () => {
    const byGln = await search({ sortBy: 'infoProviderGln' });
    expect(names(byGln.body.data)?.slice(0, 2)).toEqual(['Northwind Foods', 'Greenfield Provisions']);
    const byGlnDesc = await search({ sortBy: 'infoProviderGln', sortDesc: true });
    expect(names(byGlnDesc.body.data)?.slice(0, 2)).toEqual(['Greenfield Provisions', 'Northwind Foods']);
    const byContact = await search({ sortBy: 'contactName' });
    expect(names(byContact.body.data)?.at(-1)).toBe('Coastal Catch Seafood');
    const byNameDesc = await search({ sortDesc: true });
    expect(names(byNameDesc.body.data)).toEqual(
      DEMO_MANUFACTURERS.map((m) => m.name)
        .sort()
        .reverse(),
    );
  });

  it('refuses a sort key outside the allow-list', async () => {
    const { status, body } = await search({ sortBy: 'company_id; drop table manufacturer' as 'email' });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/sortBy/);
  });

  it('pages with rowCount and pageNumber, keeping the total', async () => {
    const first = await search({ rowCount: 2, pageNumber: 1 });
    const third = await search({ rowCount: 2, pageNumber: 3 });
    const beyond = await search({ rowCount: 2, pageNumber: 9 });
    const all = DEMO_MANUFACTURERS.map((m) => m.name).sort();
    expect(names(first.body.data)).toEqual(all.slice(0, 2));
    expect(names(third.body.data)).toEqual(all.slice(4, 6));
    expect(first.body.data?.totalRows).toBe(all.length);
    expect(beyond.body.data).toEqual({ totalRows: all.length, results: [] });
  });

  it('serves the typeahead: at most 20 suggestions of many matches', async () => {
    const now = nowIso();
    await t.context.db
      .insertInto('manufacturer')
      .values(
        Array.from({ length: 30 }, (_, i) => ({
          company_id: subscriberId,
          manufacturer_name: `Typeahead Foods ${String(i).padStart(2, '0')}`,
          info_provider_gln: null,
          contact_name: null,
          email: null,
          contact_number: null,
          comments: null,
          confirmed: 0,
          match_criteria: null,
          output_profile: null,
          created_time: now,
          modified_time: now,
        })),
      )
      .execute();
    try {
      const { body } = await search({ searchString: 'typ', rowCount: 20 });
      expect(body.data?.totalRows).toBe(30);
      expect(body.data?.results).toHaveLength(20);
      expect(body.data?.results[0]?.manufacturerName).toBe('Typeahead Foods 00');
    } finally {
      await t.context.db.deleteFrom('manufacturer').where('manufacturer_name', 'like', 'Typeahead Foods%').execute();
    }
  });

  it('renders the setup profile of the Tradepool company behind the GLN, unless the manufacturer has its own', async () => {
    const { body } = await search({ rowCount: 100 });
    const byName = new Map(body.data?.results.map((m) => [m.manufacturerName, m]));
    // Greenfield's GLN belongs to the Greenfield Provisions company, a subscriber with the demo profile.
    expect(byName.get('Greenfield Provisions')?.matchCriteria).toBe(
      'Match keys: GTIN, Product code, MPC, Description, Brand, Net content · Confident match: from 80 % · Candidates: up to 5 · Automatic review: off',
    );
    expect(byName.get('Greenfield Provisions')?.outputProfile).toBe(
      `Formats: GS1 XML, Spreadsheet · Frequency: daily · Hierarchy: yes · Nutrients: yes · Images: yes · Notes: ${DEMO_SUBSCRIBER_PROFILE.outputProfile.notes}`,
    );
    // Northwind's company is a publisher only: it has no subscriber setup to show.
    expect(byName.get('Northwind Foods')?.matchCriteria).toBeNull();
    expect(byName.get('Blue Ridge Dairy')?.outputProfile).toBeNull();

    const id = await manufacturerId('Greenfield Provisions');
    await t.context.db
      .updateTable('manufacturer')
      .set({ match_criteria: 'Own criteria: GTIN only.' })
      .where('id', '=', id)
      .execute();
    try {
      const again = await search({ searchString: 'Greenfield' });
      expect(again.body.data?.results[0]?.matchCriteria).toBe('Own criteria: GTIN only.');
      expect(again.body.data?.results[0]?.outputProfile).toMatch(/^Formats: GS1 XML, Spreadsheet/);
    } finally {
      await t.context.db.updateTable('manufacturer').set({ match_criteria: null }).where('id', '=', id).execute();
    }
  });

  it("shows the support company every company's manufacturers, and another company none of Harbor's", async () => {
    const site = await search({ rowCount: 100 }, await t.signIn('site.admin'));
    expect(site.body.data?.totalRows).toBe(DEMO_MANUFACTURERS.length);
    const other = await search({ rowCount: 100 }, await t.signIn('pubsub.admin'));
    expect(other.status).toBe(200);
    expect(other.body.data).toEqual({ totalRows: 0, results: [] });
    // Issue 35: a publisher-only company's admin is refused the buyer's tool outright.
    expect((await search({ rowCount: 100 }, await t.signIn('pub.admin'))).status).toBe(403);
  });

  it('narrows to the session company: sub.admin switched to West Region sees none of East Region', async () => {
    const token = await t.signIn('sub.admin');
    const { id: west } = await t.context.db
      .selectFrom('company')
      .select('id')
      .where('bu_name', '=', 'West Region')
      .executeTakeFirstOrThrow();
    await t.call({ method: 'GET', url: `/mds/app/users/company/${west}/select`, token });
    expect((await search({}, token)).body.data?.totalRows).toBe(0);
  });

  it('is open to USER_ACCOUNT_VIEW (support admin) and closed to roles without user account rights', async () => {
    expect((await search({}, await t.signIn('support.admin'))).status).toBe(200);
    expect((await search({}, await t.signIn('sub.user'))).status).toBe(403);
  });
});

describe('PUT manufacturer/editManufacturerDetails', () => {
  it('updates GLN, confirmation and contact fields, and the modified time', async () => {
    const id = await manufacturerId('Blue Ridge Dairy');
    const before = await t.context.db
      .selectFrom('manufacturer')
      .select('modified_time')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const { status, body } = await edit({
      manufacturerId: id,
      infoProviderGln: '0843912000016',
      confirmed: 1,
      contactName: '  Dana Ridge ',
      email: 'dana.ridge@blueridgedairy.example',
      contactNumber: '5405550199',
      comments: '',
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      manufacturerId: id,
      companyId: subscriberId,
      manufacturerName: 'Blue Ridge Dairy',
      infoProviderGln: '0843912000016',
      confirmed: 1,
      contactName: 'Dana Ridge',
      email: 'dana.ridge@blueridgedairy.example',
      contactNumber: '5405550199',
      comments: null,
    });
    expect(body.data!.modifiedTime > before.modified_time).toBe(true);
    // The new GLN is Harbor East's own company: its profile now shows.
    expect(body.data?.matchCriteria).toMatch(/^Match keys: GTIN/);
    const confirmed = await search({ status: 1 });
    expect(names(confirmed.body.data)).toContain('Blue Ridge Dairy');
  });

  it('clears the GLN when it is left empty', async () => {
    const id = await manufacturerId('Blue Ridge Dairy');
    const { body } = await edit({ manufacturerId: id, infoProviderGln: '', confirmed: 0 });
    expect(body.data?.infoProviderGln).toBeNull();
    expect(body.data?.matchCriteria).toBeNull();
  });

  it('refuses a GLN that is not 13 digits with a valid check digit', async () => {
    const id = await manufacturerId('Prairie Grain Mills');
    for (const gln of ['0843912000017', '084391200001', 'ABCDEFGHIJKLM']) {
      const { status, body } = await edit({ manufacturerId: id, infoProviderGln: gln, confirmed: 0 });
      expect(status).toBe(400);
      expect(body.error?.message).toBe(SERVER_ERRORS.manufacturerGlnInvalid);
    }
    const row = await t.context.db
      .selectFrom('manufacturer')
      .select('info_provider_gln')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.info_provider_gln).toBeNull();
  });

  it('refuses an invalid e-mail address with the form text', async () => {
    const id = await manufacturerId('Prairie Grain Mills');
    const { status, body } = await edit({ manufacturerId: id, confirmed: 0, email: 'not-an-address' });
    expect(status).toBe(400);
    expect(body.error?.message).toMatch(/Enter a valid e-mail address\./);
  });

  it("answers 404 for another company's manufacturer and for an unknown one", async () => {
    const id = await manufacturerId('Coastal Catch Seafood');
    const other = await edit({ manufacturerId: id, confirmed: 1 }, await t.signIn('pubsub.admin'));
    expect(other.status).toBe(404);
    expect((await edit({ manufacturerId: id, confirmed: 1 }, await t.signIn('pub.admin'))).status).toBe(403);
    expect((await edit({ manufacturerId: 999_999, confirmed: 1 })).status).toBe(404);
    const row = await t.context.db
      .selectFrom('manufacturer')
      .select('confirmed')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.confirmed).toBe(0);
  });

  it('lets the support company edit any company’s manufacturer, and keeps view-only roles out', async () => {
    const id = await manufacturerId('Coastal Catch Seafood');
    const site = await edit(
      { manufacturerId: id, confirmed: 0, comments: 'Checked by support.' },
      await t.signIn('site.admin'),
    );
    expect(site.status).toBe(200);
    expect(site.body.data?.comments).toBe('Checked by support.');
    const view = await edit({ manufacturerId: id, confirmed: 1 }, await t.signIn('support.admin'));
    expect(view.status).toBe(403);
  });
});
