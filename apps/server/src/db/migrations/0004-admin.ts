import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * Administration: company name uniqueness, manufacturers of a food-service company, and subscribers'
 * cross-reference files with their item master.
 */
export function adminMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      // One name per business unit: the save checks first, the index settles two saves racing each other.
      await db.schema
        .createIndex('company_name_bu_uq')
        .on('company')
        .unique()
        .expression(sql`lower(name), lower(coalesce(bu_name, ''))`)
        .execute();
      await db.schema.createIndex('user_company_company_idx').on('user_company').column('company_id').execute();

      await withId(db.schema.createTable('manufacturer'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('manufacturer_name', 'text', (c) => c.notNull())
        .addColumn('info_provider_gln', 'text')
        .addColumn('contact_name', 'text')
        .addColumn('email', 'text')
        .addColumn('contact_number', 'text')
        .addColumn('comments', 'text')
        .addColumn('confirmed', 'integer', flagColumn)
        .addColumn('match_criteria', 'text')
        .addColumn('output_profile', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('manufacturer_company_name_idx')
        .on('manufacturer')
        .columns(['company_id', 'manufacturer_name'])
        .execute();
      await db.schema
        .createIndex('manufacturer_lower_name_idx')
        .on('manufacturer')
        .expression(sql`lower(manufacturer_name)`)
        .execute();
      await db.schema
        .createIndex('manufacturer_company_confirmed_idx')
        .on('manufacturer')
        .columns(['company_id', 'confirmed'])
        .execute();

      await withId(db.schema.createTable('cross_reference_file'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('file_name', 'text', (c) => c.notNull().unique())
        .addColumn('original_name', 'text', (c) => c.notNull())
        .addColumn('uploaded_by', 'integer', (c) => c.notNull().references('app_user.id'))
        .addColumn('uploaded_time', 'text', (c) => c.notNull())
        .addColumn('row_count', 'integer', (c) => c.notNull())
        .addColumn('stored_count', 'integer', (c) => c.notNull())
        .addColumn('rejected_count', 'integer', (c) => c.notNull())
        .addColumn('errors', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('cross_reference_file_company_idx')
        .on('cross_reference_file')
        .columns(['company_id', 'uploaded_time'])
        .execute();

      await withId(db.schema.createTable('subscriber_item'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('product_code', 'text', (c) => c.notNull())
        .addColumn('gtin', 'text')
        .addColumn('description', 'text')
        .addColumn('brand_name', 'text')
        .addColumn('mpc', 'text')
        .addColumn('unit_descriptor', 'text')
        .addColumn('source_file_id', 'integer', (c) => c.references('cross_reference_file.id').onDelete('set null'))
        .addColumn('last_updated', 'text', (c) => c.notNull())
        .addUniqueConstraint('subscriber_item_company_code_uq', ['company_id', 'product_code'])
        .execute();
      await db.schema
        .createIndex('subscriber_item_company_gtin_idx')
        .on('subscriber_item')
        .columns(['company_id', 'gtin'])
        .execute();
    },
  };
}
