import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentUser, Preference } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const companyId = async (name: string, buName: string | null = null) =>
  (
    await t.context.db
      .selectFrom('company')
      .select('id')
      .where('name', '=', name)
      .where('bu_name', buName === null ? 'is' : '=', buName)
      .executeTakeFirstOrThrow()
  ).id;

describe('GET users', () => {
  it('answers every field of the spec’s User entity for the session’s company', async () => {
    const token = await t.signIn('sub.admin');
    const { status, body } = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
    expect(status).toBe(200);
    const user = body.data!;
    expect(user).toMatchObject({
      login: 'sub.admin',
      roleId: 2,
      roleName: 'SUB_ADMIN',
      roleDescription: 'Subscriber Administrator',
      userType: 'BOTH_GDSN_OMS',
      status: 'Active',
      companyName: 'Harbor Foodservice',
      companyBuName: 'East Region',
      companyGln: '0843912000016',
      policyAccepted: 1,
      isFirstTime: 0,
      preference: null,
    });
    expect(user.auth.sort()).toEqual([
      'CATALOG_SUBSCRIBE',
      'CATALOG_SUBSCRIBE_MANAGE',
      'CATALOG_VIEW',
      'COMPANY_VIEW',
      'USER_ACCOUNT_MANAGE',
      'USER_ACCOUNT_VIEW',
    ]);
    expect(user.userCompanyList).toHaveLength(2);
    expect(user).not.toHaveProperty('authToken');
  });
});

describe('GET users/company/{companyId}/select', () => {
  it('switches a multi-company user’s session to another of their companies', async () => {
    const token = await t.signIn('sub.admin');
    const west = await companyId('Harbor Foodservice', 'West Region');
    const { status, body } = await t.call<CurrentUser>({
      method: 'GET',
      url: `/mds/app/users/company/${west}/select`,
      token,
    });
    expect(status).toBe(200);
    expect(body.data?.currentCompanyId).toBe(west);
    expect(body.data?.companyGln).toBe('0843912000023');
    const again = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
    expect(again.body.data?.currentCompanyId).toBe(west);
  });

  it('knows no company outside the user’s list', async () => {
    const token = await t.signIn('sub.admin');
    const publisher = await companyId('Northwind Foods');
    const { status, body } = await t.call({ method: 'GET', url: `/mds/app/users/company/${publisher}/select`, token });
    expect(status).toBe(404);
    expect(body.success).toBe(false);
  });
});

describe('POST users/updateUserPreference/{id}/{preference}', () => {
  it('saves the landing page from the path and the rest from the body, and merges later saves', async () => {
    const token = await t.signIn('pub.user');
    const me = (await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token })).body.data!;
    const first = await t.call<Preference>({
      method: 'POST',
      url: `/mds/app/users/updateUserPreference/${me.id}/${encodeURIComponent('/play')}`,
      token,
      payload: { pageNumber: 3, language: 'en_US', columnWidth: { attribute: 300, publisher: 401, subscriber: 400 } },
    });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ landingPage: '/play', pageNumber: 3 });

    const second = await t.call<Preference>({
      method: 'POST',
      url: `/mds/app/users/updateUserPreference/${me.id}/-`,
      token,
      payload: { pageNumber: 1 },
    });
    expect(second.body.data).toMatchObject({ landingPage: '/play', pageNumber: 1, language: 'en_US' });
    const user = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
    expect(user.body.data?.preference?.landingPage).toBe('/play');
  });

  it('refuses a landing page that is not an application path', async () => {
    const token = await t.signIn('pub.user');
    const me = (await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token })).body.data!;
    const res = await t.call({
      method: 'POST',
      url: `/mds/app/users/updateUserPreference/${me.id}/${encodeURIComponent('https://evil.example')}`,
      token,
      payload: {},
    });
    expect(res.status).toBe(400);
  });

  it('cannot touch another user’s preference', async () => {
    const token = await t.signIn('pub.user');
    const other = await t.context.db
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', 'pub.admin')
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'POST',
      url: `/mds/app/users/updateUserPreference/${other.id}/-`,
      token,
      payload: { pageNumber: 2 },
    });
    expect(res.status).toBe(404);
    const stored = await t.context.db
      .selectFrom('user_preference')
      .selectAll()
      .where('user_id', '=', other.id)
      .executeTakeFirst();
    expect(stored).toBeUndefined();
  });
});
