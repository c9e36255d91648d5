import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Database } from '../db/schema/index.js';

type Eb = ExpressionBuilder<Database & { r: Database['received_item'] }, 'r'>;

/**
 * A notification filter code (1 Follow-Up, 2 Changed, 3 Exceptions) as a condition on a copy aliased `r`:
 * the data quality item list and the global search filter by the same codes.
 */
export const NOTIFICATION_CONDITIONS: Record<1 | 2 | 3, (eb: Eb) => Expression<SqlBool>> = {
  1: (eb) => eb('r.on_hold', '=', 1),
  2: (eb) => eb('r.changed', '=', 1),
  3: (eb) => eb('r.exception_count', '>', 0),
};
