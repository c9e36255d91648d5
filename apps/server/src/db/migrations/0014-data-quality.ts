import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

const RECEIVED_COUNTS = [
  'match_dirty',
  'matched_count',
  'possible_count',
  'on_hold',
  'changed',
  'core_changes',
  'nutritional_changes',
  'marketing_changes',
  'synced_once',
] as const;

/**
 * The buyer's data quality work (issue 14):
 * - `dms_match`: a received item matched to a buyer item (`gtin`, or `broad` when the buyer confirmed a
 *   possible match), or possibly matched (`possible`, with the score card's score and reasons). The matching
 *   job rewrites a buyer item's `gtin` and `possible` rows; `broad` rows are the buyer's and stay;
 * - on each side, the counts the lists filter on, and `match_dirty`: what the next matching run rescores
 *   (a new copy, a changed one, a withdrawn one; a buyer item a cross-reference file added or changed). A
 *   buyer item keeps its scored candidates (`match_candidates`), so a run settles the competition between
 *   buyer items without scoring the unchanged ones again;
 * - on a received copy: the follow-up (`on_hold` and its message), `changed` (a new CIN after the buyer
 *   synchronised) with the changes per tab, the previous document and CIN (the item detail's "previous"),
 *   and `synced_once` (the summary's sync-history counts).
 */
export function dataQualityMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('dms_match'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
        .addColumn('subscriber_item_id', 'integer', (c) =>
          c.notNull().references('subscriber_item.id').onDelete('cascade'),
        )
        .addColumn('received_item_id', 'integer', (c) => c.notNull().references('received_item.id').onDelete('cascade'))
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('score', 'real')
        .addColumn('reasons', 'text', (c) => c.notNull().defaultTo('[]'))
        .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('dms_match_pair_idx')
        .on('dms_match')
        .columns(['subscriber_item_id', 'received_item_id'])
        .unique()
        .execute();
      await db.schema
        .createIndex('dms_match_received_idx')
        .on('dms_match')
        .columns(['company_id', 'received_item_id', 'kind'])
        .execute();

      for (const column of RECEIVED_COUNTS) {
        await db.schema
          .alterTable('received_item')
          .addColumn(column, 'integer', column === 'match_dirty' ? (c) => c.notNull().defaultTo(1) : flagColumn)
          .execute();
      }
      for (const column of ['follow_up_message', 'follow_up_time', 'previous_attributes'] as const) {
        await db.schema.alterTable('received_item').addColumn(column, 'text').execute();
      }
      await db.schema.alterTable('received_item').addColumn('previous_cin_message_id', 'integer').execute();
      await sql`update received_item set synced_once = 1 where cic_status = 'SYNCHRONISED'`.execute(db);
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('received_item').columns(columns).execute();
      // The work list reads one publisher's copies by received_item_publisher_idx (migration 0012).
      await index('received_item_match_dirty_idx', ['company_id', 'match_dirty']);

      await db.schema
        .alterTable('subscriber_item')
        .addColumn('match_dirty', 'integer', (c) => c.notNull().defaultTo(1))
        .execute();
      for (const column of ['matched_count', 'possible_count'] as const) {
        await db.schema.alterTable('subscriber_item').addColumn(column, 'integer', flagColumn).execute();
      }
      await db.schema
        .alterTable('subscriber_item')
        .addColumn('match_candidates', 'text', (c) => c.notNull().defaultTo('[]'))
        .execute();
      await db.schema
        .createIndex('subscriber_item_match_dirty_idx')
        .on('subscriber_item')
        .columns(['company_id', 'match_dirty'])
        .execute();
    },
  };
}
