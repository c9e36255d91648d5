import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { withId } from './column-types.js';

/**
 * GS1 messages between data pools (issue 17, routing):
 * - `network_received`: each message another pool sent, once per sender and InstanceIdentifier (unique), with
 *   the `in` message kept and the GS1Response it was answered by: a job run twice, or a message the partner
 *   sends again under a new AS2 message id, is processed once;
 * - `network_cic`: the CICs a buyer sent about its copies from a publisher in another pool, the copy's CIC
 *   history (a local publisher's are `cic_history`, keyed by its catalog item, which a remote one has not).
 */
export function networkExchangeMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('network_received'), dialect)
        .addColumn('sender_gln', 'text', (c) => c.notNull())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('message_type', 'text')
        .addColumn('partner_id', 'integer')
        .addColumn('inbound_id', 'integer')
        .addColumn('message_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .addColumn('response_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .addColumn('received_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('network_received_instance_idx')
        .on('network_received')
        .columns(['sender_gln', 'instance_id'])
        .unique()
        .execute();

      await withId(db.schema.createTable('network_cic'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('received_item_id', 'integer', (c) => c.notNull().references('received_item.id').onDelete('cascade'))
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('reasons', 'text', (c) => c.notNull())
        .addColumn('message_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('network_cic_item_idx')
        .on('network_cic')
        .columns(['company_id', 'received_item_id', 'created_time'])
        .execute();
    },
  };
}
