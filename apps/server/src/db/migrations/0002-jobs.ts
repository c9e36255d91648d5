import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

export function jobsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('job'), dialect)
        .addColumn('type', 'text', (c) => c.notNull())
        .addColumn('company_id', 'integer', (c) => c.references('company.id').onDelete('cascade'))
        .addColumn('payload', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('run_at', 'text', (c) => c.notNull())
        .addColumn('locked_by', 'text')
        .addColumn('locked_until', 'text')
        .addColumn('progress', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('last_error', 'text')
        .addColumn('result', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('job_claim_idx').on('job').columns(['status', 'run_at']).execute();
      await db.schema.createIndex('job_company_idx').on('job').column('company_id').execute();
    },
  };
}
