import { sql, type Kysely } from 'kysely';

/**
 * Issue 13's bounds on signing in. Failed sign-ins are counted per login and client address, so five wrong
 * passwords from one place lock that place out, not the user everywhere: `login_attempt` gets `source` in its
 * key. Its rows only matter for a lockout window, so the old table is dropped rather than carried over.
 * Sign-in sweeps counters whose window ended (by `first_failure_time`) and sessions idle past the timeout
 * (by `last_seen_time`): both need their index. Temporary passwords are kept as SHA-256 from now on; the
 * argon2 ones still pending (an hour's worth at most) could no longer be matched, so they go, and their
 * users ask again.
 */
export function signInBoundsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.dropTable('login_attempt').execute();
      await db.schema
        .createTable('login_attempt')
        .addColumn('login', 'text', (c) => c.notNull())
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_failure_time', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addPrimaryKeyConstraint('login_attempt_pk', ['login', 'source'])
        .execute();
      await db.schema
        .createIndex('login_attempt_first_failure_idx')
        .on('login_attempt')
        .column('first_failure_time')
        .execute();
      await sql`delete from password_reset where used_time is null`.execute(db);
      await db.schema.createIndex('user_session_last_seen_idx').on('user_session').column('last_seen_time').execute();
    },
  };
}
