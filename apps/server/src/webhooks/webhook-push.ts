import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { WEBHOOK_SIGNATURE_HEADER } from '@tradepool/domain';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { WEBHOOK_PUSH_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';

/**
 * A job's attempts at a push before its messages are marked failed: with the queue's back-off (2^n s) the
 * last one comes some four minutes after the first.
 */
export const WEBHOOK_MAX_ATTEMPTS = 8;

/** How long a receiver may take to answer one push. */
const PUSH_TIMEOUT_MS = 10_000;

/** Ids per statement when many messages are announced at once (a delivery batch's CINs). */
const IDS_PER_QUERY = 500;

/** `sha256=<hex>`: the HMAC-SHA256 of the body with the company's secret, as the receiver recomputes it. */
export function webhookSignature(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body, 'utf8').digest('hex')}`;
}

/**
 * Marks the messages addressed to a company with a webhook as due for a push and queues one job per company,
 * in the caller's transaction: the push goes out only if the messages are stored. Messages of companies
 * without a webhook are left as they are (no push due), at the cost of one query.
 */
export async function queueWebhookPushes(db: Db, messageIds: readonly number[]): Promise<void> {
  for (let i = 0; i < messageIds.length; i += IDS_PER_QUERY) {
    const slice = messageIds.slice(i, i + IDS_PER_QUERY);
    const due = await db
      .selectFrom('gdsn_message as m')
      .innerJoin('company_webhook as w', 'w.company_id', 'm.company_id')
      .select(['m.id', 'm.company_id'])
      .where('m.id', 'in', slice)
      .orderBy('m.id')
      .execute();
    if (!due.length) continue;
    await db
      .updateTable('gdsn_message')
      .set({ push_status: 'pending', push_error: null })
      .where(
        'id',
        'in',
        due.map((d) => d.id),
      )
      .execute();
    const byCompany = new Map<number, number[]>();
    for (const d of due) {
      const ids = byCompany.get(d.company_id!);
      if (ids) ids.push(d.id);
      else byCompany.set(d.company_id!, [d.id]);
    }
    for (const [companyId, ids] of byCompany) await pushJob(db, companyId, ids);
  }
}

/** Queues a push of these messages of one company (a first push, or one a user asked for again). */
export async function pushJob(db: Db, companyId: number, messageIds: number[]): Promise<void> {
  await enqueueJob(db, WEBHOOK_PUSH_JOB, { messageIds }, { companyId, maxAttempts: WEBHOOK_MAX_ATTEMPTS });
}

const pushPayload = z.object({ messageIds: z.array(z.number().int()) });

type Push = (url: string, init: RequestInit) => Promise<Response>;

/**
 * POSTs each message still due, oldest first, to its company's webhook as it stands now: the XML as the
 * body, signed. A receiver that fails (not 2xx, or no answer in time) stops the job there, so the receiver
 * sees the messages in order; the job is retried with the queue's back-off and, at its last attempt, pushes
 * every message it can and marks the rest failed. Each attempt is written on the message (attempts, last
 * error and time), where the inbox and the Messages screen show it.
 */
export function webhookPushJobHandler(db: Db, push: Push = fetch): JobHandler {
  return async (payload, { job }) => {
    const { messageIds } = pushPayload.parse(payload);
    const lastAttempt = job.attempts >= job.max_attempts;
    const messages = await db
      .selectFrom('gdsn_message')
      .select(['id', 'company_id', 'message_type', 'instance_id', 'xml', 'push_status'])
      .where('id', 'in', messageIds)
      .where('push_status', 'in', ['pending', 'retrying'])
      .orderBy('id')
      .execute();
    if (!messages.length) return { delivered: 0 };
    const ids = messages.map((m) => m.id);
    // A job carries one company's messages: its webhook as it stands now (removed since: nothing is due).
    const hook = await db
      .selectFrom('company_webhook')
      .select(['url', 'secret'])
      .where('company_id', '=', messages[0]!.company_id!)
      .executeTakeFirst();
    if (!hook) {
      await db.updateTable('gdsn_message').set({ push_status: null }).where('id', 'in', ids).execute();
      return { delivered: 0 };
    }
    let delivered = 0;
    const failures: string[] = [];
    for (const message of messages) {
      const error = await pushOne(push, hook, message, job.attempts);
      await db
        .updateTable('gdsn_message')
        .set((eb) => ({
          push_status: error ? (lastAttempt ? 'failed' : 'retrying') : 'delivered',
          push_error: error,
          push_time: nowIso(),
          push_attempts: eb('push_attempts', '+', 1),
        }))
        .where('id', '=', message.id)
        .execute();
      if (!error) {
        delivered++;
        continue;
      }
      failures.push(`message ${message.id}: ${error}`);
      if (!lastAttempt) break;
    }
    if (failures.length) throw new Error(`Webhook push failed: ${failures.join('; ')}`.slice(0, 2000));
    return { delivered };
  };
}

/** One POST; the error in words, or null when the receiver took it. */
async function pushOne(
  push: Push,
  hook: { url: string; secret: string },
  message: { id: number; message_type: string; instance_id: string; xml: string },
  attempt: number,
): Promise<string | null> {
  try {
    const response = await push(hook.url, {
      method: 'POST',
      body: message.xml,
      // A redirect is not followed: the company named the one address its messages may go to.
      redirect: 'manual',
      signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
      headers: {
        'Content-Type': 'application/xml; charset=utf-8',
        [WEBHOOK_SIGNATURE_HEADER]: webhookSignature(hook.secret, message.xml),
        'X-Tradepool-Message-Id': String(message.id),
        'X-Tradepool-Message-Type': message.message_type,
        'X-Tradepool-Instance-Id': message.instance_id,
        'X-Tradepool-Attempt': String(attempt),
      },
    });
    await response.body?.cancel();
    return response.ok ? null : `The receiver answered HTTP ${response.status}.`;
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return `The receiver could not be reached: ${cause || String(error)}`.slice(0, 1000);
  }
}
