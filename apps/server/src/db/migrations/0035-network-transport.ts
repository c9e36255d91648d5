import type { Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

/**
 * The pool-to-pool transport over AS2 (issue 17): the partner pools and the GLNs each serves, the pool's own
 * key and certificate, each AS2 message accepted from a partner, and where each outbound message stands in
 * its transfer (on `gdsn_message`, beside its GS1 status).
 */
export function networkTransportMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      await withId(db.schema.createTable('network_partner'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('as2_id', 'text', (c) => c.notNull().unique())
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('certificate_pem', 'text', (c) => c.notNull())
        .addColumn('enabled', 'integer', flagColumn)
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      // One partner serves a GLN: the sender finds the one pool a message goes to.
      await withId(db.schema.createTable('network_partner_gln'), dialect)
        .addColumn('partner_id', 'integer', (c) => c.notNull().references('network_partner.id').onDelete('cascade'))
        .addColumn('gln', 'text', (c) => c.notNull().unique())
        .execute();
      await db.schema
        .createIndex('network_partner_gln_partner_idx')
        .on('network_partner_gln')
        .column('partner_id')
        .execute();

      // One row, id 1: nodes starting together insert it at most once.
      await db.schema
        .createTable('network_identity')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('private_key_pem', 'text', (c) => c.notNull())
        .addColumn('certificate_pem', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('network_inbound'), dialect)
        .addColumn('partner_id', 'integer', (c) => c.references('network_partner.id').onDelete('set null'))
        .addColumn('as2_message_id', 'text', (c) => c.notNull())
        .addColumn('mic', 'text')
        .addColumn('payload_xml', 'text', (c) => c.notNull())
        .addColumn('received_time', 'text', (c) => c.notNull())
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('error', 'text')
        .addColumn('gdsn_message_id', 'integer', (c) => c.references('gdsn_message.id').onDelete('set null'))
        .execute();
      // A partner's retry of a message it already delivered (its MDN was lost) is found and not stored again.
      await db.schema
        .createIndex('network_inbound_message_idx')
        .on('network_inbound')
        .columns(['partner_id', 'as2_message_id'])
        .unique()
        .execute();

      const column = (name: string, type: 'text' | 'integer') =>
        db.schema.alterTable('gdsn_message').addColumn(name, type).execute();
      await column('transport_status', 'text');
      await db.schema
        .alterTable('gdsn_message')
        .addColumn('transport_partner_id', 'integer', (c) => c.references('network_partner.id').onDelete('set null'))
        .execute();
      await column('as2_message_id', 'text');
      await db.schema
        .alterTable('gdsn_message')
        .addColumn('transport_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await column('transport_error', 'text');
      await column('transport_time', 'text');
      await column('mdn_time', 'text');
      // The sender reads a partner's queue oldest first; a saved partner profile finds the queued messages to its GLNs.
      await db.schema
        .createIndex('gdsn_message_transport_idx')
        .on('gdsn_message')
        .columns(['transport_partner_id', 'status', 'id'])
        .execute();
      await db.schema
        .createIndex('gdsn_message_receiver_status_idx')
        .on('gdsn_message')
        .columns(['receiver_gln', 'status', 'id'])
        .execute();
    },
  };
}
