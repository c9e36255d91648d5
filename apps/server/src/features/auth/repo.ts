import type { Db } from '../../db/database.js';

export function findUserByLogin(db: Db, login: string) {
  return db
    .selectFrom('app_user')
    .select(['id', 'company_id', 'password_hash', 'status', 'email', 'first_name'])
    .where('login', '=', login)
    .executeTakeFirst();
}

export function findLoginAttempt(db: Db, login: string) {
  return db.selectFrom('login_attempt').selectAll().where('login', '=', login).executeTakeFirst();
}

export async function saveLoginAttempt(
  db: Db,
  row: { login: string; failures: number; first_failure_time: string; locked_until: string | null },
): Promise<void> {
  await db
    .insertInto('login_attempt')
    .values(row)
    .onConflict((oc) =>
      oc.column('login').doUpdateSet({
        failures: row.failures,
        first_failure_time: row.first_failure_time,
        locked_until: row.locked_until,
      }),
    )
    .execute();
}

export async function clearLoginAttempts(db: Db, login: string): Promise<void> {
  await db.deleteFrom('login_attempt').where('login', '=', login).execute();
}

export function activeResets(db: Db, userId: number, now: string) {
  return db
    .selectFrom('password_reset')
    .select(['id', 'secret_hash'])
    .where('user_id', '=', userId)
    .where('used_time', 'is', null)
    .where('expires_time', '>', now)
    .execute();
}
