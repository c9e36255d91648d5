import { sql, type Kysely } from 'kysely';
import { flagColumn } from './column-types.js';

/**
 * A received copy's exceptions (spec point 3, `thresholdExceptionAttributes`): the attributes with missing or
 * inconsistent data, as JSON, and their count (the work list's Exceptions filter). Null until computed: the
 * delivery writes them with each copy, and the next matching run fills those of copies received before.
 */
export function receivedExceptionsMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('received_item').addColumn('exception_attributes', 'text').execute();
      await db.schema.alterTable('received_item').addColumn('exception_count', 'integer', flagColumn).execute();
      // Partial: the matching run looks for the copies still to compute without reading the others.
      await db.schema
        .createIndex('received_item_exceptions_todo_idx')
        .on('received_item')
        .column('company_id')
        .where(sql.ref('exception_attributes'), 'is', null)
        .execute();
    },
  };
}
