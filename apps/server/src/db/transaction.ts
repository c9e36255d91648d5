import type { Db } from './database.js';

/**
 * Runs `work` in a transaction: its own, or the caller's when `db` already is one (the demo seeding runs
 * the services inside its single transaction; Kysely cannot nest them).
 */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}
