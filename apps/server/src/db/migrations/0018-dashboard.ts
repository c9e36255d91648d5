import type { Kysely } from 'kysely';

/**
 * What the dashboard (issue 16) filters on: the catalog's product data flags (its counts, and the catalog's
 * own product data filter, which read every item of the company before), a publisher's CICs and
 * publications by date (its activity workbook and last activity), a buyer's SYNCHRONISED CICs and
 * subscriptions by date (the weekly charts), and a registry answer's sibling GS1Response (a rejection) by
 * the RCI it answers.
 */
export function dashboardMigration() {
  return {
    async up(db: Kysely<unknown>) {
      const index = (name: string, table: string, columns: string[]) =>
        db.schema.createIndex(name).on(table).columns(columns).execute();
      // With the grid's default order last, as the published flag's index (migration 0011).
      for (const flag of ['has_allergens', 'has_nutrients', 'has_marketing']) {
        await index(`catalog_item_${flag}_idx`, 'catalog_item', ['company_id', 'deleted', flag, 'modified_time', 'id']);
      }
      await index('cic_history_company_time_idx', 'cic_history', ['company_id', 'created_time']);
      await index('cic_history_subscriber_state_idx', 'cic_history', [
        'subscriber_company_id',
        'state',
        'created_time',
      ]);
      await index('publication_company_published_idx', 'publication', ['company_id', 'published_time']);
      await index('subscription_company_created_idx', 'subscription', ['company_id', 'created_time']);
      await index('gdsn_message_correlation_idx', 'gdsn_message', ['correlation_id']);
    },
  };
}
