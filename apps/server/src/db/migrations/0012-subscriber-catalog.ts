import { sql, type Kysely } from 'kysely';
import { flagColumn } from './column-types.js';

const FLAGS = ['has_allergens', 'has_nutrients', 'has_marketing'] as const;

/**
 * The subscriber catalog (spec point 2): a subscriber's received items filtered and sorted like the
 * supplier catalog's. The product data flags the catalog keeps per item are kept per received copy too
 * (the delivery writes them from the item the CIN carried); copies already received take their source
 * item's flags, which a later CIN refreshes. Each filter gets its index beginning `company_id, withdrawn`
 * (the tenant and the default "not withdrawn"), ending with the default order where a page is read in it.
 * A hierarchy's copies are found by their top's GTIN (the detail's parents), and the CIC filter asks the
 * publication of each copy for its state from the index alone.
 */
export function subscriberCatalogMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const flag of FLAGS) {
        await db.schema.alterTable('received_item').addColumn(flag, 'integer', flagColumn).execute();
      }
      await sql`update received_item set
        has_allergens = coalesce((select c.has_allergens from catalog_item c where c.id = received_item.source_item_id), 0),
        has_nutrients = coalesce((select c.has_nutrients from catalog_item c where c.id = received_item.source_item_id), 0),
        has_marketing = coalesce((select c.has_marketing from catalog_item c where c.id = received_item.source_item_id), 0)`.execute(
        db,
      );
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('received_item').columns(columns).execute();
      await index('received_item_publisher_idx', ['company_id', 'withdrawn', 'info_provider_gln', 'modified_time']);
      await index('received_item_brand_idx', ['company_id', 'withdrawn', 'brand_name', 'modified_time']);
      // With the default order last: else SQLite, which has no statistics, reads the company's copies in that
      // order and checks each GTIN rather than seek it.
      await index('received_item_gtin_idx', ['company_id', 'withdrawn', 'gtin', 'modified_time']);
      await index('received_item_received_idx', ['company_id', 'withdrawn', 'received_time']);
      for (const flag of FLAGS) {
        await index(`received_item_${flag}_idx`, ['company_id', 'withdrawn', flag, 'modified_time']);
      }
      await index('received_item_root_idx', ['company_id', 'subscriber_gln', 'root_gtin']);
      await db.schema
        .createIndex('publication_cic_of_item_idx')
        .on('publication')
        .columns(['catalog_item_id', 'subscriber_gln', 'cic_status'])
        .execute();
    },
  };
}
