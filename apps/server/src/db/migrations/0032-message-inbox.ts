import type { Kysely } from 'kysely';
import { flagColumn } from './column-types.js';

/**
 * The inbox of integrated systems (issue 16): a message a company acknowledged, its push to the company's
 * webhook, and the webhook itself. Each filter of `GET gdsn/messages` has its index, every one beginning with
 * the company (the tenant) and ending with the id the listing pages and polls by; the message type's filter
 * is served by `gdsn_message_company_idx` (company, type, time) since 0009.
 */
export function messageInboxMigration() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('gdsn_message').addColumn('acknowledged', 'integer', flagColumn).execute();
      await db.schema.alterTable('gdsn_message').addColumn('acknowledged_time', 'text').execute();
      await db.schema
        .alterTable('gdsn_message')
        .addColumn('acknowledged_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .execute();
      await db.schema.alterTable('gdsn_message').addColumn('push_status', 'text').execute();
      await db.schema
        .alterTable('gdsn_message')
        .addColumn('push_attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable('gdsn_message').addColumn('push_error', 'text').execute();
      await db.schema.alterTable('gdsn_message').addColumn('push_time', 'text').execute();

      const index = (name: string, columnNames: string[]) =>
        db.schema.createIndex(name).on('gdsn_message').columns(columnNames).execute();
      await index('gdsn_message_inbox_idx', ['company_id', 'acknowledged', 'id']);
      await index('gdsn_message_company_id_idx', ['company_id', 'id']);
      await index('gdsn_message_company_time_idx', ['company_id', 'created_time']);
      await index('gdsn_message_company_status_idx', ['company_id', 'status', 'id']);
      await index('gdsn_message_company_direction_idx', ['company_id', 'direction', 'id']);
      await index('gdsn_message_company_instance_idx', ['company_id', 'instance_id']);
      await index('gdsn_message_company_push_idx', ['company_id', 'push_status', 'id']);

      await db.schema
        .createTable('company_webhook')
        .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'))
        .addColumn('url', 'text', (c) => c.notNull())
        .addColumn('secret', 'text', (c) => c.notNull())
        .addColumn('modified_by', 'integer', (c) => c.references('app_user.id').onDelete('set null'))
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
    },
  };
}
