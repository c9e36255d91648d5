import type { Kysely } from 'kysely';

/**
 * GS1's GPC hierarchy for SQL (issue 15): a subscription by a segment, family or class meets the items whose
 * brick lies under it. One row per brick, keyed by it, so the match is one primary-key probe per item. The
 * rows are written at every start from the shipped hierarchy, not here, so a new GPC release needs no
 * migration.
 */
export function gpcBrickMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('gpc_brick')
        .addColumn('brick_code', 'text', (c) => c.primaryKey())
        .addColumn('class_code', 'text', (c) => c.notNull())
        .addColumn('family_code', 'text', (c) => c.notNull())
        .addColumn('segment_code', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
