import type { Db } from '../db/database.js';
import { readsOf, type CopiesListener, type CopyRow } from './listener.js';
import { lockCopiesOf } from './lock-copies.js';

/** The copies a CIHW withdraws from a buyer: every level its subscriber GLN received of the hierarchy. */
export interface WithdrawnHierarchy {
  companyId: number;
  subscriberGln: string;
  rootGtin: string;
  infoProviderGln: string;
  targetMarket: string;
}

/** Withdraws a hierarchy's copies; the listeners hear of those live until now. */
export async function withdrawCopies(
  db: Db,
  listeners: readonly CopiesListener[],
  hierarchy: WithdrawnHierarchy,
  time: string,
): Promise<void> {
  const copies = {
    subscriber_gln: hierarchy.subscriberGln,
    root_gtin: hierarchy.rootGtin,
    info_provider_gln: hierarchy.infoProviderGln,
    target_market: hierarchy.targetMarket,
  };
  await lockCopiesOf(db, [hierarchy.companyId]);
  const live = (await db
    .selectFrom('received_item')
    .select(['id', ...readsOf(listeners)])
    .where((eb) => eb.and(copies))
    .where('withdrawn', '=', 0)
    .execute()) as CopyRow[];
  await db
    .updateTable('received_item')
    .set(Object.assign({ withdrawn: 1, modified_time: time }, ...listeners.map((l) => l.withdrawing)))
    .where((eb) => eb.and(copies))
    .execute();
  for (const listener of listeners) {
    await listener.withdrawn?.(db, { companyId: hierarchy.companyId, withdrawn: live });
  }
}
