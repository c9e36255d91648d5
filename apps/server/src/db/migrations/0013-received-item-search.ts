import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';

/**
 * The subscriber catalog at 1,000,000 received items (bench/subscriptions.mjs, docs/PERFORMANCE.md
 * "Subscriptions"): a buyer's 100,000 copies answered every page in 5 ms, but a keyword, the description
 * order and the CIC filter read each copy (a wide row: it holds the item's document), 220–330 ms.
 * - `received_item.search_text`: the four columns a keyword looks in (GTIN, product code, description, brand),
 *   lower-cased and joined by a character no keyword holds (`searchText`), written with the copy; one LIKE on
 *   it instead of four on `lower(…)` of each. A column the writer fills rather than a generated one: SQLite
 *   adds generated columns only as virtual ones, and reads the row for them even from an index holding them;
 * - `received_item_search_idx`: the default order carrying that text, so a keyword's count and page read this
 *   index, not the rows (it replaces `received_item_company_idx`, its prefix);
 * - `received_item_description_idx`: the description order as the page asks for it (empty ones last);
 * - `received_item.cic_status`: the subscriber's CIC state of its copy, kept from the publication by
 *   triggers (the publication stays where CICs are written), with its index: the CIC filter reads it instead
 *   of probing a publication per copy.
 */
export function receivedItemSearchMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      const index = (name: string, columns: string[]) =>
        db.schema.createIndex(name).on('received_item').columns(columns).execute();
      await db.schema
        .alterTable('received_item')
        .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
        .execute();
      const separator = dialect === 'postgres' ? sql`chr(1)` : sql`char(1)`;
      await sql`update received_item set search_text = lower(gtin || ${separator} || coalesce(product_code, '')
        || ${separator} || coalesce(description, '') || ${separator} || coalesce(brand_name, ''))`.execute(db);
      await index('received_item_search_idx', ['company_id', 'withdrawn', 'modified_time', 'id', 'search_text']);
      await db.schema.dropIndex('received_item_company_idx').execute();
      await db.schema
        .createIndex('received_item_description_idx')
        .on('received_item')
        .expression(
          sql`company_id, withdrawn, (case when lower(description) is null then 1 else 0 end), lower(description), id`,
        )
        .execute();

      await db.schema.alterTable('received_item').addColumn('cic_status', 'text').execute();
      await sql`update received_item set cic_status = (select p.cic_status from publication p
        where p.catalog_item_id = received_item.source_item_id and p.subscriber_gln = received_item.subscriber_gln)
        where source_item_id is not null`.execute(db);
      await index('received_item_cic_idx', ['company_id', 'withdrawn', 'cic_status', 'modified_time']);
      for (const statement of dialect === 'postgres' ? POSTGRES_TRIGGERS : SQLITE_TRIGGERS) {
        await sql.raw(statement).execute(db);
      }
    },
  };
}

/** The publication a copy came by: the publisher's row for the item and the subscriber's GLN (unique). */
const PUBLICATION_OF = (copy: string) => `select p.cic_status from publication p
  where p.catalog_item_id = ${copy}.source_item_id and p.subscriber_gln = ${copy}.subscriber_gln`;

const SQLITE_TRIGGERS = [
  `create trigger received_item_cic_follows after update of cic_status on publication
    when old.cic_status is not new.cic_status
    begin
      update received_item set cic_status = new.cic_status
        where source_item_id = new.catalog_item_id and subscriber_gln = new.subscriber_gln;
    end`,
  // A copy is mostly new before any CIC; one sent again after a CIC takes the state it has.
  `create trigger received_item_cic_on_arrival after insert on received_item
    when new.source_item_id is not null
    begin
      update received_item set cic_status = (${PUBLICATION_OF('new')})
        where id = new.id and (${PUBLICATION_OF('new')}) is not null;
    end`,
];

const POSTGRES_TRIGGERS = [
  `create function received_item_cic_follows() returns trigger language plpgsql as $$
  begin
    update received_item set cic_status = new.cic_status
      where source_item_id = new.catalog_item_id and subscriber_gln = new.subscriber_gln;
    return null;
  end $$`,
  `create trigger received_item_cic_follows after update of cic_status on publication
    for each row when (old.cic_status is distinct from new.cic_status) execute function received_item_cic_follows()`,
  `create function received_item_cic_on_arrival() returns trigger language plpgsql as $$
  begin
    new.cic_status := (${PUBLICATION_OF('new')});
    return new;
  end $$`,
  `create trigger received_item_cic_on_arrival before insert on received_item
    for each row when (new.source_item_id is not null) execute function received_item_cic_on_arrival()`,
];
