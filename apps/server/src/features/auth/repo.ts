import type { Db } from '../../db/database.js';

/** Whose failed sign-ins a lockout counts: a login name from one client address. */
export interface AttemptKey {
  login: string;
  source: string;
}

export function findUserByLogin(db: Db, login: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'company_id', 'password_hash', 'status', 'email', 'first_name'])
    .where('login', '=', login)
    .executeTakeFirst();
}

export function findLoginAttempt(db: Db, { login, source }: AttemptKey) {
  return db
    .selectFrom('login_attempt')
    .selectAll()
    .where('login', '=', login)
    .where('source', '=', source)
    .executeTakeFirst();
}

export async function saveLoginAttempt(
  db: Db,
  row: AttemptKey & { failures: number; first_failure_time: string; locked_until: string | null },
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values(row)
    .onConflict((oc) =>
      oc.columns(['login', 'source']).doUpdateSet({
        failures: row.failures,
        first_failure_time: row.first_failure_time,
        locked_until: row.locked_until,
      }),
    )
    .execute();
}

export async function clearLoginAttempts(db: Db, { login, source }: AttemptKey): Promise<void> {
  await db.deleteFrom('login_attempt').where('login', '=', login).where('source', '=', source).execute();
}

/** Counters whose first failure is older than `before`: their window and any lock it led to have ended. */
export async function sweepLoginAttempts(db: Db, before: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('first_failure_time', '<', before).execute();
}

/** The user's unused, unexpired temporary password with this hash, if there is one. */
export function findActiveReset(db: Db, userId: number, secretHash: string, now: string) {
  return db
    .selectFrom('password_reset')
    .select('id')
    .where('user_id', '=', userId)
    .where('secret_hash', '=', secretHash)
    .where('used_time', 'is', null)
    .where('expires_time', '>', now)
    .executeTakeFirst();
}

export async function countResetsSince(db: Db, userId: number, since: string): Promise<number> {
  const { count } = await db
    .selectFrom('password_reset')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_time', '>', since)
    .executeTakeFirstOrThrow();
  return Number(count);
}
