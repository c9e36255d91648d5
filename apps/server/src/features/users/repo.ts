import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';

export function findUserWithRole(db: Db, userId: number) {
  return db
    .selectFrom('app_user as u')
    .innerJoin('role as r', 'r.id', 'u.role_id')
    .selectAll('u')
    .select(['r.name as role_name', 'r.description as role_description'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

/** The user's home company plus the extra ones granted in user_company, each with its first GLN. */
export function listUserCompanies(db: Db, userId: number) {
  return db
    .selectFrom('company as c')
    .leftJoin('company_gln as g', (join) => join.onRef('g.company_id', '=', 'c.id').on('g.position', '=', 0))
    .select(['c.id as companyId', 'c.name', 'c.bu_name as buName', 'c.integ_outbound_xml', 'g.gln', 'g.id as glnId'])
    .where((eb) =>
      eb.or([
        eb('c.id', '=', eb.selectFrom('app_user').select('company_id').where('id', '=', userId)),
        eb('c.id', 'in', eb.selectFrom('user_company').select('company_id').where('user_id', '=', userId)),
      ]),
    )
    .orderBy('c.name')
    .orderBy('c.id')
    .execute();
}

export async function readPreference(db: Db, userId: number): Promise<string | null> {
  const row = await db
    .selectFrom('user_preference')
    .select('preference')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.preference ?? null;
}

export async function writePreference(db: Db, userId: number, preference: string): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('user_preference')
    .values({ user_id: userId, preference, modified_time: now })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ preference, modified_time: now }))
    .execute();
}
