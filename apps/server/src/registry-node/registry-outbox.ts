import { z } from 'zod';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { REGISTRY_DELIVER_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';
import type { CertifiedPool } from './registry-config.js';

/**
 * Attempts of one delivery job before it gives up: with the queue's back-off (2^n s) some eight minutes. The
 * messages stay queued and the pool's next delivery (any new message for it) takes them up first.
 */
const DELIVER_MAX_ATTEMPTS = 10;

/** How long a pool may take to answer one message. */
const POST_TIMEOUT_MS = 30_000;

/** The path a pool takes the registry's messages at (the pool's `POST gdsn/registry`). */
export const POOL_REGISTRY_PATH = '/mds/app/gdsn/registry';

export interface OutgoingMessage {
  type: string;
  instanceId: string;
  correlationId: string | null;
  xml: string;
}

/**
 * Keeps messages for a pool, in this order, and queues their delivery, in the caller's transaction: nothing
 * goes out that was not decided. Answers the stored rows' ids.
 */
export async function queueForPool(db: Db, poolGln: string, messages: readonly OutgoingMessage[]): Promise<number[]> {
  if (messages.length === 0) return [];
  const now = nowIso();
  const rows = await db
    .insertInto('registry_message')
    .values(
      messages.map((m) => ({
        direction: 'out' as const,
        pool_gln: poolGln,
        message_type: m.type,
        instance_id: m.instanceId,
        correlation_id: m.correlationId,
        xml: m.xml,
        status: 'queued' as const,
        error: null,
        created_time: now,
        sent_time: null,
      })),
    )
    .returning('id')
    .execute();
  await enqueueJob(db, REGISTRY_DELIVER_JOB, { poolGln }, { maxAttempts: DELIVER_MAX_ATTEMPTS });
  return rows.map((r) => r.id);
}

type Post = (url: string, init: RequestInit) => Promise<Response>;

const payloadSchema = z.object({ poolGln: z.string() });

/**
 * Posts a pool's queued messages oldest first. A pool that does not take one (no answer, or an answer that
 * may change: `REFUSALS`) stops the job there and it is retried with the queue's back-off, so the pool
 * receives them in order; a pool that refuses one will refuse it again, so that one is marked failed with the
 * pool's answer and the next goes on. A job that finds nothing queued (another delivered it) does nothing.
 */
export function registryDeliverJobHandler(db: Db, pools: readonly CertifiedPool[], post: Post = fetch): JobHandler {
  return async (payload) => {
    const { poolGln } = payloadSchema.parse(payload);
    const pool = pools.find((p) => p.gln === poolGln);
    const queued = await db
      .selectFrom('registry_message')
      .select(['id', 'xml'])
      .where('direction', '=', 'out')
      .where('pool_gln', '=', poolGln)
      .where('status', '=', 'queued')
      .orderBy('id')
      .execute();
    if (!pool) {
      // A pool no longer certified gets nothing more.
      if (queued.length) {
        await db
          .updateTable('registry_message')
          .set({ status: 'failed', error: `Pool ${poolGln} is not certified.` })
          .where(
            'id',
            'in',
            queued.map((q) => q.id),
          )
          .execute();
      }
      return { delivered: 0 };
    }
    let delivered = 0;
    for (const message of queued) {
      const outcome = await postOne(post, pool, message.xml);
      await db
        .updateTable('registry_message')
        .set((eb) => ({
          status: outcome.kind === 'sent' ? 'sent' : outcome.kind === 'refused' ? 'failed' : 'queued',
          error: outcome.kind === 'sent' ? null : outcome.error,
          sent_time: outcome.kind === 'sent' ? nowIso() : null,
          attempts: eb('attempts', '+', 1),
        }))
        .where('id', '=', message.id)
        .execute();
      if (outcome.kind === 'retry') throw new Error(`Delivery to pool ${poolGln} failed: ${outcome.error}`);
      if (outcome.kind === 'sent') delivered++;
    }
    return { delivered };
  };
}

/**
 * The answers that say the message itself is wrong. Any other (a pool down, a 401 or 404 while its operator
 * sets the token or the registry's address) may pass later, so the message waits.
 */
const REFUSALS = new Set([400, 413, 415, 422]);

type Outcome = { kind: 'sent' } | { kind: 'refused' | 'retry'; error: string };

async function postOne(post: Post, pool: CertifiedPool, xml: string): Promise<Outcome> {
  try {
    const response = await post(`${pool.url}${POOL_REGISTRY_PATH}`, {
      method: 'POST',
      body: xml,
      redirect: 'manual',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/xml; charset=utf-8', Authorization: `Bearer ${pool.token}` },
    });
    const text = (await response.text()).slice(0, 1000);
    if (response.ok) return { kind: 'sent' };
    const error = `The pool answered HTTP ${response.status}: ${text}`;
    return { kind: REFUSALS.has(response.status) ? 'refused' : 'retry', error };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return { kind: 'retry', error: `The pool could not be reached: ${cause || String(error)}`.slice(0, 1000) };
  }
}
