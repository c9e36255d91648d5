import { SERVER_ERRORS } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { badRequest } from '../../errors.js';

/** A subscriber subscribes for itself: the subscriber GLN must be one of the caller's current company. */
export async function assertOwnGln(db: Db, companyId: number, gln: string): Promise<void> {
  const row = await db
    .selectFrom('company_gln')
    .select('id')
    .where('company_id', '=', companyId)
    .where('gln', '=', gln)
    .executeTakeFirst();
  if (!row) throw badRequest(SERVER_ERRORS.subscriptionNotYours(gln));
}
