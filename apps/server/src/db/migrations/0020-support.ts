import type { Kysely } from 'kysely';

/**
 * What the support workflow (issue 17) filters on: a publisher's items by information provider GLN and target
 * market in GTIN order (its searches' default order, the GLN matched exactly or from its start), and the
 * messages exchanged about a hierarchy with one subscriber (the CINs and withdrawals of a top by receiver),
 * which the item index (`catalog_item_id, message_type`) reads only by reading every subscriber's.
 */
export function supportMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex('catalog_item_support_idx')
        .on('catalog_item')
        .columns(['info_provider_gln', 'target_market', 'gtin'])
        .execute();
      await db.schema
        .createIndex('gdsn_message_item_receiver_idx')
        .on('gdsn_message')
        .columns(['catalog_item_id', 'receiver_gln', 'message_type'])
        .execute();
    },
  };
}
