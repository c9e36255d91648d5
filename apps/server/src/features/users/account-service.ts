import type { z } from 'zod';
import {
  meetsPasswordPolicy,
  MESSAGES,
  SERVER_ERRORS,
  type AdminUser,
  type companyAccountInputSchema,
  type userInputSchema,
  type WritePermission,
} from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { isUniqueViolation } from '../../db/unique-violation.js';
import { badRequest, conflict, forbidden, notFound } from '../../errors.js';
import { queueMail } from '../../mail/mail-job.js';
import { hashPassword } from '../../security/passwords.js';
import { revokeUserSessions, type Principal } from '../../security/sessions.js';
import { temporaryPassword } from '../../security/tokens.js';
import { refreshCompanyStatus } from '../companies/service.js';
import { passwordResetMail, welcomeMail } from './account-mail.js';
import { closeOpenResets, findAdminUser, insertUser, loginTaken, updateUserRow } from './admin-repo.js';
import {
  checkRole,
  isSupportOnlyRole,
  requireCompanyInScope,
  scopedCompanyId,
  toAdminUser,
  userFormColumns,
} from './admin-rules.js';

type UserInput = z.output<typeof userInputSchema>;

/**
 * Creates a user (user admin and company wizard). Without a password a temporary one is mailed. Either
 * way the new user must accept the privacy policy and choose their own password at the first sign-in.
 */
export async function createUser(db: Db, config: Config, principal: Principal, input: UserInput): Promise<AdminUser> {
  await requireCompanyInScope(db, principal, input.companyId);
  checkRole(principal, input.roleId, input.companyId, null);
  if (input.password && !meetsPasswordPolicy(input.password)) throw badRequest(SERVER_ERRORS.passwordPolicy);
  if (await loginTaken(db, input.login, null)) throw conflict(SERVER_ERRORS.loginTaken);

  const temporary = input.password ? null : temporaryPassword();
  const passwordHash = await hashPassword(input.password || temporary!);
  const now = nowIso();
  let userId: number;
  try {
    userId = await db.transaction().execute(async (trx) => {
      const id = await insertUser(trx, {
        ...userFormColumns(input),
        password_hash: passwordHash,
        force_change_password: 0,
        is_first_time: 1,
        policy_accepted: null,
        is_temporary: 0,
        created_time: now,
        modified_time: now,
      });
      if (temporary) await queueMail(trx, welcomeMail(config, input, temporary));
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(SERVER_ERRORS.loginTaken);
    throw error;
  }
  // Spec point 4: a company in process becomes Active once it has a user, a role and an integration.
  await refreshCompanyStatus(db, input.companyId);
  return toAdminUser((await findAdminUser(db, userId, null))!);
}

/** The company wizard's user step: always Active, and never the support company's own roles (spec point 6). */
export async function addCompanyAccount(
  db: Db,
  config: Config,
  principal: Principal,
  input: z.output<typeof companyAccountInputSchema>,
): Promise<AdminUser> {
  if (isSupportOnlyRole(input.roleId)) throw badRequest(SERVER_ERRORS.supportRoleInWizard);
  return createUser(db, config, principal, { ...input, status: 'Active' });
}

/**
 * An administrator's reset: the old password stops working, the user's sessions end, and a temporary
 * password that must be changed at the next sign-in is mailed.
 */
export async function resetUserPassword(db: Db, config: Config, principal: Principal, userId: number): Promise<string> {
  const user = await findAdminUser(db, userId, scopedCompanyId(principal));
  if (!user) throw notFound();
  const temporary = temporaryPassword();
  const passwordHash = await hashPassword(temporary);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await updateUserRow(trx, userId, { password_hash: passwordHash, is_first_time: 1, modified_time: now });
    await closeOpenResets(trx, userId, now);
    await revokeUserSessions(trx, userId);
    await queueMail(trx, passwordResetMail(config, { ...user, firstName: user.first_name }, temporary));
  });
  return MESSAGES.passwordResetSent;
}

const SETS_PASSWORDS: readonly WritePermission[] = ['USER_ACCOUNT_MANAGE', 'COMPANY_MANAGE'];

/**
 * `POST users/updateUserPassword` for another user (the company wizard's password step): an administrator
 * of the user's company, or the support company, sets it. Since the administrator knows it, the user must
 * still change it at the next sign-in; the user's sessions end. The route is every user's (their own
 * password); this branch is an administrator's write, so it asks for a write permission (403 without).
 */
export async function setUserPassword(db: Db, principal: Principal, userId: number, password: string): Promise<void> {
  if (principal.pending !== null || !SETS_PASSWORDS.some((p) => principal.permissions.has(p))) throw forbidden();
  const user = await findAdminUser(db, userId, scopedCompanyId(principal));
  if (!user) throw notFound();
  if (!meetsPasswordPolicy(password)) throw badRequest(SERVER_ERRORS.passwordPolicy);
  const passwordHash = await hashPassword(password);
  await db.transaction().execute(async (trx) => {
    const now = nowIso();
    await updateUserRow(trx, userId, { password_hash: passwordHash, force_change_password: 1, modified_time: now });
    await closeOpenResets(trx, userId, now);
    await revokeUserSessions(trx, userId);
  });
}
