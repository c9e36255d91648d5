import { permissionsIn, type Permission, type RoleName, type UserType } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { hashToken, newToken } from './tokens.js';

/** Who is calling: the session's user, in the company the session has selected. */
export interface Principal {
  sessionId: number;
  userId: number;
  login: string;
  companyId: number;
  homeCompanyId: number;
  roleId: number;
  roleName: RoleName;
  userType: UserType;
  permissions: ReadonlySet<Permission>;
  /** What the user must settle before any business call: the privacy policy, then a new password. */
  pending: 'policy' | 'password' | null;
}

/**
 * How long after its last write `last_seen_time` is written again. Writing it on every request would turn
 * each read into a write; a minute of slack is harmless against the default two hours, but a short timeout
 * needs a shorter step, or a session in use would expire before its first touch.
 */
function touchAfterMs(timeoutMinutes: number): number {
  return Math.min(60_000, (timeoutMinutes * 60_000) / 4);
}

/** Sessions one user may hold at once: every sign-in opens one, so without a cap they pile up unbounded. */
export const MAX_SESSIONS_PER_USER = 10;

/** Opens a session; beyond the cap, the user's sessions used least recently end. */
export async function createSession(db: Db, userId: number, companyId: number, ip: string | null): Promise<string> {
  const token = newToken();
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('user_session')
      .values({
        token_hash: hashToken(token),
        user_id: userId,
        company_id: companyId,
        created_time: now,
        last_seen_time: now,
        ip,
      })
      .execute();
    const kept = trx
      .selectFrom('user_session')
      .select('id')
      .where('user_id', '=', userId)
      .orderBy('last_seen_time', 'desc')
      .orderBy('id', 'desc')
      .limit(MAX_SESSIONS_PER_USER);
    await trx.deleteFrom('user_session').where('user_id', '=', userId).where('id', 'not in', kept).execute();
  });
  return token;
}

/** Ends every session idle longer than the timeout: they can never be used again, only found expired. */
export async function purgeExpiredSessions(db: Db, timeoutMinutes: number): Promise<void> {
  const cutoff = new Date(Date.now() - timeoutMinutes * 60_000).toISOString();
  await db.deleteFrom('user_session').where('last_seen_time', '<', cutoff).execute();
}

export type SessionLookup = { principal: Principal } | { problem: 'missing' | 'expired' };

export async function findPrincipal(db: Db, token: string, timeoutMinutes: number): Promise<SessionLookup> {
  const row = await db
    .selectFrom('user_session as s')
    .innerJoin('app_user as u', 'u.id', 's.user_id')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .select([
      's.id as sessionId',
      's.company_id as companyId',
      's.last_seen_time as lastSeen',
      'u.id as userId',
      'u.login',
      'u.company_id as homeCompanyId',
      'u.role_id as roleId',
      'r.name as roleName',
      'u.user_type as userType',
      'u.status',
      'u.policy_accepted as policyAccepted',
      'u.is_first_time as isFirstTime',
      'u.force_change_password as forceChangePassword',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.status !== 1) return { problem: 'missing' };

  const idleMs = Date.now() - Date.parse(row.lastSeen);
  if (idleMs > timeoutMinutes * 60_000) {
    await db.deleteFrom('user_session').where('id', '=', row.sessionId).execute();
    return { problem: 'expired' };
  }
  if (idleMs > touchAfterMs(timeoutMinutes)) {
    await db.updateTable('user_session').set({ last_seen_time: nowIso() }).where('id', '=', row.sessionId).execute();
  }

  return {
    principal: {
      sessionId: row.sessionId,
      userId: row.userId,
      login: row.login,
      companyId: row.companyId,
      homeCompanyId: row.homeCompanyId,
      roleId: row.roleId,
      roleName: row.roleName as RoleName,
      userType: row.userType as UserType,
      // Role permissions are the domain's definition (the role_permission table mirrors it for SQL joins),
      // so no query per request is needed to know them.
      permissions: new Set<Permission>(permissionsIn(row.roleId, row.companyId)),
      pending:
        row.policyAccepted !== 1
          ? 'policy'
          : row.isFirstTime === 1 || row.forceChangePassword === 1
            ? 'password'
            : null,
    },
  };
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.deleteFrom('user_session').where('id', '=', sessionId).execute();
}

export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: number): Promise<void> {
  await db
    .deleteFrom('user_session')
    .where('user_id', '=', userId)
    .$if(exceptSessionId !== undefined, (qb) => qb.where('id', '!=', exceptSessionId!))
    .execute();
}

export async function selectSessionCompany(db: Db, sessionId: number, companyId: number): Promise<void> {
  await db.updateTable('user_session').set({ company_id: companyId }).where('id', '=', sessionId).execute();
}
