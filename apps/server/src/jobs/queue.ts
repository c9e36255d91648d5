import type { Selectable, SelectQueryBuilder } from 'kysely';
import type { DatabaseHandle, Db } from '../db/database.js';
import type { Database } from '../db/schema/index.js';
import type { JobTable } from '../db/schema/job.js';
import { nowIso } from '../db/time.js';

export type JobRow = Selectable<JobTable>;

export interface EnqueueOptions {
  companyId?: number | null;
  runAt?: Date;
  maxAttempts?: number;
}

export async function enqueueJob(
  db: Db,
  type: string,
  payload: unknown,
  options: EnqueueOptions = {},
): Promise<number> {
  const now = nowIso();
  const { id } = await db
    .insertInto('job')
    .values({
      type,
      company_id: options.companyId ?? null,
      payload: JSON.stringify(payload),
      status: 'queued',
      attempts: 0,
      max_attempts: options.maxAttempts ?? 3,
      run_at: (options.runAt ?? new Date()).toISOString(),
      locked_by: null,
      locked_until: null,
      progress: 0,
      last_error: null,
      result: null,
      created_time: now,
      modified_time: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/**
 * Takes a running job whose lock has lapsed (its worker died: that is how jobs survive a restart), else the
 * next due one. PostgreSQL skips rows other workers hold; SQLite has a single writer anyway. Two statements,
 * each read in the order of `job_claim_idx` (status, run_at): one condition OR-ing both made the database
 * sort every queued job at each claim, which with thousands queued cost milliseconds a job.
 */
export async function claimNextJob(handle: DatabaseHandle, workerId: string, lockMs: number): Promise<JobRow | null> {
  const now = nowIso();
  const lapsed = await claimFirst(handle, workerId, lockMs, now, (query) =>
    query.where('status', '=', 'running').where('locked_until', '<', now),
  );
  return (
    lapsed ??
    (await claimFirst(handle, workerId, lockMs, now, (query) =>
      query.where('status', '=', 'queued').where('run_at', '<=', now),
    ))
  );
}

type JobQuery = SelectQueryBuilder<Database, 'job', { id: number }>;

async function claimFirst(
  handle: DatabaseHandle,
  workerId: string,
  lockMs: number,
  now: string,
  due: (query: JobQuery) => JobQuery,
): Promise<JobRow | null> {
  const next = due(handle.db.selectFrom('job').select('id'))
    .orderBy('run_at')
    .orderBy('id')
    .limit(1)
    .$if(handle.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked());
  const claimed = await handle.db
    .updateTable('job')
    .set((eb) => ({
      status: 'running',
      locked_by: workerId,
      locked_until: new Date(Date.now() + lockMs).toISOString(),
      attempts: eb('attempts', '+', 1),
      modified_time: now,
    }))
    .where('id', '=', (eb) => eb.selectFrom(next.as('next')).select('next.id'))
    .returningAll()
    .executeTakeFirst();
  return claimed ?? null;
}

export async function extendLock(
  db: Db,
  id: number,
  workerId: string,
  lockMs: number,
  progress?: number,
): Promise<void> {
  await db
    .updateTable('job')
    .set({
      locked_until: new Date(Date.now() + lockMs).toISOString(),
      modified_time: nowIso(),
      ...(progress === undefined ? {} : { progress: Math.max(0, Math.min(100, Math.round(progress))) }),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * The finishing writes hold only while the worker still owns the job: one whose lock lapsed or that a
 * draining node released may be running on another node by now, and that node's outcome is the one kept.
 */
export async function completeJob(db: Db, id: number, workerId: string, result: unknown): Promise<void> {
  await db
    .updateTable('job')
    .set({
      status: 'done',
      progress: 100,
      result: result === undefined ? null : JSON.stringify(result),
      locked_by: null,
      locked_until: null,
      modified_time: nowIso(),
    })
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .execute();
}

/** Retries with exponential back-off until max_attempts, then the job stays failed with its last error. */
export async function failJob(db: Db, job: JobRow, workerId: string, error: string): Promise<void> {
  const retry = job.attempts < job.max_attempts;
  await db
    .updateTable('job')
    .set({
      status: retry ? 'queued' : 'failed',
      run_at: retry ? new Date(Date.now() + 2 ** job.attempts * 1000).toISOString() : job.run_at,
      last_error: error.slice(0, 2000),
      locked_by: null,
      locked_until: null,
      modified_time: nowIso(),
    })
    .where('id', '=', job.id)
    .where('locked_by', '=', workerId)
    .execute();
}

/**
 * Hands a running job back to the queue at once (a node draining for a stop whose job did not finish in
 * time): another worker takes it now rather than when the lock would lapse, and the interrupted run does
 * not count as a failed attempt. Handlers are written to be run again (docs/SCALING.md).
 */
export async function releaseJob(db: Db, id: number, workerId: string): Promise<void> {
  await db
    .updateTable('job')
    .set((eb) => ({
      status: 'queued',
      attempts: eb('attempts', '-', 1),
      run_at: nowIso(),
      locked_by: null,
      locked_until: null,
      modified_time: nowIso(),
    }))
    .where('id', '=', id)
    .where('locked_by', '=', workerId)
    .where('status', '=', 'running')
    .execute();
}

export async function findJob(db: Db, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('job').selectAll().where('id', '=', id).executeTakeFirst();
}
