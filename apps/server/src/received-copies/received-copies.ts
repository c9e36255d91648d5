import type { Db } from '../db/database.js';
import { confirmCopies, synchroniseCopies, type AnsweredCopies, type ConfirmedCopies } from './follow-cic.js';
import type { CopiesListener } from './listener.js';
import { storeCopies, type DeliveredCopy } from './store-copies.js';
import { withdrawCopies, type WithdrawnHierarchy } from './withdraw-copies.js';

/**
 * The one writer of the buyers' received copies (`received_item`): what publication delivers, withdraws and
 * hears of a CIC goes through it, and the features that keep something of the copies listen, in the same
 * transaction.
 */
export interface ReceivedCopies {
  store(db: Db, copies: readonly DeliveredCopy[], time: string): Promise<void>;
  withdraw(db: Db, hierarchy: WithdrawnHierarchy, time: string): Promise<void>;
  synchronise(db: Db, copies: AnsweredCopies): Promise<void>;
  /** The buyer's own CIC on copies from a publisher in another data pool. */
  confirm(db: Db, copies: ConfirmedCopies): Promise<void>;
  /** Fills, listener after listener, what a buyer's copies received before a listener existed lack. */
  complete(db: Db, companyId: number): Promise<void>;
}

export function receivedCopies(listeners: readonly CopiesListener[]): ReceivedCopies {
  return {
    store: (db, copies, time) => storeCopies(db, listeners, copies, time),
    withdraw: (db, hierarchy, time) => withdrawCopies(db, listeners, hierarchy, time),
    synchronise: (db, copies) => synchroniseCopies(db, listeners, copies),
    confirm: (db, copies) => confirmCopies(db, listeners, copies),
    async complete(db, companyId) {
      for (const listener of listeners) await listener.complete?.(db, companyId);
    },
  };
}
