import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/**
 * The buyer's order system records (spec point 7, `dms/oms/{publisherGLN}/transaction/items/{publisherGTIN}`):
 * one row per order line of an item the buyer ordered, keyed as the item list knows it (the publisher's GLN
 * and the GTIN). `supc` and `descr` keep the order system's names; the answer calls them unitDescriptor and
 * description. Prices in cents, so that no sum drifts.
 */
export function omsTransactionsMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('oms_transaction'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
        .addColumn('publisher_gln', 'text', (c) => c.notNull())
        .addColumn('gtin', 'char(14)', (c) => c.notNull())
        .addColumn('order_number', 'text', (c) => c.notNull())
        .addColumn('order_date', 'text', (c) => c.notNull())
        .addColumn('supc', 'text')
        .addColumn('descr', 'text')
        .addColumn('quantity', 'integer', (c) => c.notNull())
        .addColumn('unit_price_cents', 'integer')
        .addColumn('currency_code', 'text', (c) => c.notNull())
        .addColumn('distribution_centre', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      // An item's lines, newest first, from the index alone.
      await db.schema
        .createIndex('oms_transaction_item_idx')
        .on('oms_transaction')
        .columns(['company_id', 'publisher_gln', 'gtin', 'order_date'])
        .execute();
    },
  };
}
