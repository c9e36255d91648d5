import { z } from 'zod';
import { buildAs2Message } from '../as2/as2-message.js';
import type { As2Identity } from '../as2/identity.js';
import { readMdn } from '../as2/mdn.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { inTransaction } from '../db/transaction.js';
import type { JobHandler } from '../jobs/worker.js';
import { otherSendRunning, queueSendJob, UNSENT_STATES } from './outbound-queue.js';
import { poolIdentity } from './pool-identity.js';

/** How long a partner may take to take one message and answer its MDN. */
const SEND_TIMEOUT_MS = 30_000;

/** Messages read, sent and written back at a time: their outcomes are written in one transaction. */
const BATCH = 100;

/** The largest MDN read: one is a few kilobytes. */
const MDN_MAX_BYTES = 1024 * 1024;

/** When another worker is already sending to the partner, this job's follow-up comes this much later. */
const FOLLOW_UP_MS = 5_000;

const sendPayload = z.object({ partnerId: z.number().int() });

type Post = (url: string, init: RequestInit) => Promise<Response>;

interface Partner {
  id: number;
  as2_id: string;
  url: string;
  certificate_pem: string;
}

interface Queued {
  id: number;
  instance_id: string;
  xml: string;
  as2_message_id: string | null;
}

/** A message's outcome: the partner took it, or refused it (a negative MDN: sending again changes nothing). */
type Outcome = { id: number; as2MessageId: string; time: string } & ({ sent: true } | { sent: false; refusal: string });

/** Why a message did not get through this time (no answer, an HTTP error, an MDN that proves nothing). */
class SendFailure extends Error {}

/**
 * Sends a partner pool its queued messages over AS2, oldest first (by id), each answered by the partner's
 * signed synchronous MDN: a positive one whose MIC matches marks the message sent; a negative one marks it
 * `mdn-error` with the partner's disposition, and the job goes on. No answer, an HTTP error or an MDN whose
 * signature does not verify stops the job there, so the partner sees the messages in order; the job is
 * retried with the queue's back-off, each message under the AS2 Message-ID it had the first time (the
 * partner drops a repeat and answers its MDN again). At its last attempt the messages left are marked
 * failed, and the partner's next send job takes them first.
 */
export function networkSendJobHandler(
  context: { db: Db; config: Pick<Config, 'as2Id' | 'as2Files'> },
  post: Post = fetch,
): JobHandler {
  const { db, config } = context;
  return async (payload, { job }) => {
    const { partnerId } = sendPayload.parse(payload);
    const partner = await db
      .selectFrom('network_partner')
      .select(['id', 'as2_id', 'url', 'certificate_pem'])
      .where('id', '=', partnerId)
      .where('enabled', '=', 1)
      .executeTakeFirst();
    // Deleted or disabled since: its messages wait for a profile that serves their GLNs.
    if (!partner) return { sent: 0 };
    if (await otherSendRunning(db, job.id, partnerId)) {
      await queueSendJob(db, partnerId, { runAt: new Date(Date.now() + FOLLOW_UP_MS) });
      return { sent: 0, deferred: true };
    }
    const own = await poolIdentity(db, config);
    const lastAttempt = job.attempts >= job.max_attempts;
    let sent = 0;
    let refused = 0;
    for (;;) {
      const batch = await db
        .selectFrom('gdsn_message')
        .select(['id', 'instance_id', 'xml', 'as2_message_id'])
        .where('transport_partner_id', '=', partnerId)
        .where('status', '=', 'queued')
        .where('transport_status', 'in', UNSENT_STATES)
        .orderBy('id')
        .limit(BATCH)
        .execute();
      if (!batch.length) break;
      const outcomes: Outcome[] = [];
      let failure: { message: Queued; as2MessageId: string; error: string } | null = null;
      for (const message of batch) {
        const as2MessageId = message.as2_message_id ?? as2MessageIdOf(message, own.as2Id);
        try {
          outcomes.push(await sendOne(post, own, partner, message, as2MessageId));
        } catch (error) {
          if (!(error instanceof SendFailure)) throw error;
          failure = { message, as2MessageId, error: error.message };
          break;
        }
      }
      await recordOutcomes(db, outcomes);
      sent += outcomes.filter((o) => o.sent).length;
      refused += outcomes.filter((o) => !o.sent).length;
      if (failure) {
        await recordFailure(db, partnerId, failure, lastAttempt);
        throw new Error(`AS2 send to ${partner.as2_id} failed at message ${failure.message.id}: ${failure.error}`);
      }
    }
    return { sent, refused };
  };
}

/**
 * The message's AS2 Message-ID, made from what identifies it, so every attempt carries the same one without
 * a write before the first: the partner tells a repeat by it.
 */
export function as2MessageIdOf(message: { id: number; instance_id: string }, as2Id: string): string {
  const left = `${message.instance_id}.${message.id}`.replace(/[^A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]/g, '-');
  const domain = as2Id.replace(/[^A-Za-z0-9.-]/g, '-').replace(/^[.-]+|[.-]+$/g, '') || 'as2';
  return `<${left}@${domain}>`;
}

async function sendOne(
  post: Post,
  own: As2Identity,
  partner: Partner,
  message: Queued,
  as2MessageId: string,
): Promise<Outcome> {
  const outbound = await buildAs2Message({
    from: own,
    toAs2Id: partner.as2_id,
    toCertificatePem: partner.certificate_pem,
    payload: Buffer.from(message.xml, 'utf8'),
    contentType: 'application/xml',
    fileName: `${message.instance_id}.xml`,
    messageId: as2MessageId,
  });
  let response: Response;
  try {
    response = await post(partner.url, {
      method: 'POST',
      headers: outbound.headers,
      body: new Uint8Array(outbound.body),
      // A redirect is not followed: the profile names the one address the partner's messages go to.
      redirect: 'manual',
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    throw new SendFailure(`The partner could not be reached: ${cause || String(error)}`.slice(0, 1000));
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SendFailure(`The partner answered HTTP ${response.status}.`);
  }
  if (Number(response.headers.get('content-length') ?? 0) > MDN_MAX_BYTES) {
    await response.body?.cancel();
    throw new SendFailure('The partner answered more than an MDN.');
  }
  const mdn = await readMdn({
    headers: Object.fromEntries(response.headers.entries()),
    body: Buffer.from(await response.arrayBuffer()),
    partnerCertificatePem: partner.certificate_pem,
    sentMic: outbound.mic,
  });
  // An MDN only the partner could have signed, about this message, is the proof of delivery; anything less is
  // no answer, and the message goes again (the partner answers a repeat with its MDN again).
  if (!mdn.signatureValid) throw new SendFailure(`The MDN is not signed by the partner. ${mdn.failure ?? ''}`.trim());
  if (mdn.originalMessageId !== null && mdn.originalMessageId !== as2MessageId) {
    throw new SendFailure(`The MDN answers another message (${mdn.originalMessageId}).`);
  }
  const time = nowIso();
  if (!mdn.processed) {
    return {
      id: message.id,
      as2MessageId,
      time,
      sent: false,
      refusal: `The partner refused it: ${mdn.failure ?? mdn.disposition}`,
    };
  }
  if (!mdn.micMatches) {
    return {
      id: message.id,
      as2MessageId,
      time,
      sent: false,
      refusal: 'The MDN’s MIC is not the one of what was sent.',
    };
  }
  return { id: message.id, as2MessageId, time, sent: true };
}

async function recordOutcomes(db: Db, outcomes: readonly Outcome[]): Promise<void> {
  if (!outcomes.length) return;
  await inTransaction(db, async (trx) => {
    for (const outcome of outcomes) {
      await trx
        .updateTable('gdsn_message')
        .set((eb) => ({
          status: outcome.sent ? 'sent' : 'failed',
          error: outcome.sent ? null : outcome.refusal,
          processed_time: outcome.time,
          transport_status: outcome.sent ? 'sent' : 'mdn-error',
          transport_error: outcome.sent ? null : outcome.refusal,
          as2_message_id: outcome.as2MessageId,
          transport_attempts: eb('transport_attempts', '+', 1),
          transport_time: outcome.time,
          mdn_time: outcome.time,
        }))
        .where('id', '=', outcome.id)
        .execute();
    }
  });
}

/**
 * The attempt that failed, written on its message; at the job's last attempt that message and every one
 * queued after it are marked failed, to be taken first by the partner's next send job.
 */
async function recordFailure(
  db: Db,
  partnerId: number,
  failure: { message: Queued; as2MessageId: string; error: string },
  lastAttempt: boolean,
): Promise<void> {
  const time = nowIso();
  await inTransaction(db, async (trx) => {
    await trx
      .updateTable('gdsn_message')
      .set((eb) => ({
        as2_message_id: failure.as2MessageId,
        transport_attempts: eb('transport_attempts', '+', 1),
        transport_error: failure.error,
        transport_time: time,
      }))
      .where('id', '=', failure.message.id)
      .execute();
    if (!lastAttempt) return;
    await trx
      .updateTable('gdsn_message')
      .set({ transport_status: 'failed', transport_error: failure.error })
      .where('transport_partner_id', '=', partnerId)
      .where('status', '=', 'queued')
      .where('transport_status', '=', 'sending')
      .where('id', '>=', failure.message.id)
      .execute();
  });
}
