import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * The trade-item catalog: items (promoted, indexed columns for every grid filter and sort beside the JSON
 * attribute document), their version history, hierarchy links, publications to subscribers (the
 * publication workflow fills them; the catalog filters and guards deletes with them) and download requests.
 */
export function catalogMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('catalog_item'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('info_provider_gln', 'text', (c) => c.notNull())
        .addColumn('gtin', 'char(14)', (c) => c.notNull())
        .addColumn('target_market', 'text', (c) => c.notNull())
        .addColumn('unit_descriptor', 'text')
        .addColumn('product_code', 'text')
        .addColumn('description', 'text')
        .addColumn('brand_name', 'text')
        .addColumn('gpc_code', 'text')
        .addColumn('status', 'integer', (c) => c.notNull())
        .addColumn('reg_status', 'text')
        .addColumn('missing_count', 'integer', (c) => c.notNull())
        .addColumn('has_allergens', 'integer', flagColumn)
        .addColumn('has_nutrients', 'integer', flagColumn)
        .addColumn('has_marketing', 'integer', flagColumn)
        .addColumn('child_count', 'integer', flagColumn)
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('created_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .addColumn('deleted', 'integer', flagColumn)
        .addColumn('action_time', 'text')
        .addColumn('deleted_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .execute();
      // The item key of the issue: owner GLN + GTIN + target market, among the items not deleted.
      await db.schema
        .createIndex('catalog_item_key_uq')
        .on('catalog_item')
        .columns(['company_id', 'gtin', 'target_market', 'info_provider_gln'])
        .unique()
        .where(sql.ref('deleted'), '=', 0)
        .execute();
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('catalog_item').columns(columns).execute();
      // The grid's default order carrying every column a keyword looks in, so a keyword's count and page and
      // the typeahead read this index alone, not each of the company's rows (docs/PERFORMANCE.md).
      await index('catalog_item_search_idx', [
        'company_id',
        'deleted',
        'modified_time',
        'id',
        'gtin',
        'product_code',
        'description',
        'brand_name',
      ]);
      // The description sort, which would otherwise sort all the company's rows for every page.
      await db.schema
        .createIndex('catalog_item_description_idx')
        .on('catalog_item')
        .expression(sql`company_id, deleted, lower(description)`)
        .execute();
      await index('catalog_item_action_idx', ['company_id', 'deleted', 'action_time']);
      await index('catalog_item_product_code_idx', ['company_id', 'product_code']);
      await index('catalog_item_brand_idx', ['company_id', 'deleted', 'brand_name']);
      await index('catalog_item_status_idx', ['company_id', 'deleted', 'status', 'modified_time']);
      await index('catalog_item_author_idx', ['company_id', 'created_by']);
      // GTIN lookups across companies: the registry's duplicate check and the support search.
      await index('catalog_item_gtin_idx', ['gtin', 'target_market']);

      await withId(db.schema.createTable('catalog_item_version'), dialect)
        .addColumn('catalog_item_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('version', 'integer', (c) => c.notNull())
        .addColumn('change_type', 'text', (c) => c.notNull())
        .addColumn('changes', 'text', (c) => c.notNull())
        .addColumn('attributes', 'text', (c) => c.notNull())
        .addColumn('changed_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('changed_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('catalog_item_version_uq', ['catalog_item_id', 'version'])
        .execute();

      await withId(db.schema.createTable('catalog_item_link'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('parent_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('child_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addUniqueConstraint('catalog_item_link_uq', ['parent_id', 'child_id'])
        .execute();
      await db.schema.createIndex('catalog_item_link_child_idx').on('catalog_item_link').column('child_id').execute();

      await withId(db.schema.createTable('publication'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('catalog_item_id', 'integer', (c) => c.notNull().references('catalog_item.id').onDelete('cascade'))
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('subscriber_company_id', 'integer', (c) => c.references('company.id').onDelete('set null'))
        .addColumn('active', 'integer', flagColumn)
        .addColumn('cic_status', 'text')
        .addColumn('published_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('publication_item_subscriber_uq', ['catalog_item_id', 'subscriber_gln'])
        .execute();
      await db.schema
        .createIndex('publication_company_subscriber_idx')
        .on('publication')
        .columns(['company_id', 'subscriber_gln', 'active'])
        .execute();

      await withId(db.schema.createTable('download_request'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('download_type', 'integer', (c) => c.notNull())
        .addColumn('file_name', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('progress', 'integer', flagColumn)
        .addColumn('row_count', 'integer')
        .addColumn('job_id', 'integer', (c) => c.references('job.id').onDelete('set null'))
        .addColumn('storage_path', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('completed_time', 'text')
        .execute();
      await db.schema
        .createIndex('download_request_user_idx')
        .on('download_request')
        .columns(['company_id', 'user_id', 'status'])
        .execute();
    },
  };
}
