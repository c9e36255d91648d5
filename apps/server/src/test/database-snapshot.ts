import type { Db } from '../db/database.js';

/**
 * Bookkeeping of signing in and calling, which any authenticated call may touch (the session's last use,
 * sign-in attempts, the rate limit's counters): not data, so a snapshot leaves it out.
 */
const BOOKKEEPING = new Set(['user_session', 'login_attempt', 'rate_limit_hit']);

/** Each table's rows as sorted JSON lines, by table name: two snapshots are equal when no data changed. */
export type DatabaseSnapshot = Record<string, string>;

/**
 * Takes snapshots of every table but the bookkeeping. The tables are listed once (PostgreSQL's catalog is
 * slow to ask), so a test taking many snapshots pays for the rows only.
 */
export async function snapshotter(db: Db): Promise<() => Promise<DatabaseSnapshot>> {
  const tables = (await db.introspection.getTables())
    .filter((table) => !table.isView && !BOOKKEEPING.has(table.name))
    .map((table) => table.name);
  return async () => {
    const rows = await Promise.all(
      tables.map((name) =>
        db
          .selectFrom(name as never)
          .selectAll()
          .execute(),
      ),
    );
    return Object.fromEntries(
      tables.map((name, i) => [
        name,
        rows[i]!.map((row) => JSON.stringify(row))
          .sort()
          .join('\n'),
      ]),
    );
  };
}

/** The tables whose rows differ between two snapshots. */
export function changedTables(before: DatabaseSnapshot, after: DatabaseSnapshot): string[] {
  return Object.keys({ ...before, ...after }).filter((name) => before[name] !== after[name]);
}
