import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ERRORS, type AdminUser, type Page, type RoleOption, type UserSearch } from '@tradepool/domain';
import { DEMO_USERS } from '../../db/seed/demo-data.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { demoIds } from '../../test/user-admin.js';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  for (const login of ['site.admin', 'site.user', 'pub.admin', 'sub.admin', 'pubsub.admin', 'sub.readonly']) {
    tokens[login] = await t.signIn(login);
  }
});
afterAll(() => t.close());

const search = (login: string, payload: UserSearch) =>
  t.call<Page<AdminUser>>({ method: 'POST', url: '/mds/app/users/search', token: tokens[login], payload });
const logins = async (login: string, payload: UserSearch) =>
  (await search(login, { rowCount: 500, ...payload })).body.data!.results.map((u) => u.login);

describe('POST users/search: scope', () => {
  it('shows the support company every company’s users', async () => {
    const { status, body } = await search('site.admin', { rowCount: 500 });
    expect(status).toBe(200);
    expect(body.data!.totalRows).toBe(DEMO_USERS.length);
    expect(body.data!.results.map((u) => u.login).sort()).toEqual(DEMO_USERS.map((u) => u.login).sort());
  });

  it('lets the support company narrow to one company, members through user_company included', async () => {
    expect((await logins('site.admin', { companyId: ids.companies.publisher })).sort()).toEqual([
      'new.publisher',
      'pub.admin',
      'pub.nongdsn',
      'pub.user',
    ]);
    expect(await logins('site.admin', { companyId: ids.companies.subscriberWest })).toEqual(['sub.admin']);
    expect(await logins('site.user', { companyId: ids.companies.pubsub })).toHaveLength(3);
  });

  it('keeps anyone else to the session’s company, whatever companyId the request names', async () => {
    const own = (await logins('pub.admin', {})).sort();
    expect(own).toEqual(['new.publisher', 'pub.admin', 'pub.nongdsn', 'pub.user']);
    expect((await logins('pub.admin', { companyId: ids.companies.subscriber })).sort()).toEqual(own);
    expect((await logins('pub.admin', { companyId: ids.companies.support })).sort()).toEqual(own);
  });

  it('follows a company switch: in West Region, sub.admin sees its members only', async () => {
    const token = await t.signIn('sub.admin');
    await t.call({ method: 'GET', url: `/mds/app/users/company/${ids.companies.subscriberWest}/select`, token });
    const { body } = await t.call<Page<AdminUser>>({
      method: 'POST',
      url: '/mds/app/users/search',
      token,
      payload: {},
    });
    expect(body.data!.results.map((u) => u.login)).toEqual(['sub.admin']);
    expect(body.data!.results[0]).toMatchObject({ companyName: 'Harbor Foodservice', companyBuName: 'East Region' });
  });

  it('is refused to roles without a user-account permission', async () => {
    expect((await search('sub.readonly', {})).status).toBe(403);
  });
});

describe('POST users/search: filters', () => {
  it('matches login, names, e-mail, phone and title case-insensitively anywhere in the text', async () => {
    expect((await logins('site.admin', { login: 'PUB.' })).sort()).toEqual(['pub.admin', 'pub.nongdsn', 'pub.user']);
    expect((await logins('site.admin', { firstName: 'SU' })).sort()).toEqual(['sub.admin']);
    expect((await logins('site.admin', { lastName: 'sub' })).sort()).toEqual(['pubsub.user', 'sub.admin', 'sub.user']);
    expect(await logins('site.admin', { email: 'OMSONLY@TRADEPOOL' })).toEqual(['pubsub.omsonly']);

    await t.context.db
      .updateTable('app_user')
      .set({ phone: '617-555-0177', title: 'Category Manager' })
      .where('login', '=', 'sub.user')
      .execute();
    expect(await logins('site.admin', { phone: '555-01' })).toEqual(['sub.user']);
    expect(await logins('site.admin', { title: 'category man' })).toEqual(['sub.user']);
  });

  it('treats % and _ as plain characters', async () => {
    expect(await logins('site.admin', { login: '%' })).toEqual([]);
    expect(await logins('site.admin', { login: '_' })).toEqual([]);
    expect(await logins('site.admin', { lastName: 'a%n' })).toEqual([]);
  });

  it('filters role id exactly and status', async () => {
    expect((await logins('site.admin', { roleId: 3 })).sort()).toEqual(['sub.oms', 'sub.user']);
    expect(await logins('site.admin', { status: 'InActive' })).toEqual([]);
    await t.context.db.updateTable('app_user').set({ status: 0 }).where('login', '=', 'pub.nongdsn').execute();
    expect(await logins('site.admin', { status: 'InActive' })).toEqual(['pub.nongdsn']);
    expect(await logins('pub.admin', { status: 'Active' })).not.toContain('pub.nongdsn');
    await t.context.db.updateTable('app_user').set({ status: 1 }).where('login', '=', 'pub.nongdsn').execute();
  });

  it('narrows to users of publisher-subscriber companies for /admin/userpubsub', async () => {
    expect((await logins('site.admin', { pubSubOnly: true })).sort()).toEqual(
      DEMO_USERS.filter((u) => u.company === 'pubsub')
        .map((u) => u.login)
        .sort(),
    );
    expect(await logins('pub.admin', { pubSubOnly: true })).toEqual([]);
  });

  it('combines filters with AND', async () => {
    expect(await logins('site.admin', { login: 'pub', roleId: 4 })).toEqual(['pub.admin']);
  });
});

describe('POST users/search: sorting and paging', () => {
  it('sorts by lower(lastName) ascending by default, 25 rows a page, with every admin field', async () => {
    const { body } = await search('site.admin', {});
    const lastNames = body.data!.results.map((u) => u.lastName.toLowerCase());
    expect(lastNames).toEqual([...lastNames].sort());
    expect(body.data!.results.length).toBe(Math.min(25, DEMO_USERS.length));
    const pubAdmin = body.data!.results.find((u) => u.login === 'pub.admin');
    expect(pubAdmin).toMatchObject({
      id: ids.users['pub.admin'],
      companyId: ids.companies.publisher,
      companyName: 'Northwind Foods',
      companyBuName: null,
      roleId: 4,
      roleName: 'PUB_ADMIN',
      roleDescription: 'Publisher Administrator',
      userType: 'GDSN',
      status: 'Active',
      isFirstTime: 0,
    });
    expect(pubAdmin).not.toHaveProperty('passwordHash');
    expect(pubAdmin).not.toHaveProperty('password_hash');
  });

  it('sorts by each allowed key both ways, ties broken by id', async () => {
    const asc = await logins('site.admin', { sortBy: 'login' });
    expect(asc).toEqual([...asc].sort());
    expect(await logins('site.admin', { sortBy: 'login', sortDesc: true })).toEqual([...asc].reverse());

    const byCompany = (await search('site.admin', { sortBy: 'companyName', rowCount: 500 })).body.data!.results;
    const names = byCompany.map((u) => u.companyName.toLowerCase());
    expect(names).toEqual([...names].sort());
    const northwind = byCompany.filter((u) => u.companyName === 'Northwind Foods').map((u) => u.id);
    expect(northwind).toEqual([...northwind].sort((a, b) => a - b));

    const roles = (await search('site.admin', { sortBy: 'roleId', sortDesc: true, rowCount: 500 })).body.data!.results;
    expect(roles[0]!.roleId).toBe(10);

    await t.context.db.updateTable('app_user').set({ status: 0 }).where('login', '=', 'sub.oms').execute();
    const byStatus = (await search('site.admin', { sortBy: 'status', rowCount: 500 })).body.data!.results;
    expect(byStatus.at(-1)!.login).toBe('sub.oms');
    const byStatusDesc = (await search('site.admin', { sortBy: 'status', sortDesc: true })).body.data!.results;
    expect(byStatusDesc[0]!.login).toBe('sub.oms');
    await t.context.db.updateTable('app_user').set({ status: 1 }).where('login', '=', 'sub.oms').execute();

    for (const sortBy of ['lower(firstName)', 'email', 'modifiedTime'] as const) {
      expect((await search('site.admin', { sortBy })).status).toBe(200);
    }
  });

  it('refuses a sort key outside the allow-list', async () => {
    const res = await t.call({
      method: 'POST',
      url: '/mds/app/users/search',
      token: tokens['site.admin'],
      payload: { sortBy: 'password_hash' },
    });
    expect(res.status).toBe(400);
  });

  it('pages on the server: the pages together are the whole list, and totalRows counts all matches', async () => {
    const all = await logins('site.admin', {});
    const pages: string[] = [];
    for (let pageNumber = 1; pageNumber <= 3; pageNumber++) {
      const { body } = await search('site.admin', { rowCount: 5, pageNumber });
      expect(body.data!.totalRows).toBe(DEMO_USERS.length);
      pages.push(...body.data!.results.map((u) => u.login));
    }
    expect(pages).toEqual(all);
    const beyond = await search('site.admin', { rowCount: 5, pageNumber: 9 });
    expect(beyond.body.data).toEqual({ totalRows: DEMO_USERS.length, results: [] });
  });
});

describe('GET users/{id}', () => {
  it('answers a user of the caller’s scope', async () => {
    const { status, body } = await t.call<AdminUser>({
      method: 'GET',
      url: `/mds/app/users/${ids.users['pub.user']}`,
      token: tokens['pub.admin'],
    });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ login: 'pub.user', roleId: 5, companyName: 'Northwind Foods' });
    const bySupport = await t.call<AdminUser>({
      method: 'GET',
      url: `/mds/app/users/${ids.users['pubsub.user']}`,
      token: tokens['site.user'],
    });
    expect(bySupport.body.data?.login).toBe('pubsub.user');
  });

  it('knows no user outside the scope, nor an unknown id', async () => {
    for (const id of [ids.users['sub.admin'], ids.users['site.admin'], 99_999]) {
      const res = await t.call({ method: 'GET', url: `/mds/app/users/${id}`, token: tokens['pub.admin'] });
      expect(res.status).toBe(404);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.notFound);
    }
  });

  it('refuses an id that is not a number, and leaves GET users and GET users/roles to their own routes', async () => {
    expect((await t.call({ method: 'GET', url: '/mds/app/users/abc', token: tokens['pub.admin'] })).status).toBe(400);
    const me = await t.call<{ login: string }>({ method: 'GET', url: '/mds/app/users', token: tokens['pub.admin'] });
    expect(me.body.data?.login).toBe('pub.admin');
    const roles = await t.call<RoleOption[]>({
      method: 'GET',
      url: '/mds/app/users/roles',
      token: tokens['pub.admin'],
    });
    expect(roles.status).toBe(200);
  });
});

describe('GET users/roles', () => {
  const roleIds = async (login: string) =>
    (await t.call<RoleOption[]>({ method: 'GET', url: '/mds/app/users/roles', token: tokens[login] })).body.data!.map(
      (r) => r.roleId,
    );

  it('answers the roles of spec point 6 for each kind of administrator', async () => {
    expect(await roleIds('pub.admin')).toEqual([4, 5, 6, 7, 9]);
    expect(await roleIds('sub.admin')).toEqual([2, 3, 6, 7]);
    expect(await roleIds('pubsub.admin')).toEqual([2, 3, 4, 5, 6, 7, 9]);
    expect(await roleIds('site.admin')).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('names each role by its description', async () => {
    const { body } = await t.call<RoleOption[]>({
      method: 'GET',
      url: '/mds/app/users/roles',
      token: tokens['pub.admin'],
    });
    expect(body.data![0]).toEqual({ roleId: 4, description: 'Publisher Administrator' });
  });

  it('is refused to roles without a user-account or company-manage permission', async () => {
    const res = await t.call({ method: 'GET', url: '/mds/app/users/roles', token: tokens['sub.readonly'] });
    expect(res.status).toBe(403);
  });
});
