import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/**
 * The files of the database file store (`FILE_STORAGE=database`, issue 18), so that a file one node writes
 * any other node reads: `stored_file` names a file by its key once it is whole (null while it is written, so
 * readers never see half a file) and `stored_file_chunk` holds its bytes in numbered chunks, which are
 * written and read one at a time and so never hold a file in memory. Unused with the local folder.
 */
export function fileStoreMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('stored_file'), dialect)
        .addColumn('key', 'text', (c) => c.unique())
        .addColumn('size', 'bigint', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('stored_file_chunk')
        .addColumn('file_id', 'integer', (c) => c.notNull().references('stored_file.id').onDelete('cascade'))
        .addColumn('seq', 'integer', (c) => c.notNull())
        .addColumn('data', dialect === 'postgres' ? 'bytea' : 'blob', (c) => c.notNull())
        .addPrimaryKeyConstraint('stored_file_chunk_pk', ['file_id', 'seq'])
        .execute();
      // Workbooks are zip files already: TOAST's compression would spend time to gain nothing.
      if (dialect === 'postgres')
        await sql`alter table stored_file_chunk alter column data set storage external`.execute(db);
    },
  };
}
