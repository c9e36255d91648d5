import type { OperandValueExpressionOrList } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';
import type { CopiesListener } from './listener.js';

/** A buyer's copies a CIC answered: those its subscriber GLN received of these publisher items. */
export interface AnsweredCopies {
  companyId: number;
  subscriberGln: string;
  sourceItemIds: OperandValueExpressionOrList<Database, 'received_item', 'source_item_id'>;
}

/** The buyer synchronised the items as they are now: the copies have a sync history (and the listeners reset theirs). */
export async function synchroniseCopies(
  db: Db,
  listeners: readonly CopiesListener[],
  copies: AnsweredCopies,
): Promise<void> {
  await db
    .updateTable('received_item')
    .set(Object.assign({ synced_once: 1 }, ...listeners.map((l) => l.synchronising)))
    .where('company_id', '=', copies.companyId)
    .where('subscriber_gln', '=', copies.subscriberGln)
    .where('source_item_id', 'in', copies.sourceItemIds)
    .execute();
}
