import type { Db } from '../../db/database.js';

/** The publisher's own GLNs: an item is not published to its own company. */
export async function publisherGlns(db: Db, companyId: number): Promise<string[]> {
  const rows = await db.selectFrom('company_gln').select('gln').where('company_id', '=', companyId).execute();
  return rows.map((r) => r.gln);
}

export { companyName as publisherName } from '../../parties/party-names.js';
