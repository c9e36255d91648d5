import type { Db } from '../../db/database.js';
import { companyLabel } from './subscribers.js';

/** The publisher's own GLNs: an item is not published to its own company. */
export async function publisherGlns(db: Db, companyId: number): Promise<string[]> {
  const rows = await db.selectFrom('company_gln').select('gln').where('company_id', '=', companyId).execute();
  return rows.map((r) => r.gln);
}

export async function publisherName(db: Db, companyId: number): Promise<string> {
  const row = await db
    .selectFrom('company')
    .select(['name', 'bu_name'])
    .where('id', '=', companyId)
    .executeTakeFirstOrThrow();
  return companyLabel(row.name, row.bu_name);
}
