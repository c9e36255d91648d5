import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../database.js';
import { flagColumn, withId } from './column-types.js';

const INTEGRATION_FLAGS = [
  'integ_inbound_flat_file',
  'integ_inbound_spread_sheet',
  'integ_inbound_pub_limited',
  'integ_inbound_pub',
  'integ_inbound_xml',
  'integ_outbound_xml',
  'integ_outbound_ws',
  'integ_outbound_flat_file',
  'integ_outbound_spread_sheet',
  'integ_partner_bp',
  'integ_partner_oms',
  'is_oms_only',
];

const CONTACT_FIELDS = [
  'first_name',
  'middle_name',
  'last_name',
  'title',
  'email',
  'phone',
  'fax',
  'address1',
  'address2',
  'city',
  'county',
  'zip',
  'state',
  'country',
];

export function tenancyMigration(dialect: DialectName) {
  return {
    async up(db: Kysely<unknown>) {
      let company = withId(db.schema.createTable('company'), dialect)
        .addColumn('name', 'text', (c) => c.notNull())
        .addColumn('bu_name', 'text')
        .addColumn('bu_type', 'text')
        .addColumn('type', 'text')
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(3))
        .addColumn('is_gdsn', 'integer', flagColumn)
        .addColumn('industry_segment', 'integer')
        .addColumn('company_url', 'text')
        .addColumn('role_pub', 'integer', flagColumn)
        .addColumn('role_sub', 'integer', flagColumn);
      for (const flag of INTEGRATION_FLAGS) company = company.addColumn(flag, 'integer', flagColumn);
      await company
        .addColumn('output_profile', 'text')
        .addColumn('match_criteria', 'text')
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex('company_lower_name_idx')
        .on('company')
        .expression(sql`lower(name)`)
        .execute();
      await db.schema.createIndex('company_status_idx').on('company').column('status').execute();
      await db.schema.createIndex('company_industry_segment_idx').on('company').column('industry_segment').execute();

      await withId(db.schema.createTable('company_gln'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('gln', 'text', (c) => c.notNull().unique())
        .addColumn('position', 'integer', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('company_gln_company_idx').on('company_gln').column('company_id').execute();

      let contact = db.schema
        .createTable('company_contact')
        .addColumn('company_id', 'integer', (c) => c.primaryKey().references('company.id').onDelete('cascade'));
      for (const field of CONTACT_FIELDS) contact = contact.addColumn(field, 'text');
      contact = contact.addColumn('billing_same_as_contact', 'integer', flagColumn);
      for (const field of CONTACT_FIELDS) contact = contact.addColumn(`billing_${field}`, 'text');
      await contact.execute();

      await db.schema
        .createTable('company_partner')
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('partner_company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addPrimaryKeyConstraint('company_partner_pk', ['company_id', 'partner_company_id'])
        .execute();

      await db.schema
        .createTable('role')
        .addColumn('id', 'integer', (c) => c.primaryKey())
        .addColumn('name', 'text', (c) => c.notNull().unique())
        .addColumn('description', 'text', (c) => c.notNull())
        .execute();
      await db.schema
        .createTable('permission')
        .addColumn('name', 'text', (c) => c.primaryKey())
        .execute();
      await db.schema
        .createTable('role_permission')
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id').onDelete('cascade'))
        .addColumn('permission', 'text', (c) => c.notNull().references('permission.name').onDelete('cascade'))
        .addPrimaryKeyConstraint('role_permission_pk', ['role_id', 'permission'])
        .execute();

      await withId(db.schema.createTable('app_user'), dialect)
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
        .addColumn('login', 'text', (c) => c.notNull().unique())
        .addColumn('first_name', 'text', (c) => c.notNull())
        .addColumn('last_name', 'text', (c) => c.notNull())
        .addColumn('middle_name', 'text')
        .addColumn('email', 'text', (c) => c.notNull())
        .addColumn('phone', 'text')
        .addColumn('title', 'text')
        .addColumn('password_hash', 'text', (c) => c.notNull())
        .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
        .addColumn('user_type', 'text', (c) => c.notNull())
        .addColumn('status', 'integer', (c) => c.notNull().defaultTo(1))
        .addColumn('force_change_password', 'integer', flagColumn)
        .addColumn('is_first_time', 'integer', flagColumn)
        .addColumn('policy_accepted', 'integer')
        .addColumn('auto_subscription', 'integer', flagColumn)
        .addColumn('sell_sheet_access', 'integer', flagColumn)
        .addColumn('has_subscriber_view', 'integer', flagColumn)
        .addColumn('is_temporary', 'integer', flagColumn)
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();
      await db.schema.createIndex('app_user_company_idx').on('app_user').column('company_id').execute();
      await db.schema
        .createIndex('app_user_lower_last_name_idx')
        .on('app_user')
        .expression(sql`lower(last_name)`)
        .execute();

      await db.schema
        .createTable('user_company')
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id').onDelete('cascade'))
        .addPrimaryKeyConstraint('user_company_pk', ['user_id', 'company_id'])
        .execute();

      await withId(db.schema.createTable('user_session'), dialect)
        .addColumn('token_hash', 'text', (c) => c.notNull().unique())
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('company_id', 'integer', (c) => c.notNull().references('company.id'))
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('last_seen_time', 'text', (c) => c.notNull())
        .addColumn('ip', 'text')
        .execute();
      await db.schema.createIndex('user_session_user_idx').on('user_session').column('user_id').execute();

      await db.schema
        .createTable('user_preference')
        .addColumn('user_id', 'integer', (c) => c.primaryKey().references('app_user.id').onDelete('cascade'))
        .addColumn('preference', 'text', (c) => c.notNull())
        .addColumn('modified_time', 'text', (c) => c.notNull())
        .execute();

      await withId(db.schema.createTable('password_reset'), dialect)
        .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id').onDelete('cascade'))
        .addColumn('secret_hash', 'text', (c) => c.notNull())
        .addColumn('created_time', 'text', (c) => c.notNull())
        .addColumn('expires_time', 'text', (c) => c.notNull())
        .addColumn('used_time', 'text')
        .execute();
      await db.schema.createIndex('password_reset_user_idx').on('password_reset').column('user_id').execute();

      await db.schema
        .createTable('login_attempt')
        .addColumn('login', 'text', (c) => c.primaryKey())
        .addColumn('failures', 'integer', (c) => c.notNull())
        .addColumn('first_failure_time', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .execute();
    },
  };
}
