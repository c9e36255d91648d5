import { CATALOG_STATUS, REGISTRY_STATE, type UserType } from '@tradepool/domain';
import type { Db } from '../database.js';
import { addSubscription, publishItems } from '../../features/publication/service.js';
import { backdateCopies } from '../../received-copies/backdate-copies.js';
import { demoCopies } from './demo-copies.js';
import { demoCic, demoPrincipal, glnOf } from './seed-demo-publications.js';

/** How much of Greenfield's catalog goes to Harbor East: whole hierarchies and single items. */
const HIERARCHIES = 2;
const SINGLES = 10;
/** Of the singles, the ones Harbor East has synchronised. */
const SYNCHRONISED = 4;
/** Greenfield's supply began before Northwind's latest publications: its items sort after them. */
const SUPPLIED_DAYS_AGO = 45;
const DAY_MS = 86_400_000;

/**
 * Greenfield Provisions supplies Harbor East as well, so the buyer's score card and global search compare two
 * publishers: Harbor East subscribes to Greenfield's GLN (the subscription service), Greenfield registers two
 * of its hierarchies and ten single Validated items and publishes them (the publication service delivers the CINs
 * now), and Harbor East synchronises four of them (CICs through the CIC service). It runs after Harbor East's
 * item master was made from Northwind's items: Greenfield is a new supplier, none of its items matched yet.
 */
export async function seedDemoGreenfieldSupply(db: Db, companyId: (key: string) => number): Promise<void> {
  const admin = await db
    .selectFrom('app_user')
    .select(['id', 'login', 'user_type'])
    .where('login', '=', 'pubsub.admin')
    .executeTakeFirstOrThrow();
  const greenfield = {
    companyId: companyId('pubsub'),
    userId: admin.id,
    login: admin.login,
    userType: admin.user_type as UserType,
  };
  const eastCompanyId = companyId('subscriber');
  const eastGln = glnOf('subscriber');
  const children = db.selectFrom('catalog_item_link').select('child_id');
  const tops = await db
    .selectFrom('catalog_item')
    .select(['id', 'gtin', 'target_market', 'info_provider_gln', 'child_count'])
    .where('company_id', '=', greenfield.companyId)
    .where('deleted', '=', 0)
    .where('status', '=', CATALOG_STATUS.validated)
    .where('id', 'not in', children)
    .orderBy('id')
    .execute();
  const hierarchies = tops.filter((t) => t.child_count > 0).slice(0, HIERARCHIES);
  const singles = tops.filter((t) => t.child_count === 0).slice(0, SINGLES);
  const chosen = [...hierarchies, ...singles].map((t) => t.id);
  const levels = new Set(chosen);
  for (let below = chosen; below.length;) {
    const links = await db.selectFrom('catalog_item_link').select('child_id').where('parent_id', 'in', below).execute();
    below = links.map((l) => l.child_id);
    for (const id of below) levels.add(id);
  }
  // Published items were registered first, as Northwind's were (the seeding's validation made them Validated).
  await db
    .updateTable('catalog_item')
    .set({ reg_status: REGISTRY_STATE.registered })
    .where('id', 'in', [...levels])
    .execute();
  await addSubscription(db, eastCompanyId, { subscriberGln: eastGln, publisherGln: glnOf('pubsub') }, null, null);
  const result = await publishItems(
    db,
    demoPrincipal(greenfield, 'PUB_SUB_ADMIN'),
    { catalogItemId: chosen, gln: [eastGln], load: true },
    { deliver: 'now', copies: demoCopies },
  );
  if (result.error_count)
    throw new Error(`demo publication failed: ${JSON.stringify(result.results.find((r) => !r.success))}`);
  for (const item of singles.slice(0, SYNCHRONISED)) {
    await demoCic(db, item, { gln: eastGln, companyId: eastCompanyId }, 'SYNCHRONISED');
  }
  const publishedAt = new Date(Date.now() - SUPPLIED_DAYS_AGO * DAY_MS).toISOString();
  const answeredAt = new Date(Date.now() - (SUPPLIED_DAYS_AGO - 1) * DAY_MS).toISOString();
  await db
    .updateTable('publication')
    .set((eb) => ({
      published_time: publishedAt,
      modified_time: answeredAt,
      cic_status_time: eb.case().when('cic_status_time', 'is not', null).then(answeredAt).else(null).end(),
    }))
    .where('company_id', '=', greenfield.companyId)
    .where('subscriber_gln', '=', eastGln)
    .execute();
  await db
    .updateTable('cic_history')
    .set({ created_time: answeredAt })
    .where('subscriber_gln', '=', eastGln)
    .where('catalog_item_id', 'in', [...levels])
    .execute();
  await backdateCopies(db, publishedAt)
    .where('company_id', '=', eastCompanyId)
    .where('info_provider_gln', '=', glnOf('pubsub'))
    .execute();
}
