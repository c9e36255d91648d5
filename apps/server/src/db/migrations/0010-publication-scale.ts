import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * Indexes for the exchange at scale, from bench/publication.mjs (docs/PERFORMANCE.md, "Publication"):
 * - a hierarchy's rows for a subscriber are found by `root_item_id, subscriber_gln, active = 1`, once per CIN.
 *   With `active` in the index it is the one SQLite picks: it has no statistics, and took the two-column
 *   prefix of `(subscriber_gln, active, delivery_status)` instead, reading every publication of the
 *   subscriber for each CIN sent;
 * - the subscriber summary counts the company's active publications per subscriber GLN and state: from this
 *   index alone, without reading the rows;
 * - "is this item published (to these subscribers)?", asked of every item the GTIN grid counts: from the index;
 * - the subscriber items' default order (the CIC state's date, else the publication's), newest first: the first
 *   page is read in index order instead of sorting every publication of the company.
 * On PostgreSQL, a message's XML (a CIN is some 12 KB) and a received copy's document are compressed with lz4
 * rather than the default pglz, which took a quarter of the database's time storing 100,000 CINs; values
 * already stored stay as they are. A server built without lz4 keeps pglz.
 */
export function publicationScaleMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      if (dialect === 'postgres') {
        const { rows } = await sql<{ lz4: boolean }>`select 'lz4' = any(enumvals) as lz4 from pg_settings
          where name = 'default_toast_compression'`.execute(db);
        if (rows[0]?.lz4) {
          await sql`alter table gdsn_message alter column xml set compression lz4`.execute(db);
          await sql`alter table received_item alter column attributes set compression lz4`.execute(db);
        }
      }
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('publication').columns(columns).execute();
      await db.schema.dropIndex('publication_root_idx').execute();
      await index('publication_root_idx', ['root_item_id', 'subscriber_gln', 'active']);
      await index('publication_summary_idx', [
        'company_id',
        'active',
        'subscriber_gln',
        'cic_status',
        'delivery_status',
        'subscriber_company_id',
      ]);
      await index('publication_item_idx', ['catalog_item_id', 'active', 'subscriber_gln']);
      await db.schema
        .createIndex('publication_cic_date_idx')
        .on('publication')
        .expression(sql`company_id, active, coalesce(cic_status_time, published_time)`)
        .execute();
    },
  };
}
