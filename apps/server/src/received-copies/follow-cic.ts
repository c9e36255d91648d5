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

/** A buyer's copies its own CIC answered, whose publisher is in another data pool: no publication holds their state. */
export interface ConfirmedCopies {
  companyId: number;
  copyIds: readonly number[];
  state: string;
}

/**
 * The buyer's CIC state on copies from another data pool, kept on the copies themselves (the triggers of
 * migration 0013 follow a publication, which only a publisher in this pool has); a SYNCHRONISED is a
 * synchronisation as for any copy.
 */
export async function confirmCopies(
  db: Db,
  listeners: readonly CopiesListener[],
  copies: ConfirmedCopies,
): Promise<void> {
  if (!copies.copyIds.length) return;
  const synchronised = copies.state === 'SYNCHRONISED';
  await db
    .updateTable('received_item')
    .set(
      Object.assign(
        { cic_status: copies.state },
        ...(synchronised ? [{ synced_once: 1 }, ...listeners.map((l) => l.synchronising)] : []),
      ),
    )
    .where('company_id', '=', copies.companyId)
    .where('publisher_company_id', 'is', null)
    .where('id', 'in', copies.copyIds)
    .execute();
}
