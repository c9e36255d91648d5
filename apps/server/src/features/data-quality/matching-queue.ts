import type { MatchingRun } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import { enqueueJob } from '../../jobs/queue.js';
import { MATCHING_JOB } from '../../jobs/job-names.js';

/**
 * Asks for a matching run of a buyer's company. A run rescores whatever is marked dirty when it starts, so
 * one run already waiting covers every later ask: a delivery of 100 batches queues one run, not 100.
 */
export async function queueMatching(db: Db, companyId: number): Promise<number> {
  const waiting = await db
    .selectFrom('job')
    .select('id')
    .where('type', '=', MATCHING_JOB)
    .where('company_id', '=', companyId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  if (waiting) return waiting.id;
  return enqueueJob(db, MATCHING_JOB, { companyId }, { companyId });
}

/** `GET dms/matching`: the company's latest matching run, and where it stands. */
export async function matchingStatus(db: Db, companyId: number): Promise<MatchingRun> {
  const job = await db
    .selectFrom('job')
    .select(['id', 'status', 'progress', 'modified_time'])
    .where('type', '=', MATCHING_JOB)
    .where('company_id', '=', companyId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!job) return { jobId: null, status: 'none', progress: 0, lastRunTime: null };
  return { jobId: job.id, status: job.status, progress: job.progress, lastRunTime: job.modified_time };
}

/** `POST dms/matching`: every item of both sides rescored on the next run (the buyer asked for it). */
export async function rematchAll(db: Db, companyId: number): Promise<MatchingRun> {
  await db.updateTable('subscriber_item').set({ match_dirty: 1 }).where('company_id', '=', companyId).execute();
  await queueMatching(db, companyId);
  return matchingStatus(db, companyId);
}
