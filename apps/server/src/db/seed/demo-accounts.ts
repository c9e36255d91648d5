import { USER_STATUS } from '@tradepool/domain';
import type { Db } from '../database.js';
import { verifyPassword } from '../../security/passwords.js';
import { DEMO_PASSWORD, DEMO_USERS } from './demo-data.js';

/** The active demo accounts that still have the published demo password (what anyone could sign in as). */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const users = await db
    .selectFrom('app_user')
    .select(['login', 'password_hash'])
    .where(
      'login',
      'in',
      DEMO_USERS.map((u) => u.login),
    )
    .where('status', '=', USER_STATUS.ACTIVE)
    .orderBy('login')
    .execute();
  const open = await Promise.all(users.map((u) => verifyPassword(u.password_hash, DEMO_PASSWORD)));
  return users.filter((_, i) => open[i]).map((u) => u.login);
}
