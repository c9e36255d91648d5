import { meetsPasswordPolicy, SERVER_ERRORS, type CurrentUser } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { minutesFrom, nowIso } from '../../db/time.js';
import { badRequest, tooManyRequests, unauthorized } from '../../errors.js';
import { queueMail } from '../../mail/mail-job.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords.js';
import {
  createSession,
  purgeExpiredSessions,
  revokeSession,
  revokeUserSessions,
  type Principal,
} from '../../security/sessions.js';
import { hashToken, temporaryPassword } from '../../security/tokens.js';
import { isCompanyInactive } from '../companies/service.js';
import { currentUserView, type UserViewConfig } from '../users/service.js';
import {
  clearLoginAttempts,
  countResetsSince,
  findActiveReset,
  findLoginAttempt,
  findUserByLogin,
  saveLoginAttempt,
  sweepLoginAttempts,
  type AttemptKey,
} from './repo.js';

const RESET_VALID_MINUTES = 60;
/**
 * Temporary passwords mailed per login in a validity window, whoever asks: a cap on mail flooding, and so
 * on the temporary passwords a user can have pending at once.
 */
export const RESET_MAILS_PER_WINDOW = 3;

const locked = (attempt: { locked_until: string | null } | undefined, now: string) =>
  attempt?.locked_until != null && attempt.locked_until > now;

/**
 * Checks the password (or an unused temporary one from "forgot password"), counts failures per login and
 * client address whether or not the login exists, and opens a session in the user's home company.
 * Every answer before the password is known to be right costs one argon2 verification: an unknown login is
 * checked against a dummy hash, and temporary passwords (long random secrets) are found by their SHA-256.
 */
export async function authenticate(
  db: Db,
  config: Config,
  credentials: { userName: string; password: string },
  ip: string | null,
): Promise<CurrentUser> {
  const key: AttemptKey = { login: credentials.userName, source: ip ?? '' };
  const now = nowIso();
  const signedIn = await underLockout(db, config, key, now, async () => {
    const user = await findUserByLogin(db, key.login);
    const passwordValid = await verifyPassword(
      user?.password_hash ?? (await dummyPasswordHash()),
      credentials.password,
    );
    const reset =
      user && !passwordValid ? await findActiveReset(db, user.id, hashToken(credentials.password), now) : undefined;
    // A deactivated user, or one of a deactivated company, hears what a wrong password gets: telling them
    // apart would confirm the password.
    if (!user || user.status !== 1 || !(passwordValid || reset) || (await isCompanyInactive(db, user.company_id)))
      return null;
    return { user, reset };
  });
  if (!signedIn) throw unauthorized(SERVER_ERRORS.invalidCredentials);

  const { user, reset } = signedIn;
  if (reset) {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('password_reset').set({ used_time: now }).where('id', '=', reset.id).execute();
      await trx
        .updateTable('app_user')
        .set({ force_change_password: 1, modified_time: now })
        .where('id', '=', user.id)
        .execute();
    });
  }
  await sweepSignInBookkeeping(db, config, now);
  const token = await createSession(db, user.id, user.company_id, ip);
  const view = await currentUserView(db, config, user.id, user.company_id);
  return { ...view, authToken: { token } };
}

/**
 * One password check under the lockout of `key`, as sign-in and the own-password change both make it:
 * refused while the pair is locked, a failure counted when `check` finds nothing (null), the counter cleared
 * when it passes.
 */
async function underLockout<T>(
  db: Db,
  config: Config,
  key: AttemptKey,
  now: string,
  check: () => Promise<T | null>,
): Promise<T | null> {
  const attempt = await findLoginAttempt(db, key);
  if (locked(attempt, now)) throw tooManyRequests(SERVER_ERRORS.tooManyAttempts);
  const passed = await check();
  if (passed === null) await recordFailure(db, config, key, attempt, now);
  else await clearLoginAttempts(db, key);
  return passed;
}

/**
 * Five failures of one login from one address within the window lock that pair for the window. Counting per
 * address keeps an attacker elsewhere from locking the user out; the per-address rate limit bounds how
 * many logins one address can try.
 */
async function recordFailure(
  db: Db,
  config: Config,
  key: AttemptKey,
  attempt: { failures: number; first_failure_time: string } | undefined,
  now: string,
): Promise<void> {
  const { failures: limit, windowMinutes } = config.loginLockout;
  const windowOpen = attempt && minutesFrom(attempt.first_failure_time, windowMinutes) > now;
  const failures = windowOpen ? attempt.failures + 1 : 1;
  await saveLoginAttempt(db, {
    ...key,
    failures,
    first_failure_time: windowOpen ? attempt.first_failure_time : now,
    locked_until: failures >= limit ? minutesFrom(now, windowMinutes) : null,
  });
}

/**
 * What signing in leaves behind, cleared as people sign in: sessions idle past the timeout, and failure
 * counters whose window and lock are both over (a lock ends at most a window after the window it began in).
 */
async function sweepSignInBookkeeping(db: Db, config: Config, now: string): Promise<void> {
  await purgeExpiredSessions(db, config.sessionTimeoutMinutes);
  await sweepLoginAttempts(db, minutesFrom(now, -2 * config.loginLockout.windowMinutes));
}

export async function logout(db: Db, principal: Principal): Promise<void> {
  await revokeSession(db, principal.sessionId);
}

export async function answerPolicy(
  db: Db,
  config: UserViewConfig,
  principal: Principal,
  accepted: 0 | 1,
): Promise<CurrentUser> {
  await db
    .updateTable('app_user')
    .set({ policy_accepted: accepted, modified_time: nowIso() })
    .where('id', '=', principal.userId)
    .execute();
  return currentUserView(db, config, principal.userId, principal.companyId);
}

/**
 * A user changes their own password, proving the current one: a session left open must not be enough to
 * take the account over. A forced change (first sign-in, a temporary or an administrator's password) needs
 * no proof: the session was opened with that password moments ago and can do nothing else, and a used
 * temporary password could not be given again. Wrong current passwords count toward the sign-in lockout.
 * The other sessions of that user end.
 */
export async function changeOwnPassword(
  db: Db,
  config: Config,
  principal: Principal,
  change: { password: string; currentPassword?: string | undefined },
  ip: string | null,
): Promise<void> {
  const userId = principal.userId;
  if (!meetsPasswordPolicy(change.password)) throw badRequest(SERVER_ERRORS.passwordPolicy);
  const user = await db
    .selectFrom('app_user')
    .select(['password_hash', 'is_first_time', 'force_change_password'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (user.is_first_time !== 1 && user.force_change_password !== 1) {
    const key: AttemptKey = { login: principal.login, source: ip ?? '' };
    const proven = await underLockout(
      db,
      config,
      key,
      nowIso(),
      async () => (await verifyPassword(user.password_hash, change.currentPassword ?? '')) || null,
    );
    if (!proven) throw badRequest(SERVER_ERRORS.currentPasswordWrong);
  }
  if (await verifyPassword(user.password_hash, change.password)) throw badRequest(SERVER_ERRORS.passwordReuse);
  const passwordHash = await hashPassword(change.password);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('app_user')
      .set({ password_hash: passwordHash, is_first_time: 0, force_change_password: 0, modified_time: nowIso() })
      .where('id', '=', userId)
      .execute();
    await trx
      .updateTable('password_reset')
      .set({ used_time: nowIso() })
      .where('user_id', '=', userId)
      .where('used_time', 'is', null)
      .execute();
    await revokeUserSessions(trx, userId, principal.sessionId);
  });
}

/**
 * Mails a one-time temporary password (valid an hour) that forces a change when used. The current
 * password keeps working, so nobody can lock a user out by asking. The answer is the same for unknown logins
 * and for a login past its cap of mails. The temporary password is 20 random characters (over 110 bits), so
 * a SHA-256 of it is as safe to keep as a session token's, and checking it costs sign-in no argon2 work.
 */
export async function forgotPassword(db: Db, config: Config, login: string): Promise<string> {
  const user = await findUserByLogin(db, login);
  if (!user || user.status !== 1) return SERVER_ERRORS.forgotPasswordSent;
  const secret = temporaryPassword();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    if ((await countResetsSince(trx, user.id, minutesFrom(now, -RESET_VALID_MINUTES))) >= RESET_MAILS_PER_WINDOW) {
      return;
    }
    await trx
      .insertInto('password_reset')
      .values({
        user_id: user.id,
        secret_hash: hashToken(secret),
        created_time: now,
        expires_time: minutesFrom(now, RESET_VALID_MINUTES),
        used_time: null,
      })
      .execute();
    await queueMail(trx, {
      to: user.email,
      subject: 'Your Tradepool temporary password',
      text: [
        `Hello ${user.first_name},`,
        '',
        `Someone (hopefully you) asked to reset the Tradepool password of "${login}".`,
        `Your temporary password is: ${secret}`,
        '',
        `It works once, for the next ${RESET_VALID_MINUTES} minutes, at ${config.publicUrl}/login; you will then choose a new password.`,
        'If you did not ask for this, ignore this message: your current password still works.',
      ].join('\n'),
    });
  });
  return SERVER_ERRORS.forgotPasswordSent;
}
