import type { Db } from '../../db/database.js';

/** The companies of this pool holding these GLNs, by GLN: what another pool's message may not speak for. */
export async function localCompanies(db: Db, glns: readonly string[]): Promise<Map<string, number>> {
  if (!glns.length) return new Map();
  const rows = await db
    .selectFrom('company_gln')
    .select(['gln', 'company_id'])
    .where('gln', 'in', [...new Set(glns)])
    .execute();
  return new Map(rows.map((row) => [row.gln, row.company_id]));
}
