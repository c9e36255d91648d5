import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { claimNextJob, enqueueJob, findJob } from './queue.js';
import { createWorker } from './worker.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const silent = { warn() {}, error() {}, info() {} } as never;

describe('durable job queue', () => {
  it('runs a job to done with its result and progress', async () => {
    const id = await enqueueJob(t.context.db, 'test.sum', { a: 2, b: 3 });
    const worker = createWorker({
      handle: t.context.handle,
      log: silent,
      handlers: {
        'test.sum': async (payload, { progress }) => {
          await progress(50);
          const { a, b } = payload as { a: number; b: number };
          return { sum: a + b };
        },
      },
    });
    expect(await worker.drain()).toBe(1);
    const job = await findJob(t.context.db, id);
    expect(job).toMatchObject({ status: 'done', progress: 100, attempts: 1, result: JSON.stringify({ sum: 5 }) });
  });

  it('retries a failing job with back-off and keeps the last error once attempts run out', async () => {
    const id = await enqueueJob(t.context.db, 'test.boom', {}, { maxAttempts: 2 });
    const worker = createWorker({
      handle: t.context.handle,
      log: silent,
      handlers: { 'test.boom': async () => Promise.reject(new Error('boom')) },
    });
    await worker.runOnce();
    let job = await findJob(t.context.db, id);
    expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: 'boom' });
    expect(Date.parse(job!.run_at)).toBeGreaterThan(Date.now());

    await t.context.db
      .updateTable('job')
      .set({ run_at: new Date(0).toISOString() })
      .where('id', '=', id)
      .execute();
    await worker.runOnce();
    job = await findJob(t.context.db, id);
    expect(job).toMatchObject({ status: 'failed', attempts: 2, last_error: 'boom' });
  });

  it('survives a crash: a running job whose lock lapsed is taken up again', async () => {
    const id = await enqueueJob(t.context.db, 'test.resume', { n: 1 });
    // A worker claims it and dies without finishing (a process restart).
    const claimed = await claimNextJob(t.context.handle, 'dead-worker', 1);
    expect(claimed?.id).toBe(id);
    await new Promise((resolve) => setTimeout(resolve, 5));

    let ran = 0;
    const worker = createWorker({
      handle: t.context.handle,
      log: silent,
      handlers: { 'test.resume': async () => ++ran },
    });
    expect(await worker.drain()).toBe(1);
    expect(ran).toBe(1);
    expect(await findJob(t.context.db, id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('never hands one job to two claimers at once', async () => {
    const ids = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => enqueueJob(t.context.db, 'test.claim', { n })));
    const claims = await Promise.all(ids.map((_, i) => claimNextJob(t.context.handle, `w${i}`, 60_000)));
    const claimedIds = claims.map((c) => c?.id).filter((id) => id !== undefined);
    expect(new Set(claimedIds).size).toBe(claimedIds.length);
    expect(claimedIds.sort()).toEqual(ids.sort());
  });
});

describe('a worker draining for a stop', () => {
  it('hands an unfinished job back to the queue after the grace period, and its late outcome is not kept', async () => {
    const id = await enqueueJob(t.context.db, 'test.slow', {});
    let finish: () => void = () => {};
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = createWorker({
      handle: t.context.handle,
      log: silent,
      pollMs: 10,
      handlers: {
        'test.slow': async () => {
          started();
          await new Promise<void>((resolve) => (finish = resolve));
          return 'late';
        },
      },
    });
    worker.start();
    await running;
    await worker.stop(20);
    // Back in the queue at once, the interrupted run not counted as an attempt.
    expect(await findJob(t.context.db, id)).toMatchObject({ status: 'queued', attempts: 0, locked_by: null });

    // Another node takes it; the first handler finishing late must not mark it done under that node.
    const other = await claimNextJob(t.context.handle, 'other-node', 60_000);
    expect(other?.id).toBe(id);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await findJob(t.context.db, id)).toMatchObject({ status: 'running', locked_by: 'other-node' });
  });

  it('waits for a job that finishes within the grace period', async () => {
    const id = await enqueueJob(t.context.db, 'test.quick', {});
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const worker = createWorker({
      handle: t.context.handle,
      log: silent,
      pollMs: 10,
      handlers: {
        'test.quick': async () => {
          started();
          await new Promise((resolve) => setTimeout(resolve, 30));
          return 'done in time';
        },
      },
    });
    worker.start();
    await running;
    await worker.stop(5_000);
    expect(await findJob(t.context.db, id)).toMatchObject({ status: 'done', result: JSON.stringify('done in time') });
  });
});
