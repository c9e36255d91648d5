import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * A data pool connected to a Global Registry of its own process (`GLOBAL_REGISTRY_URL`): the messages still
 * to be posted to it, in order; each company GLN's party registration, so a start sends only what the
 * registry has not heard; and the subscribers of other data pools the registry forwarded to a publisher.
 */
export function registryClientMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('registry_outbox'), dialect)
        .addColumn('message_id', 'integer', (c) => c.notNull().references('gdsn_message.id').onDelete('cascade'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', flagColumn)
        .addColumn('error', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('sent_time', 'text')
        .execute();
      await db.schema
        .createIndex('registry_outbox_status_idx')
        .on('registry_outbox')
        .columns(['status', 'id'])
        .execute();

      await db.schema
        .createTable('registry_party_registration')
        .addColumn('party_gln', 'text', (c) => c.primaryKey())
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('role', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('instance_id', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('network_subscriber'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('gln', 'text', (c) => c.notNull())
        .addColumn('recipient_data_pool', 'text', (c) => c.notNull())
        // The subscription's criteria beyond the publisher (GTIN, GPC, target market): a subscriber may hold
        // several, and a DELETE ends one.
        .addColumn('criteria', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addUniqueConstraint('network_subscriber_uq', ['company_id', 'gln', 'criteria'])
        .execute();
    },
  };
}
