import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_ERRORS, type AdminUser, type UserInput } from '@tradepool/domain';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { authenticate, deliverMail, demoIds, queuedJobs, temporaryPasswordIn } from '../../test/user-admin.js';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  for (const login of ['site.admin', 'pub.admin', 'sub.admin']) tokens[login] = await t.signIn(login);
});
afterAll(() => t.close());

/** The user's present form, as the edit modal would send it back. */
async function formOf(login: string): Promise<UserInput> {
  const { body } = await t.call<AdminUser>({
    method: 'GET',
    url: `/mds/app/users/${ids.users[login]}`,
    token: tokens['site.admin'],
  });
  const u = body.data!;
  return {
    companyId: u.companyId,
    login: u.login,
    firstName: u.firstName,
    middleName: u.middleName,
    lastName: u.lastName,
    email: u.email,
    phone: u.phone,
    title: u.title,
    roleId: u.roleId,
    userType: u.userType,
    status: u.status,
    autoSubscription: u.autoSubscription,
    sellSheetAccess: u.sellSheetAccess,
    hasSubscriberView: u.hasSubscriberView,
  };
}

const put = (token: string, login: string, payload: UserInput) =>
  t.call<AdminUser>({ method: 'PUT', url: `/mds/app/users/${ids.users[login]}`, token, payload });
const stillSignedIn = async (token: string) => (await t.call({ method: 'GET', url: '/mds/app/users', token })).status;

describe('PUT users/{id}', () => {
  it('edits a user of the caller’s company and ignores a password in the body', async () => {
    const before = await formOf('pub.nongdsn');
    const res = await put(tokens['pub.admin']!, 'pub.nongdsn', {
      ...before,
      firstName: 'Nils-Erik',
      title: 'Data Steward',
      phone: '(312) 555-0123',
      sellSheetAccess: 1,
      password: 'Ignored-Password-2026',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      login: 'pub.nongdsn',
      firstName: 'Nils-Erik',
      title: 'Data Steward',
      phone: '(312) 555-0123',
      sellSheetAccess: 1,
    });
    expect((await authenticate(t, 'pub.nongdsn', DEMO_PASSWORD)).status).toBe(200);
    expect((await authenticate(t, 'pub.nongdsn', 'Ignored-Password-2026')).status).toBe(401);
  });

  it('renames the login (tags stripped) unless another user has it; keeping one’s own login is fine', async () => {
    const form = await formOf('pub.nongdsn');
    expect((await put(tokens['pub.admin']!, 'pub.nongdsn', form)).status).toBe(200);
    const taken = await put(tokens['pub.admin']!, 'pub.nongdsn', { ...form, login: 'Pub.Admin' });
    expect(taken.status).toBe(409);
    expect(taken.body.error?.message).toBe(SERVER_ERRORS.loginTaken);
    const renamed = await put(tokens['pub.admin']!, 'pub.nongdsn', { ...form, login: '<span>nils.n</span>' });
    expect(renamed.body.data?.login).toBe('nils.n');
    expect((await put(tokens['pub.admin']!, 'pub.nongdsn', form)).body.data?.login).toBe('pub.nongdsn');
  });

  it('applies the role rules; a role the caller may not give may still be kept', async () => {
    const readonly = await formOf('sub.readonly');
    expect((await put(tokens['sub.admin']!, 'sub.readonly', { ...readonly, title: 'Auditor' })).status).toBe(200);
    const support = await formOf('support.admin');
    expect((await put(tokens['site.admin']!, 'support.admin', { ...support, title: 'Support lead' })).status).toBe(200);
    const toTen = await put(tokens['site.admin']!, 'site.user', { ...(await formOf('site.user')), roleId: 10 });
    expect(toTen.status).toBe(400);
    const subUser = await formOf('sub.user');
    const toNine = await put(tokens['sub.admin']!, 'sub.user', { ...subUser, roleId: 9 });
    expect(toNine.status).toBe(400);
    expect(toNine.body.error?.message).toBe(SERVER_ERRORS.roleNotAssignable);
    const toEight = await put(tokens['site.admin']!, 'sub.user', { ...subUser, roleId: 8 });
    expect(toEight.status).toBe(400);
    expect(toEight.body.error?.message).toBe(SERVER_ERRORS.supportRoleOutsideSupport);
    expect((await put(tokens['sub.admin']!, 'sub.user', { ...subUser, roleId: 2 })).body.data?.roleId).toBe(2);
    expect((await put(tokens['sub.admin']!, 'sub.user', subUser)).body.data?.roleId).toBe(3);
  });

  it('keeps a site role inside company 1 even when the role itself does not change', async () => {
    const siteUser = await formOf('site.user');
    const moved = await put(tokens['site.admin']!, 'site.user', { ...siteUser, companyId: ids.companies.publisher! });
    expect(moved.status).toBe(400);
    expect(moved.body.error?.message).toBe(SERVER_ERRORS.supportRoleOutsideSupport);
  });

  it('refuses to move a user into a company outside the caller’s scope', async () => {
    const form = await formOf('pub.nongdsn');
    const res = await put(tokens['pub.admin']!, 'pub.nongdsn', { ...form, companyId: ids.companies.subscriber! });
    expect(res.status).toBe(404);
    expect(res.body.error?.message).toBe(SERVER_ERRORS.companyNotAvailable);
  });

  it('moving a user to another company ends their sessions (a session keeps its company)', async () => {
    const userToken = await t.signIn('pubsub.omsonly');
    const form = await formOf('pubsub.omsonly');
    const res = await put(tokens['site.admin']!, 'pubsub.omsonly', { ...form, companyId: ids.companies.publisher! });
    expect(res.body.data).toMatchObject({ companyId: ids.companies.publisher, companyName: 'Northwind Foods' });
    expect(await stillSignedIn(userToken)).toBe(401);
  });

  it('will not let a caller change their own role nor deactivate themselves', async () => {
    const me = await formOf('pub.admin');
    const role = await put(tokens['pub.admin']!, 'pub.admin', { ...me, roleId: 6 });
    expect(role.status).toBe(400);
    expect(role.body.error?.message).toBe(SERVER_ERRORS.cannotChangeOwnRole);
    const inactive = await put(tokens['pub.admin']!, 'pub.admin', { ...me, status: 'InActive' });
    expect(inactive.status).toBe(400);
    expect(inactive.body.error?.message).toBe(SERVER_ERRORS.cannotDeactivateSelf);
    const renamed = await put(tokens['pub.admin']!, 'pub.admin', { ...me, lastName: 'Publisher-Smith' });
    expect(renamed.body.data?.lastName).toBe('Publisher-Smith');
    expect(await stillSignedIn(tokens['pub.admin']!)).toBe(200);
  });

  it('deactivating ends every session of the user at once, and sign-in is refused until reactivated', async () => {
    const first = await t.signIn('pub.user');
    const second = await t.signIn('pub.user');
    const form = await formOf('pub.user');
    const res = await put(tokens['pub.admin']!, 'pub.user', { ...form, status: 'InActive' });
    expect(res.body.data?.status).toBe('InActive');
    expect(await stillSignedIn(first)).toBe(401);
    expect(await stillSignedIn(second)).toBe(401);
    const sessions = await t.context.db
      .selectFrom('user_session')
      .select('id')
      .where('user_id', '=', ids.users['pub.user']!)
      .execute();
    expect(sessions).toEqual([]);
    const refused = await authenticate(t, 'pub.user', DEMO_PASSWORD);
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);

    await put(tokens['pub.admin']!, 'pub.user', form);
    expect((await authenticate(t, 'pub.user', DEMO_PASSWORD)).status).toBe(200);
  });

  it('knows no user outside the caller’s scope and refuses callers without USER_ACCOUNT_MANAGE', async () => {
    const form = await formOf('sub.oms');
    expect((await put(tokens['pub.admin']!, 'sub.oms', { ...form, companyId: ids.companies.publisher! })).status).toBe(
      404,
    );
    const viewer = await t.signIn('site.user');
    expect((await put(viewer, 'sub.oms', form)).status).toBe(403);
    expect((await formOf('sub.oms')).companyId).toBe(ids.companies.subscriber);
  });
});

describe('GET users/{id}/resetpassword', () => {
  it('mails a temporary password, ends the old password and sessions, and forces a change', async () => {
    const seen = new Set<string>();
    await deliverMail(t, seen);
    const userToken = await t.signIn('sub.oms');
    const res = await t.call<{ message: string }>({
      method: 'GET',
      url: `/mds/app/users/${ids.users['sub.oms']}/resetpassword`,
      token: tokens['sub.admin'],
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: MESSAGES.passwordResetSent });
    expect(await stillSignedIn(userToken)).toBe(401);
    expect((await authenticate(t, 'sub.oms', DEMO_PASSWORD)).status).toBe(401);

    const mails = await deliverMail(t, seen);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: sub.oms@tradepool.example');
    expect(mails[0]).toContain('Subject: Your Tradepool password has been reset');
    const temporary = temporaryPasswordIn(mails[0]!)!;

    const signIn = await authenticate(t, 'sub.oms', temporary);
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ isFirstTime: 1, policyAccepted: 1 });
    const token = signIn.body.data!.authToken.token;
    expect((await t.call({ method: 'GET', url: '/mds/app/test/x', token })).status).toBe(403);
    const changed = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: ids.users['sub.oms'], password: 'After-Reset-Password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await authenticate(t, 'sub.oms', 'After-Reset-Password-1')).body.data?.isFirstTime).toBe(0);
  });

  it('also closes a pending forgot-password secret', async () => {
    await t.call({ method: 'GET', url: '/mds/app/users/forgotpassword/pub.nongdsn' });
    const forgot = (await deliverMail(t)).find((mail) => mail.includes('To: pub.nongdsn@'));
    const secret = /temporary password is: (\S+)/.exec(forgot!)![1]!;
    await t.call({
      method: 'GET',
      url: `/mds/app/users/${ids.users['pub.nongdsn']}/resetpassword`,
      token: tokens['pub.admin'],
    });
    expect((await authenticate(t, 'pub.nongdsn', secret)).status).toBe(401);
  });

  it('knows no user outside the scope and queues nothing; refused without USER_ACCOUNT_MANAGE', async () => {
    const jobs = await queuedJobs(t);
    const other = await t.call({
      method: 'GET',
      url: `/mds/app/users/${ids.users['pubsub.user']}/resetpassword`,
      token: tokens['pub.admin'],
    });
    expect(other.status).toBe(404);
    const self = await t.call({
      method: 'GET',
      url: `/mds/app/users/${ids.users['pub.admin']}/resetpassword`,
      token: await t.signIn('pub.user'),
    });
    expect(self.status).toBe(403);
    expect(await queuedJobs(t)).toBe(jobs);
  });
});

describe('POST users/updateUserPassword for another user', () => {
  const setPassword = (token: string, login: string, password: string) =>
    t.call<{ message: string }>({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: ids.users[login], password },
    });

  it('lets an administrator set the password of a user in scope, who must change it at the next sign-in', async () => {
    const userToken = await t.signIn('new.publisher');
    const res = await setPassword(tokens['pub.admin']!, 'new.publisher', 'Set-By-Admin-2026');
    expect(res.body.data).toEqual({ message: MESSAGES.passwordUpdated });
    expect(await stillSignedIn(userToken)).toBe(401);
    const signIn = await authenticate(t, 'new.publisher', 'Set-By-Admin-2026');
    expect(signIn.body.data).toMatchObject({ forceChangePassword: 1, isFirstTime: 1, policyAccepted: null });
    expect(await stillSignedIn(tokens['pub.admin']!)).toBe(200);
  });

  it('applies the policy, knows no user outside the scope, and refuses non-administrators', async () => {
    const weak = await setPassword(tokens['pub.admin']!, 'pub.user', 'weak');
    expect(weak.status).toBe(400);
    expect(weak.body.error?.message).toBe(SERVER_ERRORS.passwordPolicy);
    expect((await setPassword(tokens['pub.admin']!, 'sub.user', 'Set-By-Admin-2026')).status).toBe(404);
    expect((await setPassword(await t.signIn('pub.user'), 'pub.admin', 'Set-By-Admin-2026')).status).toBe(403);
    expect((await authenticate(t, 'pub.admin', DEMO_PASSWORD)).status).toBe(200);
  });
});
