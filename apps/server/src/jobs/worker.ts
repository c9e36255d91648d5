import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from '../db/database.js';
import { nextTurn } from './in-turns.js';
import { claimNextJob, completeJob, extendLock, failJob, releaseJob, type JobRow } from './queue.js';

export interface JobContext {
  job: JobRow;
  /** Reports progress (0–100) and keeps the job's lock alive. */
  progress(percent: number): Promise<void>;
}

export type JobHandler = (payload: unknown, context: JobContext) => Promise<unknown>;

export interface Worker {
  start(): void;
  /**
   * Takes no more jobs and waits for the running one; past `graceMs` it releases that job to the queue for
   * another worker and answers (the process is about to exit, so the handler's remaining work is dropped).
   */
  stop(graceMs?: number): Promise<void>;
  /** Runs one due job if there is one; tells whether it did. */
  runOnce(): Promise<boolean>;
  /** Runs due jobs until none is left (tests, and a graceful catch-up). */
  drain(): Promise<number>;
}

export function createWorker(options: {
  handle: DatabaseHandle;
  handlers: Record<string, JobHandler>;
  log: FastifyBaseLogger;
  pollMs?: number;
  lockMs?: number;
}): Worker {
  const { handle, handlers, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const lockMs = options.lockMs ?? 60_000;
  const workerId = `worker-${process.pid}-${randomBytes(3).toString('hex')}`;
  let running = false;
  let loop: Promise<void> | null = null;
  let wake: (() => void) | null = null;
  let current: JobRow | null = null;

  async function runOnce(): Promise<boolean> {
    const job = await claimNextJob(handle, workerId, lockMs);
    if (!job) return false;
    current = job;
    const handler = handlers[job.type];
    // A lock kept alive while the handler runs, so a long job is not taken over by another worker.
    const heartbeat = setInterval(() => void extendLock(handle.db, job.id, workerId, lockMs), lockMs / 3);
    try {
      if (!handler) throw new Error(`no handler for job type ${job.type}`);
      const result = await handler(JSON.parse(job.payload), {
        job,
        progress: (percent) => extendLock(handle.db, job.id, workerId, lockMs, percent),
      });
      await completeJob(handle.db, job.id, workerId, result);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.warn({ jobId: job.id, type: job.type, attempt: job.attempts, err: message }, 'job failed');
      await failJob(handle.db, job, workerId, message);
    } finally {
      clearInterval(heartbeat);
      current = null;
    }
    // On SQLite a queue of many jobs would otherwise run back to back without the loop ever turning.
    await nextTurn();
    return true;
  }

  async function drain(): Promise<number> {
    let count = 0;
    while (await runOnce()) count++;
    return count;
  }

  return {
    runOnce,
    drain,
    start() {
      if (running) return;
      running = true;
      loop = (async () => {
        while (running) {
          try {
            if (await runOnce()) continue;
          } catch (error) {
            log.error({ err: error }, 'job worker loop error');
          }
          await new Promise<void>((resolve) => {
            const timer = setTimeout(resolve, pollMs);
            wake = () => {
              clearTimeout(timer);
              resolve();
            };
          });
          wake = null;
        }
      })();
    },
    async stop(graceMs = Infinity) {
      running = false;
      wake?.();
      if (!loop) return;
      let timer: NodeJS.Timeout | undefined;
      const late = await Promise.race([
        loop.then(() => false),
        new Promise<boolean>((resolve) => {
          if (Number.isFinite(graceMs)) timer = setTimeout(() => resolve(true), graceMs);
        }),
      ]);
      clearTimeout(timer);
      const unfinished = current;
      if (late && unfinished) {
        log.warn({ jobId: unfinished.id, type: unfinished.type }, 'job released unfinished for another worker');
        await releaseJob(handle.db, unfinished.id, workerId);
      }
    },
  };
}
