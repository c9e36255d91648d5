import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MESSAGES, SERVER_ERRORS, type CurrentUser } from '@tradepool/domain';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import { OUTBOX } from '../../mail/mailer.js';
import { MAX_SESSIONS_PER_USER } from '../../security/sessions.js';
import { RESET_MAILS_PER_WINDOW } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const authenticate = (userName: string, password: string, remoteAddress?: string) =>
  t.call<CurrentUser & { authToken: { token: string } }>({
    method: 'POST',
    url: '/mds/app/users/authenticate',
    payload: { userName, password },
    ...(remoteAddress ? { remoteAddress } : {}),
  });

const userId = async (login: string) =>
  (await t.context.db.selectFrom('app_user').select('id').where('login', '=', login).executeTakeFirstOrThrow()).id;

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('POST users/authenticate', () => {
  it('signs in with a lower-cased user name and answers the user with a token of at least 128 bits', async () => {
    const { status, body } = await authenticate('Pub.Admin', DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.error).toBeNull();
    expect(body.data?.login).toBe('pub.admin');
    expect(body.data?.roleName).toBe('PUB_ADMIN');
    expect(body.data?.auth).toContain('CATALOG_PUBLISH');
    expect(Buffer.from(body.data!.authToken.token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('stores only a hash of the token', async () => {
    const token = await t.signIn('pub.user');
    const rows = await t.context.db.selectFrom('user_session').select('token_hash').execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.every((r) => /^[0-9a-f]{64}$/.test(r.token_hash))).toBe(true);
  });

  it('refuses characters outside letters, digits, underscore, at sign and dot', async () => {
    const { status, body } = await authenticate('pub admin<script>', DEMO_PASSWORD);
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.error?.message).toMatch(/Username may contain/);
  });

  it('answers a wrong password and an unknown user with the same words', async () => {
    const wrong = await authenticate('sub.user', 'Not-the-password-1');
    const unknown = await authenticate('nobody.here', 'Not-the-password-1');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);
    expect(unknown.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);
  });

  it('locks a login after five failures, existing or not, even against the right password', async () => {
    for (let i = 0; i < 5; i++) await authenticate('pubsub.user', 'Wrong-password-123');
    const locked = await authenticate('pubsub.user', DEMO_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toBe(SERVER_ERRORS.tooManyAttempts);

    for (let i = 0; i < 5; i++) await authenticate('ghost.user', 'Wrong-password-123');
    expect((await authenticate('ghost.user', 'Wrong-password-123')).status).toBe(429);
  });

  it('locks the login only from the address the failures came from: the user elsewhere still signs in', async () => {
    for (let i = 0; i < 5; i++) await authenticate('pubsub.omsonly', 'Wrong-password-123', '203.0.113.7');
    const attacker = await authenticate('pubsub.omsonly', DEMO_PASSWORD, '203.0.113.7');
    expect(attacker.status).toBe(429);
    expect(attacker.body.error?.message).toBe(SERVER_ERRORS.tooManyAttempts);
    expect((await authenticate('pubsub.omsonly', DEMO_PASSWORD, '198.51.100.20')).status).toBe(200);
    // Signing in elsewhere does not lift the lock of the attacker's address.
    expect((await authenticate('pubsub.omsonly', DEMO_PASSWORD, '203.0.113.7')).status).toBe(429);
  });

  it('answers a deactivated user with the right password as a wrong password, and counts it as a failure', async () => {
    await t.context.db.updateTable('app_user').set({ status: 0 }).where('login', '=', 'site.user').execute();
    try {
      const right = await authenticate('site.user', DEMO_PASSWORD, '192.0.2.44');
      const wrong = await authenticate('site.user', 'Wrong-password-123', '192.0.2.44');
      expect(right.status).toBe(401);
      expect(right.body).toEqual(wrong.body);
      expect(right.body.error?.message).toBe(SERVER_ERRORS.invalidCredentials);
      const attempt = await t.context.db
        .selectFrom('login_attempt')
        .select('failures')
        .where('login', '=', 'site.user')
        .where('source', '=', '192.0.2.44')
        .executeTakeFirstOrThrow();
      expect(attempt.failures).toBe(2);
    } finally {
      await t.context.db.updateTable('app_user').set({ status: 1 }).where('login', '=', 'site.user').execute();
    }
  });

  it('sweeps failure counters whose window and lock are over when someone signs in', async () => {
    await authenticate('gone.user', 'Wrong-password-123', '192.0.2.9');
    const window = t.config.loginLockout.windowMinutes;
    await t.context.db
      .updateTable('login_attempt')
      .set({ first_failure_time: minutesAgo(2 * window + 1), locked_until: minutesAgo(window) })
      .where('login', '=', 'gone.user')
      .execute();
    await t.signIn('sub.readonly');
    const left = await t.context.db
      .selectFrom('login_attempt')
      .select('login')
      .where('login', '=', 'gone.user')
      .execute();
    expect(left).toEqual([]);
  });
});

describe('sessions', () => {
  it('logout revokes the session', async () => {
    const token = await t.signIn('sub.user');
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token })).status).toBe(200);
    expect((await t.call({ method: 'GET', url: '/mds/app/users/logout', token })).status).toBe(200);
    const after = await t.call({ method: 'GET', url: '/mds/app/users', token });
    expect(after.status).toBe(401);
    expect(after.body).toEqual({ success: false, data: null, error: { message: SERVER_ERRORS.notAuthenticated } });
  });

  it('expires after the configured inactivity and slides while in use', async () => {
    const token = await t.signIn('sub.readonly');
    const timeout = t.config.sessionTimeoutMinutes;
    const setIdle = (minutes: number) =>
      t.context.db
        .updateTable('user_session')
        .set({ last_seen_time: new Date(Date.now() - minutes * 60_000).toISOString() })
        .where('user_id', '=', t.context.db.selectFrom('app_user').select('id').where('login', '=', 'sub.readonly'))
        .execute();

    await setIdle(timeout - 1);
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token })).status).toBe(200);
    // That call slid the session: it is fresh again.
    const row = await t.context.db
      .selectFrom('user_session')
      .select('last_seen_time')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(Date.now() - Date.parse(row.last_seen_time)).toBeLessThan(10_000);

    await setIdle(timeout + 1);
    const expired = await t.call({ method: 'GET', url: '/mds/app/users', token });
    expect(expired.status).toBe(401);
    expect(expired.body.error?.message).toBe(SERVER_ERRORS.sessionExpired);
  });

  it('slides a short timeout too: a session used every 20 seconds outlives a 1-minute timeout', async () => {
    const short = await createTestApp({ sessionTimeoutMinutes: 1 });
    try {
      const token = await short.signIn('sub.readonly');
      const me = () => short.call({ method: 'GET', url: '/mds/app/users', token });
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      for (let step = 0; step < 9; step++) {
        vi.advanceTimersByTime(20_000);
        expect((await me()).status).toBe(200);
      }
      vi.advanceTimersByTime(61_000);
      const expired = await me();
      expect(expired.status).toBe(401);
      expect(expired.body.error?.message).toBe(SERVER_ERRORS.sessionExpired);
    } finally {
      vi.useRealTimers();
      await short.close();
    }
  });

  it('takes the bearer scheme in any case and with extra spaces', async () => {
    const token = await t.signIn('sub.readonly');
    for (const authorization of [`bearer ${token}`, `BEARER ${token}`, `Bearer   ${token}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/mds/app/users', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 9)).toBe(200);
    }
    for (const authorization of [`Basic ${token}`, `Bearer${token}`, `Bearer ${token} extra`, token]) {
      const res = await t.app.inject({ method: 'GET', url: '/mds/app/users', headers: { authorization } });
      expect(res.statusCode, authorization.slice(0, 9)).toBe(401);
    }
  });

  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per user: a new one ends the one used least recently`, async () => {
    const tokens: string[] = [];
    for (let i = 0; i <= MAX_SESSIONS_PER_USER; i++) tokens.push(await t.signIn('pubsub.admin'));
    const rows = await t.context.db
      .selectFrom('user_session')
      .select('id')
      .where('user_id', '=', await userId('pubsub.admin'))
      .execute();
    expect(rows).toHaveLength(MAX_SESSIONS_PER_USER);
    const me = (token: string) => t.call({ method: 'GET', url: '/mds/app/users', token });
    expect((await me(tokens[0]!)).status).toBe(401);
    for (const token of tokens.slice(1)) expect((await me(token)).status).toBe(200);
  });

  it('purges sessions idle past the timeout when anyone signs in', async () => {
    await t.signIn('sub.admin');
    const owner = await userId('sub.admin');
    await t.context.db
      .updateTable('user_session')
      .set({ last_seen_time: minutesAgo(t.config.sessionTimeoutMinutes + 1) })
      .where('user_id', '=', owner)
      .execute();
    await t.signIn('pub.user');
    const left = await t.context.db.selectFrom('user_session').select('id').where('user_id', '=', owner).execute();
    expect(left).toEqual([]);
  });

  it('tells the session timeout as words', async () => {
    const { body } = await t.call({ method: 'GET', url: '/mds/app/config/get/session-timeout?gln=0614141000012' });
    expect(body.data).toEqual({ sessionTimeout: '2 hours', sessionTimeoutMinutes: 120 });
  });
});

describe('privacy policy and first-login password change', () => {
  it('keeps a user who has not accepted the policy out of business calls until they do', async () => {
    const token = await t.signIn('new.publisher');
    const user = await t.call<CurrentUser>({ method: 'GET', url: '/mds/app/users', token });
    expect(user.body.data?.policyAccepted).toBeNull();
    expect(user.body.data?.isFirstTime).toBe(1);
    expect((await t.call({ method: 'GET', url: '/mds/app/test/x', token })).status).toBe(403);

    const declined = await t.call<CurrentUser>({
      method: 'POST',
      url: '/mds/app/users/policy',
      token,
      payload: { policyAccepted: '0' },
    });
    expect(declined.body.data?.policyAccepted).toBe(0);
    expect((await t.call({ method: 'GET', url: '/mds/app/test/x', token })).status).toBe(403);

    const accepted = await t.call<CurrentUser>({
      method: 'POST',
      url: '/mds/app/users/policy',
      token,
      payload: { policyAccepted: '1' },
    });
    expect(accepted.body.data?.policyAccepted).toBe(1);
    // Still pending: the first-time password change.
    expect((await t.call({ method: 'GET', url: '/mds/app/test/x', token })).status).toBe(403);

    const me = user.body.data!;
    const weak = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: me.id, password: 'short1A' },
    });
    expect(weak.status).toBe(400);
    expect(weak.body.error?.message).toBe(SERVER_ERRORS.passwordPolicy);
    const noDigit = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: me.id, password: 'Long-enough-but-no-digit' },
    });
    expect(noDigit.status).toBe(400);

    const otherSession = await t.signIn('new.publisher');
    const changed = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: me.id, password: 'Brand-New-Password-42' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toEqual({ message: MESSAGES.passwordUpdated });

    expect((await t.call({ method: 'GET', url: '/mds/app/test/x', token })).status).toBe(404);
    expect((await t.call({ method: 'GET', url: '/mds/app/users', token: otherSession })).status).toBe(401);
    expect((await authenticate('new.publisher', DEMO_PASSWORD)).status).toBe(401);
    expect((await authenticate('new.publisher', 'Brand-New-Password-42')).status).toBe(200);
  });

  it('asks a user changing their own password for the current one, and counts wrong ones toward the lockout', async () => {
    const token = await t.signIn('site.user');
    const id = await userId('site.user');
    const change = (payload: object, remoteAddress = '192.0.2.80') =>
      t.call({
        method: 'POST',
        url: '/mds/app/users/updateUserPassword',
        token,
        payload: { id, password: 'Another-Password-77', ...payload },
        remoteAddress,
      });
    const missing = await change({});
    expect(missing.status).toBe(400);
    expect(missing.body.error?.message).toBe(SERVER_ERRORS.currentPasswordWrong);
    const wrong = await change({ currentPassword: 'Not-my-password-1' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.message).toBe(SERVER_ERRORS.currentPasswordWrong);
    expect((await authenticate('site.user', 'Another-Password-77')).status).toBe(401);

    for (let i = 0; i < 5; i++) await change({ currentPassword: 'Not-my-password-1' }, '192.0.2.81');
    const locked = await change({ currentPassword: DEMO_PASSWORD }, '192.0.2.81');
    expect(locked.status).toBe(429);
    expect(locked.body.error?.message).toBe(SERVER_ERRORS.tooManyAttempts);

    const changed = await change({ currentPassword: DEMO_PASSWORD });
    expect(changed.status).toBe(200);
    expect((await authenticate('site.user', 'Another-Password-77')).status).toBe(200);
  });

  it('will not change another user’s password', async () => {
    const token = await t.signIn('pub.admin');
    const other = await t.context.db
      .selectFrom('app_user')
      .select('id')
      .where('login', '=', 'sub.admin')
      .executeTakeFirstOrThrow();
    const res = await t.call({
      method: 'POST',
      url: '/mds/app/users/updateUserPassword',
      token,
      payload: { id: other.id, password: 'Brand-New-Password-42' },
    });
    expect(res.status).toBe(404);
  });
});

describe('GET users/forgotpassword/{userName}', () => {
  it('mails a one-time temporary password that forces a change, and says the same for unknown users', async () => {
    const known = await t.call<{ message: string }>({ method: 'GET', url: '/mds/app/users/forgotpassword/Sub.OMS' });
    const unknown = await t.call<{ message: string }>({
      method: 'GET',
      url: '/mds/app/users/forgotpassword/no.such.user',
    });
    expect(known.status).toBe(200);
    expect(known.body.data?.message).toBe(SERVER_ERRORS.forgotPasswordSent);
    expect(unknown.body.data).toEqual(known.body.data);

    expect(await t.worker.drain()).toBe(1);
    const mails = await t.context.files.list(OUTBOX);
    expect(mails).toHaveLength(1);
    const mail = await text((await t.context.files.open(mails[0]!))!.stream);
    expect(mail).toContain('To: sub.oms@tradepool.example');
    const temporary = /temporary password is: (\S+)/.exec(mail)?.[1];
    expect(temporary).toBeDefined();

    // The old password still works: asking for a reset cannot lock anyone out.
    expect((await authenticate('sub.oms', DEMO_PASSWORD)).status).toBe(200);
    const viaReset = await authenticate('sub.oms', temporary!);
    expect(viaReset.status).toBe(200);
    expect(viaReset.body.data?.forceChangePassword).toBe(1);
    // One time only.
    expect((await authenticate('sub.oms', temporary!)).status).toBe(401);
  });

  it(`mails a login at most ${RESET_MAILS_PER_WINDOW} temporary passwords an hour, answering the same every time`, async () => {
    const ask = () => t.call<{ message: string }>({ method: 'GET', url: '/mds/app/users/forgotpassword/pub.nongdsn' });
    const mailsTo = async () => {
      let count = 0;
      for (const key of await t.context.files.list(OUTBOX)) {
        if ((await text((await t.context.files.open(key))!.stream)).includes('To: pub.nongdsn@')) count++;
      }
      return count;
    };
    for (let i = 0; i <= RESET_MAILS_PER_WINDOW; i++) {
      const answer = await ask();
      expect(answer.status).toBe(200);
      expect(answer.body.data?.message).toBe(SERVER_ERRORS.forgotPasswordSent);
    }
    await t.worker.drain();
    expect(await mailsTo()).toBe(RESET_MAILS_PER_WINDOW);

    // An hour later the window has moved on.
    await t.context.db
      .updateTable('password_reset')
      .set({ created_time: minutesAgo(61) })
      .where('user_id', '=', await userId('pub.nongdsn'))
      .execute();
    await ask();
    await t.worker.drain();
    expect(await mailsTo()).toBe(RESET_MAILS_PER_WINDOW + 1);
  });
});
