import type { Expression } from 'kysely';
import type { Db } from '../db/database.js';

/**
 * The demo's history: copies received earlier than the seeding delivered them (when their publication was
 * made, as the seeding dates it). The caller narrows it to its copies.
 */
export function backdateCopies(db: Db, time: string | Expression<string>) {
  return db.updateTable('received_item').set({ received_time: time, modified_time: time });
}
