import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * The exchange: subscriptions (a subscriber's standing request, matched against publications), the
 * publication's delivery state and hierarchy root, the subscribers a publisher added by GLN, the CIC history,
 * the subscriber's received copy of each item, and who sent a message to whom.
 */
export function publicationExchangeMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('subscription'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        // Each criterion is optional; a subscription meets a publication when every one it sets matches.
        .addColumn('publisher_gln', 'text')
        .addColumn('gtin', 'char(14)')
        .addColumn('gpc_code', 'text')
        .addColumn('target_market', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('instance_id', 'text')
        .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('subscription_subscriber_idx')
        .on('subscription')
        .columns(['subscriber_gln', 'status'])
        .execute();
      await db.schema
        .createIndex('subscription_company_idx')
        .on('subscription')
        .columns(['company_id', 'status', 'modified_time'])
        .execute();
      await db.schema
        .createIndex('subscription_publisher_idx')
        .on('subscription')
        .columns(['publisher_gln', 'status'])
        .execute();

      await db.schema
        .alterTable('publication')
        .addColumn('root_item_id', 'integer', (c) => c.references('catalog_item.id').onDelete('cascade'))
        .execute();
      await db.schema
        .alterTable('publication')
        .addColumn('delivery_status', 'text', (c) => c.notNull().defaultTo('waiting'))
        .execute();
      await db.schema.alterTable('publication').addColumn('delivered_version', 'integer').execute();
      await db.schema.alterTable('publication').addColumn('delivered_time', 'text').execute();
      await db.schema.alterTable('publication').addColumn('cic_status_time', 'text').execute();
      await db.schema.alterTable('publication').addColumn('delivery_error', 'text').execute();
      await sql`update publication set root_item_id = catalog_item_id, cic_status_time = modified_time
                where root_item_id is null`.execute(db);
      await db.schema
        .createIndex('publication_root_idx')
        .on('publication')
        .columns(['root_item_id', 'subscriber_gln'])
        .execute();
      await db.schema
        .createIndex('publication_subscriber_gln_idx')
        .on('publication')
        .columns(['subscriber_gln', 'active', 'delivery_status'])
        .execute();
      await db.schema
        .createIndex('publication_company_time_idx')
        .on('publication')
        .columns(['company_id', 'active', 'modified_time'])
        .execute();
      await db.schema
        .createIndex('publication_company_cic_idx')
        .on('publication')
        .columns(['company_id', 'active', 'cic_status', 'cic_status_time'])
        .execute();

      await withId(db.schema.createTable('publication_subscriber'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('gln', 'text', (c) => c.notNull())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('publication_subscriber_uq', ['company_id', 'gln'])
        .execute();

      await withId(db.schema.createTable('cic_history'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('subscriber_company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
        .addColumn('publication_id', 'integer', (c) => c.references('publication.id').onDelete('set null'))
        .addColumn('catalog_item_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('message_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cic_history_item_idx')
        .on('cic_history')
        .columns(['company_id', 'catalog_item_id', 'subscriber_gln', 'created_time'])
        .execute();

      await withId(db.schema.createTable('received_item'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('publisher_company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
        .addColumn('info_provider_gln', 'text', (c) => c.notNull())
        .addColumn('source_item_id', 'integer', (c) => c.references('catalog_item.id').onDelete('set null'))
        .addColumn('gtin', 'char(14)', (c) => c.notNull())
        .addColumn('target_market', 'text', (c) => c.notNull())
        .addColumn('root_gtin', 'char(14)', (c) => c.notNull())
        .addColumn('unit_descriptor', 'text')
        .addColumn('description', 'text')
        .addColumn('brand_name', 'text')
        .addColumn('product_code', 'text')
        .addColumn('gpc_code', 'text')
        .addColumn('children', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('withdrawn', 'integer', flagColumn)
        .addColumn('cin_message_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .addColumn('received_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('received_item_key_uq', ['subscriber_gln', 'info_provider_gln', 'gtin', 'target_market'])
        .execute();
      await db.schema
        .createIndex('received_item_company_idx')
        .on('received_item')
        .columns(['company_id', 'withdrawn', 'modified_time'])
        .execute();
      await db.schema.createIndex('received_item_source_idx').on('received_item').columns(['source_item_id']).execute();

      await db.schema.alterTable('gdsn_message').addColumn('sender_gln', 'text').execute();
      await db.schema.alterTable('gdsn_message').addColumn('receiver_gln', 'text').execute();
      await db.schema
        .alterTable('gdsn_message')
        .addColumn('counterpart_company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
        .execute();
      await db.schema
        .createIndex('gdsn_message_company_idx')
        .on('gdsn_message')
        .columns(['company_id', 'message_type', 'created_time'])
        .execute();
      await db.schema
        .createIndex('gdsn_message_status_idx')
        .on('gdsn_message')
        .columns(['direction', 'status'])
        .execute();
    },
  };
}
