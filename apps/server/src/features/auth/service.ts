import { meetsPasswordPolicy, SERVER_ERRORS, type CurrentUser } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { minutesFrom, nowIso } from '../../db/time.js';
import { badRequest, notFound, tooManyRequests, unauthorized } from '../../errors.js';
import { enqueueJob } from '../../jobs/queue.js';
import type { MailMessage } from '../../mail/mailer.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../security/passwords.js';
import { createSession, revokeSession, revokeUserSessions, type Principal } from '../../security/sessions.js';
import { temporaryPassword } from '../../security/tokens.js';
import { isCompanyInactive } from '../companies/service.js';
import { currentUserView, type UserViewConfig } from '../users/service.js';
import { activeResets, clearLoginAttempts, findLoginAttempt, findUserByLogin, saveLoginAttempt } from './repo.js';
import { MAIL_JOB } from './mail-job.js';

const RESET_VALID_MINUTES = 60;

/**
 * Checks the password (or an unused temporary one from "forgot password"), counts failures per login
 * whether or not it exists, and opens a session in the user's home company.
 */
export async function authenticate(
  db: Db,
  config: Config,
  credentials: { userName: string; password: string },
  ip: string | null,
): Promise<CurrentUser> {
  const login = credentials.userName;
  const now = nowIso();
  const attempt = await findLoginAttempt(db, login);
  if (attempt?.locked_until && attempt.locked_until > now) throw tooManyRequests(SERVER_ERRORS.tooManyAttempts);

  const user = await findUserByLogin(db, login);
  let valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), credentials.password);
  let usedReset = false;
  if (user && !valid) {
    for (const reset of await activeResets(db, user.id, now)) {
      if (await verifyPassword(reset.secret_hash, credentials.password)) {
        await db.updateTable('password_reset').set({ used_time: now }).where('id', '=', reset.id).execute();
        valid = usedReset = true;
        break;
      }
    }
  }
  if (!user || !valid) {
    await recordFailure(db, config, login, attempt, now);
    throw unauthorized(SERVER_ERRORS.invalidCredentials);
  }
  if (user.status !== 1) throw unauthorized(SERVER_ERRORS.userInactive);
  if (await isCompanyInactive(db, user.company_id)) throw unauthorized(SERVER_ERRORS.companyInactive);

  await clearLoginAttempts(db, login);
  if (usedReset) {
    await db
      .updateTable('app_user')
      .set({ force_change_password: 1, modified_time: now })
      .where('id', '=', user.id)
      .execute();
  }
  const token = await createSession(db, user.id, user.company_id, ip);
  const view = await currentUserView(db, config, user.id, user.company_id);
  return { ...view, authToken: { token } };
}

async function recordFailure(
  db: Db,
  config: Config,
  login: string,
  attempt: { failures: number; first_failure_time: string } | undefined,
  now: string,
): Promise<void> {
  const { failures: limit, windowMinutes } = config.loginLockout;
  const windowOpen = attempt && minutesFrom(attempt.first_failure_time, windowMinutes) > now;
  const failures = windowOpen ? attempt.failures + 1 : 1;
  await saveLoginAttempt(db, {
    login,
    failures,
    first_failure_time: windowOpen ? attempt.first_failure_time : now,
    locked_until: failures >= limit ? minutesFrom(now, windowMinutes) : null,
  });
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

/** A user changes their own password; the other sessions of that user end. */
export async function changeOwnPassword(db: Db, principal: Principal, userId: number, password: string): Promise<void> {
  if (userId !== principal.userId) throw notFound();
  if (!meetsPasswordPolicy(password)) throw badRequest(SERVER_ERRORS.passwordPolicy);
  const user = await db
    .selectFrom('app_user')
    .select('password_hash')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  if (await verifyPassword(user.password_hash, password)) throw badRequest(SERVER_ERRORS.passwordReuse);
  const passwordHash = await hashPassword(password);
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

/** Queues a mail in the caller's transaction, so it goes out only if the work that asked for it commits. */
export async function queueMail(db: Db, message: MailMessage): Promise<void> {
  await enqueueJob(db, MAIL_JOB, message);
}

/**
 * Mails a one-time temporary password (valid an hour) that forces a change when used. The current
 * password keeps working, so nobody can lock a user out by asking. The answer is the same for unknown logins.
 */
export async function forgotPassword(db: Db, config: Config, login: string): Promise<string> {
  const user = await findUserByLogin(db, login);
  const secret = temporaryPassword();
  const secretHash = await hashPassword(secret);
  if (user && user.status === 1) {
    const now = nowIso();
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('password_reset')
        .values({
          user_id: user.id,
          secret_hash: secretHash,
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
  }
  return SERVER_ERRORS.forgotPasswordSent;
}
