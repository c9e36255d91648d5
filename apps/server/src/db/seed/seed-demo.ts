import { roleByName, SUPPORT_COMPANY_ID } from '@tradepool/domain';
import type { Db } from '../database.js';
import { nowIso } from '../time.js';
import { hashPassword } from '../../security/passwords.js';
import { seedDemoCatalog } from './seed-demo-catalog.js';
import { seedDemoGreenfieldSupply } from './seed-demo-greenfield.js';
import { seedDemoItemMaster } from './seed-demo-item-master.js';
import { seedDemoOmsTransactions } from './seed-demo-oms-transactions.js';
import {
  DEMO_COMPANIES,
  DEMO_MANUFACTURERS,
  DEMO_PASSWORD,
  DEMO_SUBSCRIBER_PROFILE,
  DEMO_USERS,
  type DemoCompany,
  type DemoUser,
} from './demo-data.js';
import { MERCATO_COMPANIES, MERCATO_USERS } from './demo-data-mercato.js';
import { seedMercatoItemMaster } from './seed-mercato-item-master.js';
import type { DemoDataSet } from '../../config.js';

const DATA_SETS: Record<DemoDataSet, { companies: DemoCompany[]; users: DemoUser[] }> = {
  tradepool: { companies: DEMO_COMPANIES, users: DEMO_USERS },
  mercato: { companies: MERCATO_COMPANIES, users: MERCATO_USERS },
};

/**
 * Seeds the demo companies and users once, on an empty database, and (unless told not to) the demo catalog
 * (for Mercato, its buyer's item master). Returns whether it seeded.
 */
export async function seedDemoData(
  db: Db,
  options: { catalog: boolean; set?: DemoDataSet } = { catalog: true },
): Promise<boolean> {
  const existing = await db.selectFrom('company').select('id').limit(1).executeTakeFirst();
  if (existing) return false;

  const set = options.set ?? 'tradepool';
  const { companies, users } = DATA_SETS[set];
  const hashes = await Promise.all(users.map(() => hashPassword(DEMO_PASSWORD)));
  const now = nowIso();
  await db.transaction().execute(async (trx) => {
    const companyIds = new Map<string, number>();
    for (const c of companies) {
      const { id } = await trx
        .insertInto('company')
        .values({
          name: c.name,
          bu_name: c.buName,
          bu_type: null,
          type: null,
          status: 1,
          is_gdsn: c.isGdsn,
          industry_segment: c.industrySegment,
          company_url: null,
          role_pub: c.rolePub,
          role_sub: c.roleSub,
          integ_inbound_flat_file: 0,
          integ_inbound_spread_sheet: c.integrations.integ_inbound_spread_sheet ?? 0,
          integ_inbound_pub_limited: 0,
          integ_inbound_pub: 0,
          integ_inbound_xml: c.integrations.integ_inbound_xml ?? 0,
          integ_outbound_xml: c.integrations.integ_outbound_xml ?? 0,
          integ_outbound_ws: 0,
          integ_outbound_flat_file: 0,
          integ_outbound_spread_sheet: 0,
          integ_partner_bp: 0,
          integ_partner_oms: c.integrations.integ_partner_oms ?? 0,
          is_oms_only: c.integrations.is_oms_only ?? 0,
          output_profile: c.roleSub ? JSON.stringify(DEMO_SUBSCRIBER_PROFILE.outputProfile) : null,
          match_criteria: c.roleSub ? JSON.stringify(DEMO_SUBSCRIBER_PROFILE.matchCriteria) : null,
          created_time: now,
          modified_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      companyIds.set(c.key, id);
      await trx
        .insertInto('company_gln')
        .values(c.glns.map((gln, position) => ({ company_id: id, gln, position })))
        .execute();
      const k = c.contact;
      await trx
        .insertInto('company_contact')
        .values({
          company_id: id,
          first_name: k.firstName,
          middle_name: null,
          last_name: k.lastName,
          title: null,
          email: k.email,
          phone: k.phone,
          fax: null,
          address1: null,
          address2: null,
          city: k.city,
          county: null,
          zip: k.zip,
          state: k.state,
          country: 'USA',
          billing_same_as_contact: 1,
          billing_first_name: k.firstName,
          billing_middle_name: null,
          billing_last_name: k.lastName,
          billing_title: null,
          billing_email: k.email,
          billing_phone: k.phone,
          billing_fax: null,
          billing_address1: null,
          billing_address2: null,
          billing_city: k.city,
          billing_county: null,
          billing_zip: k.zip,
          billing_state: k.state,
          billing_country: 'USA',
        })
        .execute();
    }
    if (companyIds.get('support') !== SUPPORT_COMPANY_ID) {
      throw new Error('the support company must be company 1; seed only an empty database');
    }
    const companyId = (key: string) => {
      const id = companyIds.get(key);
      if (id === undefined) throw new Error(`demo company ${key} is not defined`);
      return id;
    };
    for (const [index, u] of users.entries()) {
      const { id } = await trx
        .insertInto('app_user')
        .values({
          company_id: companyId(u.company),
          login: u.login,
          first_name: u.firstName,
          last_name: u.lastName,
          middle_name: null,
          email: `${u.login}@tradepool.example`,
          phone: null,
          title: null,
          password_hash: hashes[index]!,
          role_id: roleByName(u.role).id,
          user_type: u.userType,
          status: 1,
          force_change_password: 0,
          is_first_time: u.isFirstTime,
          policy_accepted: u.policyAccepted,
          auto_subscription: 0,
          sell_sheet_access: 0,
          has_subscriber_view: u.role.startsWith('SUB') || u.role.startsWith('PUB_SUB') ? 1 : 0,
          is_temporary: 0,
          created_time: now,
          modified_time: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      for (const extra of u.extraCompanies ?? []) {
        await trx
          .insertInto('user_company')
          .values({ user_id: id, company_id: companyId(extra) })
          .execute();
      }
    }
    if (set === 'mercato') {
      if (options.catalog) await seedMercatoItemMaster(trx, companyId('subscriber'));
      return;
    }
    await seedTradepoolRelations(trx, companyId, now);
    if (options.catalog) {
      await seedDemoCatalog(trx, companyId);
      await seedDemoItemMaster(trx, companyId('subscriber'));
      await seedDemoOmsTransactions(trx, companyId('subscriber'));
      await seedDemoGreenfieldSupply(trx, companyId);
    }
  });
  return true;
}

/** The Tradepool demo's partners and the food-service buyer's manufacturers. */
async function seedTradepoolRelations(trx: Db, companyId: (key: string) => number, now: string): Promise<void> {
  await trx
    .insertInto('company_partner')
    .values([
      { company_id: companyId('publisher'), partner_company_id: companyId('subscriber'), created_time: now },
      { company_id: companyId('subscriber'), partner_company_id: companyId('publisher'), created_time: now },
      { company_id: companyId('pubsub'), partner_company_id: companyId('subscriber'), created_time: now },
    ])
    .execute();
  await trx
    .insertInto('manufacturer')
    .values(
      DEMO_MANUFACTURERS.map((m) => ({
        company_id: companyId('subscriber'),
        manufacturer_name: m.name,
        info_provider_gln: m.infoProviderGln,
        contact_name: m.contactName,
        email: m.email,
        contact_number: m.contactNumber,
        comments: m.comments,
        confirmed: m.confirmed,
        match_criteria: null,
        output_profile: null,
        created_time: now,
        modified_time: now,
      })),
    )
    .execute();
}
