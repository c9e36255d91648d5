import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/**
 * What a buyer taught matching (issue 9): the pairs it rejected and the publisher codes it confirmed by a
 * broad match. Both name the publisher's item by its information provider GLN and GTIN, not by the received
 * copy's id, so a lesson holds for every copy of that item: a new CIN version, another target market, or the
 * item published again after a withdrawal. A confirmed code keeps the publisher's product code too, which
 * still finds the item when the publisher gives it a new GTIN.
 */
export function matchLessonsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const lessonTable = (table: string) =>
        withId(db.schema.createTable(table), dialect)
          .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
          .addColumn('subscriber_item_id', 'integer', (c) =>
            c.notNull().references('subscriber_item.id').onDelete('cascade'),
          )
          .addColumn('publisher_gln', 'text', (c) => c.notNull())
          .addColumn('gtin', 'text', (c) => c.notNull())
          .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
          .addColumn('created_time', 'text', (c) => c.notNull());
      await lessonTable('dms_rejected_pair').execute();
      await lessonTable('dms_confirmed_code').addColumn('product_code', 'text').execute();
      for (const table of ['dms_rejected_pair', 'dms_confirmed_code']) {
        // One lesson per buyer item and publisher item; the matching run reads a company's lessons at once.
        await db.schema
          .createIndex(`${table}_pair_idx`)
          .on(table)
          .columns(['company_id', 'subscriber_item_id', 'publisher_gln', 'gtin'])
          .unique()
          .execute();
      }
    },
  };
}
