import { CATALOG_STATUS, validateTradeItem } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/time.js';
import { enqueueJob } from '../../jobs/queue.js';
import { hasCode } from '../metadata/service.js';
import { childrenOf } from './repo.js';
import { parseAttributes } from './visible-item.js';

/** The job that runs the GDSN rules over Ready items (status 2): payload `{ itemIds }` or `{ uploadId }`. */
export const VALIDATION_JOB = 'catalog.validate';

export type ValidationJob = { itemIds: number[] } | { uploadId: number };

/** Items one transaction validates: the errors and statuses of a batch are written together. */
const BATCH = 500;

export async function enqueueValidation(db: Db, companyId: number, job: ValidationJob): Promise<void> {
  await enqueueJob(db, VALIDATION_JOB, job, { companyId });
}

/**
 * Runs the GDSN rules over these Ready items and writes the outcome: Validated (5) or Failed (9), with the
 * errors kept per item (replacing the last run's). An item saved again meanwhile (its version moved on, or
 * it is no longer Ready) is left for the validation its own save asked for. Answers the counts.
 */
export async function validateItems(
  db: Db,
  ids: readonly number[],
  today = new Date(),
): Promise<{ validated: number; failed: number }> {
  let validated = 0;
  let failed = 0;
  for (let start = 0; start < ids.length; start += BATCH) {
    // better-sqlite3 answers synchronously, so without this turn of the event loop a 100,000-item run
    // would hold every HTTP request for its whole length (seconds).
    await new Promise((resolve) => setImmediate(resolve));
    const batch = ids.slice(start, start + BATCH);
    const items = await db
      .selectFrom('catalog_item')
      .select(['id', 'company_id', 'attributes', 'version', 'upload_row'])
      .where('id', 'in', batch)
      .where('status', '=', CATALOG_STATUS.ready)
      .where('deleted', '=', 0)
      .execute();
    if (items.length === 0) continue;
    const children = await childrenOf(
      db,
      items.map((i) => i.id),
    );
    const now = nowIso();
    const outcomes = items.map((item) => {
      const failures = validateTradeItem(
        {
          attributes: parseAttributes(item.attributes),
          children: children
            .filter((c) => c.parent_id === item.id)
            .map((c) => ({ attributes: parseAttributes(c.attributes), quantity: c.quantity })),
        },
        { today, hasCode },
      );
      return { item, failures };
    });
    await db.transaction().execute(async (trx) => {
      await trx
        .deleteFrom('catalog_item_error')
        .where(
          'catalog_item_id',
          'in',
          items.map((i) => i.id),
        )
        .where('source', '=', 'validation')
        .execute();
      const errors = outcomes.flatMap(({ item, failures }) =>
        failures.map((f) => ({
          company_id: item.company_id,
          catalog_item_id: item.id,
          source: 'validation' as const,
          rule_id: String(f.ruleId),
          attribute: f.attribute,
          message: f.message,
          row_number: item.upload_row ?? null,
          created_time: now,
        })),
      );
      for (let i = 0; i < errors.length; i += 500) {
        await trx
          .insertInto('catalog_item_error')
          .values(errors.slice(i, i + 500))
          .execute();
      }
      for (const status of [CATALOG_STATUS.validated, CATALOG_STATUS.failed]) {
        const group = outcomes.filter((o) => (o.failures.length === 0) === (status === CATALOG_STATUS.validated));
        // One statement per status and version keeps a batch to a few round trips.
        const byVersion = new Map<number, number[]>();
        for (const { item } of group) byVersion.set(item.version, [...(byVersion.get(item.version) ?? []), item.id]);
        for (const [version, groupIds] of byVersion) {
          const result = await trx
            .updateTable('catalog_item')
            .set({ status })
            .where('id', 'in', groupIds)
            .where('version', '=', version)
            .where('status', '=', CATALOG_STATUS.ready)
            .executeTakeFirst();
          const changed = Number(result.numUpdatedRows);
          if (status === CATALOG_STATUS.validated) validated += changed;
          else failed += changed;
        }
      }
    });
  }
  return { validated, failed };
}

/** The Ready items an upload wrote, in id order (what its validation job works through). */
export async function readyItemsOfUpload(db: Db, uploadId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('catalog_item')
    .select('id')
    .where('upload_id', '=', uploadId)
    .where('status', '=', CATALOG_STATUS.ready)
    .where('deleted', '=', 0)
    .orderBy('id')
    .execute();
  return rows.map((r) => r.id);
}
