import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_ERRORS, type AdminUser } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import {
  authenticate,
  createUser,
  deliverMail,
  demoIds,
  queuedJobs,
  temporaryPasswordIn,
  userForm,
} from '../../test/user-admin.js';

let t: TestApp;
let ids: Awaited<ReturnType<typeof demoIds>>;
const tokens: Record<string, string> = {};
const PASSWORD = 'Given-Password-2026';
beforeAll(async () => {
  t = await createTestApp();
  ids = await demoIds(t);
  for (const login of ['site.admin', 'pub.admin', 'sub.admin', 'pubsub.admin', 'pub.user']) {
    tokens[login] = await t.signIn(login);
  }
});
afterAll(() => t.close());

let serial = 0;
const nextLogin = () => `made.${++serial}`;

describe('POST users: which roles each administrator may give (spec point 6)', () => {
  const cases = [
    { admin: 'pub.admin', company: 'publisher', allowed: [4, 5, 6, 7, 9] },
    { admin: 'sub.admin', company: 'subscriber', allowed: [2, 3, 6, 7] },
    { admin: 'pubsub.admin', company: 'pubsub', allowed: [2, 3, 4, 5, 6, 7, 9] },
    { admin: 'site.admin', company: 'support', allowed: [1, 2, 3, 4, 5, 6, 7, 8, 9] },
  ];
  for (const { admin, company, allowed } of cases) {
    it(`${admin} gives ${allowed.join(', ')} in their own company and nothing else`, async () => {
      for (let roleId = 1; roleId <= 9; roleId++) {
        const res = await createUser(
          t,
          tokens[admin]!,
          userForm(ids.companies[company]!, nextLogin(), { roleId, password: PASSWORD }),
        );
        if (allowed.includes(roleId)) {
          expect({ roleId, status: res.status }).toEqual({ roleId, status: 200 });
          expect(res.body.data?.roleId).toBe(roleId);
        } else {
          expect({ roleId, status: res.status }).toEqual({ roleId, status: 400 });
          expect(res.body.error?.message).toBe(SERVER_ERRORS.roleNotAssignable);
        }
      }
    });
  }

  it('site.admin gives roles 1 and 8 only to users of company 1', async () => {
    for (let roleId = 1; roleId <= 9; roleId++) {
      const res = await createUser(
        t,
        tokens['site.admin']!,
        userForm(ids.companies.publisher!, nextLogin(), { roleId, password: PASSWORD }),
      );
      if (roleId === 1 || roleId === 8) {
        expect({ roleId, status: res.status }).toEqual({ roleId, status: 400 });
        expect(res.body.error?.message).toBe(SERVER_ERRORS.supportRoleOutsideSupport);
      } else {
        expect({ roleId, status: res.status }).toEqual({ roleId, status: 200 });
      }
    }
  });

  it('puts users only into companies of the caller’s scope, and only companies that exist', async () => {
    const intoOther = await createUser(t, tokens['pub.admin']!, userForm(ids.companies.pubsub!, nextLogin()));
    expect(intoOther.status).toBe(404);
    expect(intoOther.body.error?.message).toBe(SERVER_ERRORS.companyNotAvailable);
    const unknown = await createUser(t, tokens['site.admin']!, userForm(99_999, nextLogin()));
    expect(unknown.status).toBe(404);
    const bySupport = await createUser(t, tokens['site.admin']!, userForm(ids.companies.pubsub!, nextLogin()));
    expect(bySupport.status).toBe(200);
  });

  it('is refused to users without USER_ACCOUNT_MANAGE', async () => {
    const res = await createUser(t, tokens['pub.user']!, userForm(ids.companies.publisher!, nextLogin()));
    expect(res.status).toBe(403);
  });
});

describe('POST users: the user form', () => {
  it('strips HTML tags from the login and lower-cases it', async () => {
    const res = await createUser(
      t,
      tokens['pub.admin']!,
      userForm(ids.companies.publisher!, '<b>New.User</b>', { password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.login).toBe('new.user');
  });

  it('refuses a login that exists already, in any company and any case', async () => {
    for (const login of ['new.user', 'SUB.ADMIN', '<i>site.admin</i>']) {
      const res = await createUser(t, tokens['pub.admin']!, userForm(ids.companies.publisher!, login));
      expect(res.status).toBe(409);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.loginTaken);
    }
  });

  it('answers 409 to the second of two simultaneous creations of one login', async () => {
    const form = userForm(ids.companies.publisher!, 'twin.login', { password: PASSWORD });
    const answers = await Promise.all([
      createUser(t, tokens['pub.admin']!, form),
      createUser(t, tokens['pub.admin']!, form),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.status === 409)?.body.error?.message).toBe(SERVER_ERRORS.loginTaken);
  });

  it('refuses a given password that misses the policy', async () => {
    for (const password of ['Short-1a', 'no-upper-case-123456', 'NO-LOWER-CASE-123456', 'No-Digits-At-All-Here']) {
      const res = await createUser(
        t,
        tokens['pub.admin']!,
        userForm(ids.companies.publisher!, nextLogin(), { password }),
      );
      expect(res.status).toBe(400);
      expect(res.body.error?.message).toBe(SERVER_ERRORS.passwordPolicy);
    }
  });

  it('refuses an incomplete or malformed form', async () => {
    const base = userForm(ids.companies.publisher!, nextLogin());
    for (const payload of [
      { ...base, firstName: '' },
      { ...base, email: 'not-an-address' },
      { ...base, login: 'bad login!' },
      { ...base, phone: '12' },
      { ...base, roleId: 10 },
      { ...base, userType: 'ADMIN' },
    ]) {
      const res = await t.call({ method: 'POST', url: '/mds/app/users', token: tokens['pub.admin'], payload });
      expect(res.status).toBe(400);
    }
  });

  it('answers the new user with every field, first time set, and stores the fields it was given', async () => {
    const res = await createUser(
      t,
      tokens['sub.admin']!,
      userForm(ids.companies.subscriber!, 'full.form', {
        roleId: 3,
        middleName: 'Q',
        userType: 'NON_GDSN_OMS',
        autoSubscription: 1,
        sellSheetAccess: 1,
        hasSubscriberView: 1,
        password: PASSWORD,
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      companyId: ids.companies.subscriber,
      companyName: 'Harbor Foodservice',
      companyBuName: 'East Region',
      login: 'full.form',
      firstName: 'Alex',
      middleName: 'Q',
      lastName: 'Example',
      email: 'full.form@example.com',
      phone: '+1 212 555 0199',
      title: 'Buyer',
      roleId: 3,
      roleName: 'SUB_USER',
      roleDescription: 'Subscriber User',
      userType: 'NON_GDSN_OMS',
      status: 'Active',
      autoSubscription: 1,
      sellSheetAccess: 1,
      hasSubscriberView: 1,
      isFirstTime: 1,
    } satisfies Partial<AdminUser>);
    const row = await t.context.db
      .selectFrom('app_user')
      .selectAll()
      .where('login', '=', 'full.form')
      .executeTakeFirstOrThrow();
    expect(row.policy_accepted).toBeNull();
    expect(row.password_hash).not.toContain(PASSWORD);
  });
});

describe('POST users: first sign-in', () => {
  it('with a given password: no mail, and the new user is asked for the policy, then a new password', async () => {
    const jobs = await queuedJobs(t);
    const res = await createUser(
      t,
      tokens['pub.admin']!,
      userForm(ids.companies.publisher!, 'given.password', { password: PASSWORD }),
    );
    expect(res.status).toBe(200);
    expect(await queuedJobs(t)).toBe(jobs);

    const signIn = await authenticate(t, 'given.password', PASSWORD);
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ policyAccepted: null, isFirstTime: 1 });
    const token = signIn.body.data!.authToken.token;
    const search = { method: 'POST' as const, url: '/mds/app/users/search', token, payload: {} };
    expect((await t.call(search)).status).toBe(403);

    await t.call({ method: 'POST', url: '/mds/app/users/policy', token, payload: { policyAccepted: '1' } });
    const changed = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: res.body.data!.id, password: 'My-Own-Password-2026' },
    });
    expect(changed.status).toBe(200);
    const again = await authenticate(t, 'given.password', 'My-Own-Password-2026');
    expect(again.body.data).toMatchObject({ policyAccepted: 1, isFirstTime: 0 });
  });

  it('without a password: a welcome mail with the login and a temporary password that signs in', async () => {
    const seen = new Set<string>();
    await deliverMail(t, seen);
    const res = await createUser(t, tokens['pub.admin']!, userForm(ids.companies.publisher!, 'mailed.user'));
    expect(res.status).toBe(200);

    const mails = await deliverMail(t, seen);
    expect(mails).toHaveLength(1);
    const mail = mails[0]!;
    expect(mail).toContain('To: mailed.user@example.com');
    expect(mail).toContain('Subject: Your Tradepool account');
    expect(mail).toContain('Login: mailed.user');
    const temporary = temporaryPasswordIn(mail);
    expect(temporary).toMatch(/^[A-Za-z0-9]{20}$/);

    const signIn = await authenticate(t, 'mailed.user', temporary!);
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ policyAccepted: null, isFirstTime: 1 });
  });

  it('created InActive: exists, but cannot sign in', async () => {
    const res = await createUser(
      t,
      tokens['pub.admin']!,
      userForm(ids.companies.publisher!, 'dormant.user', { status: 'InActive', password: PASSWORD }),
    );
    expect(res.body.data?.status).toBe('InActive');
    const signIn = await authenticate(t, 'dormant.user', PASSWORD);
    expect(signIn.status).toBe(401);
    expect(signIn.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);
  });
});

describe('POST companies/addAccount', () => {
  const addAccount = (token: string, payload: object) =>
    t.call<AdminUser>({ method: 'POST', url: '/mds/app/companies/addAccount', token, payload });

  it('adds an Active user to any company for the site admin, whatever status the body names', async () => {
    const res = await addAccount(tokens['site.admin']!, {
      ...userForm(ids.companies.pubsub!, 'wizard.user', { roleId: 6, password: PASSWORD }),
      status: 'InActive',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ login: 'wizard.user', status: 'Active', roleId: 6, isFirstTime: 1 });
  });

  it('never gives roles 1 and 8, not even in company 1', async () => {
    for (const roleId of [1, 8]) {
      for (const company of ['support', 'publisher']) {
        const res = await addAccount(tokens['site.admin']!, userForm(ids.companies[company]!, nextLogin(), { roleId }));
        expect(res.status).toBe(400);
        expect(res.body.error?.message).toBe(SERVER_ERRORS.supportRoleInWizard);
      }
    }
  });

  it('follows the user rules: unknown company, duplicate login, password policy', async () => {
    expect((await addAccount(tokens['site.admin']!, userForm(99_999, nextLogin()))).status).toBe(404);
    const duplicate = await addAccount(tokens['site.admin']!, userForm(ids.companies.publisher!, 'wizard.user'));
    expect(duplicate.status).toBe(409);
    const weak = await addAccount(
      tokens['site.admin']!,
      userForm(ids.companies.publisher!, nextLogin(), { password: 'weak' }),
    );
    expect(weak.body.error?.message).toBe(SERVER_ERRORS.passwordPolicy);
  });

  it('is the site admin’s alone (COMPANY_MANAGE)', async () => {
    const res = await addAccount(tokens['pub.admin']!, userForm(ids.companies.publisher!, nextLogin()));
    expect(res.status).toBe(403);
  });

  it('then the wizard’s password step: the site admin sets the new user’s password', async () => {
    const created = await addAccount(tokens['site.admin']!, userForm(ids.companies.subscriberWest!, 'wizard.two'));
    const res = await t.call<{ message: string }>({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token: tokens['site.admin'],
      payload: { id: created.body.data!.id, password: 'Wizard-Password-2026' },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ message: MESSAGES.passwordUpdated });
    // The site admin's own session goes on; the new user still answers the policy and picks a password.
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: tokens['site.admin'] })).status).toBe(200);
    const signIn = await authenticate(t, 'wizard.two', 'Wizard-Password-2026');
    expect(signIn.status).toBe(200);
    expect(signIn.body.data).toMatchObject({ status: 'Active', policyAccepted: null, isFirstTime: 1 });
  });
});
