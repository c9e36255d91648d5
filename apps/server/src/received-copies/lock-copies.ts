import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';

/** The advisory lock class of a buyer's copies (an arbitrary number, unique in this code base). */
const COPIES_LOCK = 16_019;

/**
 * Holds the buyers' copies until the transaction ends (PostgreSQL), so that what a writer reads of the copies
 * it replaces still holds when it writes, and the score card's tallies and the word index it derives stay
 * exact: two deliveries to one buyer take turns. SQLite has one writer, and refuses a transaction whose reads
 * another writer has since made stale.
 */
export async function lockCopiesOf(db: Db, companyIds: Iterable<number>): Promise<void> {
  if (!isPostgres(db)) return;
  for (const id of [...new Set(companyIds)].sort((a, b) => a - b)) {
    await sql`select pg_advisory_xact_lock(${COPIES_LOCK}, ${id})`.execute(db);
  }
}
