import type { Kysely } from 'kysely';

/**
 * The whole trade item (issue 15): `gdsn_document` is the tradeItem as GS1 XML carried it (JSON of
 * `GdsnElement`), every attribute of GDSN 3.1.36 in its place, on the item, each of its versions and a buyer's
 * copy (with the copy's version before). Null where nothing beyond the spec's sections was ever given: the
 * `attributes` document then is the whole item, and the tree is built from it when needed, so existing rows
 * need no rewriting and lose nothing.
 */
export function gdsnDocumentMigration() {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ['catalog_item', 'catalog_item_version', 'received_item']) {
        await db.schema.alterTable(table).addColumn('gdsn_document', 'text').execute();
      }
      await db.schema.alterTable('received_item').addColumn('previous_gdsn_document', 'text').execute();
    },
  };
}
