import { sql, type Expression, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { gpcBrickLineage, type GpcBrickLineage } from './gpc-classification.js';

/** Rows per statement: 4 parameters each, well within both databases' limits. */
const ROWS_PER_STATEMENT = 500;

const sameLineage = (row: { class_code: string; family_code: string; segment_code: string }, line: GpcBrickLineage) =>
  row.class_code === line.class && row.family_code === line.family && row.segment_code === line.segment;

function* slices<T>(list: readonly T[]): Generator<T[]> {
  for (let at = 0; at < list.length; at += ROWS_PER_STATEMENT) yield list.slice(at, at + ROWS_PER_STATEMENT);
}

/**
 * Mirrors the shipped GPC hierarchy into `gpc_brick`, at every start as the roles are: a brick whose place
 * changed is written again, one the hierarchy no longer has is deleted. A database already in step costs one
 * read of 5,000 short rows.
 */
export async function syncGpcBricks(db: Db): Promise<void> {
  const missing = new Map(gpcBrickLineage().map((line) => [line.brick, line]));
  const stale: string[] = [];
  for (const row of await db.selectFrom('gpc_brick').selectAll().execute()) {
    const line = missing.get(row.brick_code);
    if (line && sameLineage(row, line)) missing.delete(row.brick_code);
    else stale.push(row.brick_code);
  }
  if (!stale.length && !missing.size) return;
  await db.transaction().execute(async (trx) => {
    for (const codes of slices(stale)) await trx.deleteFrom('gpc_brick').where('brick_code', 'in', codes).execute();
    for (const lines of slices([...missing.values()])) {
      await trx
        .insertInto('gpc_brick')
        .values(
          lines.map((line) => ({
            brick_code: line.brick,
            class_code: line.class,
            family_code: line.family,
            segment_code: line.segment,
          })),
        )
        .execute();
    }
  });
}

/**
 * Whether the GPC code `subscribed` (a segment, family, class or brick) is the brick `brick` or lies above it:
 * a probe of `gpc_brick` by its key, so a match on GPC stays one indexed query.
 */
export const gpcCovers = (subscribed: Expression<string | null>, brick: Expression<string | null>) =>
  sql<SqlBool>`(${subscribed} = ${brick} or exists (
    select 1 from gpc_brick gb
    where gb.brick_code = ${brick} and ${subscribed} in (gb.class_code, gb.family_code, gb.segment_code)))`;
