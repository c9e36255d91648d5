import { PostgresAdapter } from 'kysely';
import type { Db } from './database.js';

/** Whether a handle (or a transaction of one) speaks to PostgreSQL: for the few statements only it has. */
export function isPostgres(db: Db): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
