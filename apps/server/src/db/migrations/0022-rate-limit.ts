import type { Kysely } from 'kysely';

/**
 * The sign-in rate limit's counters (issue 18), in the database rather than each node's memory, so a
 * client spreading its attempts over several API nodes behind a load balancer meets one limit. One row per
 * route and client address: the start of its current window (epoch milliseconds) and the calls in it.
 */
export function rateLimitMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('rate_limit_hit')
        .addColumn('key', 'text', (c) => c.primaryKey())
        .addColumn('window_start_ms', 'bigint', (c) => c.notNull())
        .addColumn('hits', 'integer', (c) => c.notNull())
        .execute();
      // Old windows are swept by their start.
      await db.schema.createIndex('rate_limit_hit_window_idx').on('rate_limit_hit').column('window_start_ms').execute();
    },
  };
}
