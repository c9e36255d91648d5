import type { ExpressionBuilder, UpdateObject } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';
import type { ListenerColumn } from './listener.js';

type Annotation = Pick<UpdateObject<Database, 'received_item'>, ListenerColumn>;

/**
 * An update of the columns the listeners keep on copies (follow-up, match counts, the matching run's claims,
 * change counts, what a backfill fills), never of a copy's key, document or state: those change only as the
 * core stores, withdraws or synchronises copies. The caller narrows it to its rows.
 */
export function annotateCopies(
  db: Db,
  set: Annotation | ((eb: ExpressionBuilder<Database, 'received_item'>) => Annotation),
) {
  return db.updateTable('received_item').set(set);
}
