import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * The Global Registry's own tables, used only by the registry process (`registry-node/`), which migrates a
 * database of its own with the pool's migrations: the parties each data pool registered, the subscriptions
 * data recipients' pools sent and where each was forwarded, and every message in and out, the outgoing ones
 * being also the queue of what is still to be delivered to each pool, in order.
 */
export function registryNodeMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('registry_party'), dialect)
        .addColumn('party_gln', 'text', (c) => c.notNull().unique())
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('data_pool_gln', 'text', (c) => c.notNull())
        .addColumn('active', 'integer', flagColumn)
        .addColumn('registered_time', 'text', (c) => c.notNull())
        .addColumn('last_changed_time', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('registry_subscription'), dialect)
        .addColumn('subscriber_gln', 'text', (c) => c.notNull())
        .addColumn('recipient_data_pool', 'text', (c) => c.notNull())
        .addColumn('publisher_gln', 'text')
        .addColumn('gtin', 'text')
        .addColumn('gpc_code', 'text')
        .addColumn('target_market', 'text')
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('entity_id', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('registry_subscription_publisher_idx')
        .on('registry_subscription')
        .columns(['publisher_gln', 'command'])
        .execute();
      await db.schema
        .createIndex('registry_subscription_subscriber_idx')
        .on('registry_subscription')
        .columns(['subscriber_gln', 'recipient_data_pool'])
        .execute();

      await withId(db.schema.createTable('registry_message'), dialect)
        .addColumn('direction', 'text', (c) => c.notNull())
        .addColumn('pool_gln', 'text', (c) => c.notNull())
        .addColumn('message_type', 'text', (c) => c.notNull())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('correlation_id', 'text')
        .addColumn('xml', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', flagColumn)
        .addColumn('error', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('sent_time', 'text')
        .execute();
      // The delivery reads a pool's queued messages in order; a message already received is found by its id.
      await db.schema
        .createIndex('registry_message_queue_idx')
        .on('registry_message')
        .columns(['direction', 'pool_gln', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('registry_message_instance_idx')
        .on('registry_message')
        .columns(['pool_gln', 'instance_id'])
        .execute();

      await withId(db.schema.createTable('registry_forward'), dialect)
        .addColumn('subscription_id', 'integer', (c) =>
          c.notNull().references('registry_subscription.id').onDelete('cascade'),
        )
        .addColumn('data_pool_gln', 'text', (c) => c.notNull())
        .addColumn('command', 'text', (c) => c.notNull())
        .addColumn('message_id', 'integer', (c) => c.notNull().references('registry_message.id').onDelete('cascade'))
        .addColumn('forwarded_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('registry_forward_uq', ['subscription_id', 'data_pool_gln', 'command'])
        .execute();
    },
  };
}
