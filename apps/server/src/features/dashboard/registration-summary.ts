import type { RegistrationSummary } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { companyScope, type CompanyScope } from '../../http/scope.js';
import type { Principal } from '../../security/sessions.js';
import { totals } from '../registration/service.js';

type ItemFlag = 'published' | 'has_allergens' | 'has_marketing' | 'has_nutrients';

/** Active items in scope, or those with a flag set: each a count over the flag's index, not a pass over the rows. */
async function countItems(db: Db, scope: CompanyScope, flag?: ItemFlag): Promise<number> {
  let query = db.selectFrom('catalog_item as c').where('c.deleted', '=', 0);
  if (!scope.all) query = query.where('c.company_id', '=', scope.companyId);
  if (flag) query = query.where(`c.${flag}`, '=', 1);
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Active publications per CIC state, from the tally the publication triggers keep (migration 0011). */
async function publicationsByCic(db: Db, scope: CompanyScope): Promise<Map<string, number>> {
  let query = db.selectFrom('publication_tally as p');
  if (!scope.all) query = query.where('p.company_id', '=', scope.companyId);
  const rows = await query
    .groupBy('p.cic_status')
    .select((eb) => ['p.cic_status', eb.fn.sum<number>('p.n').as('n')])
    .execute();
  return new Map(rows.map((row) => [row.cic_status, Number(row.n)]));
}

/**
 * The latest thing that happened to the caller's catalog: an item saved or deleted, a publication made or
 * withdrawn, a CIC received. Each is the newest entry of an index, read apart.
 */
async function lastActivity(db: Db, scope: CompanyScope): Promise<string | null> {
  const owner = scope.all ? null : scope.companyId;
  const items = (deleted: 0 | 1) => {
    let query = db.selectFrom('catalog_item').where('deleted', '=', deleted);
    if (owner !== null) query = query.where('company_id', '=', owner);
    return query.select((eb) => eb.fn.max(deleted ? 'action_time' : 'modified_time').as('time')).executeTakeFirst();
  };
  const publications = (withdrawn: boolean) => {
    let query = db.selectFrom('publication');
    if (withdrawn) query = query.where('active', '=', 0);
    if (owner !== null) query = query.where('company_id', '=', owner);
    return query
      .select((eb) => eb.fn.max(withdrawn ? 'modified_time' : 'published_time').as('time'))
      .executeTakeFirst();
  };
  let cics = db.selectFrom('cic_history');
  if (owner !== null) cics = cics.where('company_id', '=', owner);
  const latest = await Promise.all([
    items(0),
    items(1),
    publications(false),
    publications(true),
    cics.select((eb) => eb.fn.max('created_time').as('time')).executeTakeFirst(),
  ]);
  const times = latest.flatMap((row) => (row?.time ? [String(row.time)] : []));
  return times.length ? times.sort().at(-1)! : null;
}

/**
 * `GET catalogs/registrationSummary` (spec point 3): the caller's catalog counted as the lists its numbers
 * open count it: items and their flags as the catalog's filters, registered and failed as the registration
 * list's totals, and the CIC states as the subscriber summary (publications, summed over the subscribers).
 */
export async function registrationSummary(db: Db, principal: Principal): Promise<RegistrationSummary> {
  const scope = companyScope(principal);
  const [catalogItemCount, publishedCount, allergensCount, imagesMarketingCount, nutritionalsCount] = await Promise.all(
    [
      countItems(db, scope),
      countItems(db, scope, 'published'),
      countItems(db, scope, 'has_allergens'),
      countItems(db, scope, 'has_marketing'),
      countItems(db, scope, 'has_nutrients'),
    ],
  );
  const [registration, cic, last] = await Promise.all([
    totals(db, principal),
    publicationsByCic(db, scope),
    lastActivity(db, scope),
  ]);
  return {
    catalogItemCount,
    registrationCount: registration.registered,
    failedCount: registration.rejected,
    publishedCount,
    acceptedCount: cic.get('RECEIVED') ?? 0,
    reviewCount: cic.get('REVIEW') ?? 0,
    rejectedCount: cic.get('REJECTED') ?? 0,
    syncronizedCount: cic.get('SYNCHRONISED') ?? 0,
    allergensCount,
    imagesMarketingCount,
    nutritionalsCount,
    lastActivity: last,
  };
}
