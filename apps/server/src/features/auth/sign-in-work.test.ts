import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { SERVER_ERRORS } from '@tradepool/domain';
import { DEMO_PASSWORD } from '../../db/seed/demo-data.js';
import type * as Passwords from '../../security/passwords.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// Every argon2 verification goes through here: the test counts them (time would be a flaky witness).
const verifications = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../security/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof Passwords>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      verifications.count++;
      return original.verifyPassword(hash, password);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** One sign-in's answer and how many password hashes it verified. */
async function signInWork(userName: string, password: string) {
  verifications.count = 0;
  const { status, body } = await t.call({
    method: 'POST',
    url: '/mds/app/users/authenticate',
    payload: { userName, password },
  });
  return { status, message: body.error?.message ?? null, verifications: verifications.count };
}

describe('sign-in does the same work whoever asks', () => {
  it('verifies one hash for an unknown login, a wrong password with temporary passwords pending, a deactivated user and a right password', async () => {
    for (let i = 0; i < 3; i++) await t.call({ method: 'GET', url: '/mds/app/users/forgotpassword/sub.user' });
    expect(await t.context.db.selectFrom('password_reset').select('id').execute()).toHaveLength(3);
    await t.context.db.updateTable('app_user').set({ status: 0 }).where('login', '=', 'sub.readonly').execute();

    const refused = { status: 401, message: SERVER_ERRORS.invalidCredentials, verifications: 1 };
    expect(await signInWork('nobody.here', 'Wrong-password-123')).toEqual(refused);
    expect(await signInWork('sub.user', 'Wrong-password-123')).toEqual(refused);
    expect(await signInWork('sub.readonly', DEMO_PASSWORD)).toEqual(refused);
    expect(await signInWork('sub.readonly', 'Wrong-password-123')).toEqual(refused);
    expect(await signInWork('sub.user', DEMO_PASSWORD)).toEqual({ status: 200, message: null, verifications: 1 });
  });
});
