import type { Db } from '../db/database.js';

/** The demo's history: a buyer's copies of one publisher's items received at `time` (the seeding backdates them). */
export async function backdateCopies(
  db: Db,
  copies: { companyId: number; infoProviderGln: string },
  time: string,
): Promise<void> {
  await db
    .updateTable('received_item')
    .set({ received_time: time, modified_time: time })
    .where('company_id', '=', copies.companyId)
    .where('info_provider_gln', '=', copies.infoProviderGln)
    .execute();
}
