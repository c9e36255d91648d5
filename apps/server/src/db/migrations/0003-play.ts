import type { Kysely } from 'kysely';

export function playMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('play_entry')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('value', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('play_entry_pk', ['company_id', 'name'])
        .execute();
    },
  };
}
