import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * Upload, validation and registration: uploaded files with their resumable cursor and rejected rows, the
 * GDSN validation and registry errors kept per item, every GS1 message in and out, and the built-in Global
 * Registry's own table of registered items.
 */
export function registrationMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('catalog_item').addColumn('upload_id', 'integer').execute();
      await db.schema.alterTable('catalog_item').addColumn('upload_row', 'integer').execute();
      // The registration list's status filters (reg_status) in the order it sorts.
      await db.schema
        .createIndex('catalog_item_reg_status_idx')
        .on('catalog_item')
        .columns(['company_id', 'deleted', 'reg_status', 'modified_time'])
        .execute();
      // The validation job picks up what an upload wrote; the upload's progress counts it by status.
      await db.schema
        .createIndex('catalog_item_upload_idx')
        .on('catalog_item')
        .columns(['upload_id', 'deleted', 'status'])
        .execute();

      await withId(db.schema.createTable('catalog_upload'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('storage_path', 'text', (c) => c.notNull())
        .addColumn('format', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('item_count', 'integer', flagColumn)
        // The last source row whose outcome is committed: a restarted job goes on after it.
        .addColumn('rows_done', 'integer', flagColumn)
        .addColumn('items_done', 'integer', flagColumn)
        .addColumn('stored_count', 'integer', flagColumn)
        .addColumn('failure_count', 'integer', flagColumn)
        .addColumn('failure_message', 'text')
        .addColumn('job_id', 'integer', (c) => c.references('job.id').onDelete('set null'))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('completed_time', 'text')
        .execute();
      await db.schema
        .createIndex('catalog_upload_company_idx')
        .on('catalog_upload')
        .columns(['company_id', 'created_time'])
        .execute();

      await withId(db.schema.createTable('catalog_upload_failure'), dialect)
        .addColumn('upload_id', 'integer', (c) => c.notNull().references('catalog_upload.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('row_number', 'integer', (c) => c.notNull())
        .addColumn('gtin', 'text')
        .addColumn('attribute', 'text')
        .addColumn('reason', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('catalog_upload_failure_upload_idx')
        .on('catalog_upload_failure')
        .columns(['upload_id', 'row_number'])
        .execute();

      await withId(db.schema.createTable('catalog_item_error'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('catalog_item_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('source', 'text', (c) => c.notNull())
        .addColumn('rule_id', 'text')
        .addColumn('attribute', 'text')
        .addColumn('message', 'text', (c) => c.notNull())
        .addColumn('row_number', 'integer')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('catalog_item_error_item_idx')
        .on('catalog_item_error')
        .columns(['catalog_item_id', 'source'])
        .execute();

      await withId(db.schema.createTable('gdsn_message'), dialect)
        .addColumn('company_id', 'integer', (c) => c.references('company.id').onDelete('cascade'))
        .addColumn('catalog_item_id', 'integer', (c) => c.references('catalog_item.id').onDelete('set null'))
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        // For a response: the instance identifier of the message it answers.
        .addColumn('correlation_id', 'text')
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('processed_time', 'text')
        .execute();
      await db.schema
        .createIndex('gdsn_message_item_idx')
        .on('gdsn_message')
        .columns(['catalog_item_id', 'message_type'])
        .execute();
      await db.schema.createIndex('gdsn_message_instance_idx').on('gdsn_message').column('instance_id').execute();

      await withId(db.schema.createTable('registry_item'), dialect)
        .addColumn('gtin', 'char(14)', (c) => c.notNull())
        .addColumn('info_provider_gln', 'text', (c) => c.notNull())
        .addColumn('target_market', 'text', (c) => c.notNull())
        .addColumn('gpc_code', 'text', (c) => c.notNull())
        .addColumn('source_data_pool', 'text', (c) => c.notNull())
        // Which data pool item the registration belongs to: a registration from another is a duplicate.
        .addColumn('source_item_ref', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('registered_time', 'text', (c) => c.notNull())
        .addColumn('last_changed_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('registry_item_key_uq', ['gtin', 'info_provider_gln', 'target_market'])
        .execute();
    },
  };
}
