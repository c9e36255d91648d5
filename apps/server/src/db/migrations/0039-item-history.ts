import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/**
 * An item's history (issue 20):
 * - `catalog_item_version.source`: how each version came (`ITEM_VERSION_SOURCES`: the editor, an upload, an
 *   inbound CIN…). Versions written before say `unknown`, but deletions, which only the catalog's Delete makes,
 *   say `editor`.
 * - `received_item_cin`: each CIN that brought a buyer's copy, with the publisher's version it carried, so the
 *   subscriber catalog lists the versions received (a CIN's `gdsn_message` row names only the top of its
 *   hierarchy). Filled from what the copies remember: their latest CIN and the one before it.
 */
export function itemHistoryMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('catalog_item_version')
        .addColumn('source', 'text', (c) => c.notNull().defaultTo('unknown'))
        .execute();
      await sql`update catalog_item_version set source = 'editor' where change_type = 'delete'`.execute(db);

      await withId(db.schema.createTable('received_item_cin'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('received_item_id', 'integer', (c) => c.notNull().references('received_item.id').onDelete('cascade'))
        .addColumn('message_id', 'integer', (c) => c.notNull().references('gdsn_message.id').onDelete('cascade'))
        .addColumn('version', 'integer')
        .addColumn('received_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('received_item_cin_item_idx')
        .on('received_item_cin')
        .columns(['received_item_id', 'received_time', 'id'])
        .execute();
      await sql`
        insert into received_item_cin (company_id, received_item_id, message_id, version, received_time)
        select r.company_id, r.id, m.id, null, m.created_time
        from received_item r join gdsn_message m on m.id = r.previous_cin_message_id`.execute(db);
      await sql`
        insert into received_item_cin (company_id, received_item_id, message_id, version, received_time)
        select r.company_id, r.id, m.id, r.version, r.modified_time
        from received_item r join gdsn_message m on m.id = r.cin_message_id`.execute(db);
    },
  };
}
