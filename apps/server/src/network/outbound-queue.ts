import type { Db } from '../db/database.js';
import type { GdsnMessageType } from '../db/schema/gdsn-message.js';
import { nowIso } from '../db/time.js';
import { NETWORK_SEND_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';

/**
 * A send job's attempts before it gives up: with the queue's back-off (2^n s) the tenth comes some 17 minutes
 * after the first, so a partner restarting, or down for a few minutes, loses nothing. Past that the messages
 * are marked failed and go out with the partner's next send job (a new message, a saved profile, a start).
 */
export const NETWORK_SEND_MAX_ATTEMPTS = 10;

/** Ids per statement when a delivery batch's messages are handed over at once. */
const IDS_PER_QUERY = 500;

/** What goes to the Global Registry rather than to a partner pool. */
const REGISTRY_TYPES: readonly GdsnMessageType[] = ['RCI', 'CIS'];

/** The send states a partner's job (re)sends: handed over, or given up on by an earlier job. */
export const UNSENT_STATES = ['sending', 'failed'] as const;

/**
 * Hands stored `out` messages to the transport, in the caller's transaction: each one whose receiver GLN an
 * enabled partner pool serves is marked for that partner, and the partner's send job is queued. A message no
 * partner serves stays queued as it is, until a partner profile naming its GLN is saved.
 */
export async function queueNetworkMessages(db: Db, messageIds: readonly number[]): Promise<void> {
  const partners = new Set<number>();
  for (let i = 0; i < messageIds.length; i += IDS_PER_QUERY) {
    const routed = await db
      .selectFrom('gdsn_message as m')
      .innerJoin('network_partner_gln as g', 'g.gln', 'm.receiver_gln')
      .innerJoin('network_partner as p', 'p.id', 'g.partner_id')
      .select(['m.id', 'p.id as partnerId'])
      .where('m.id', 'in', messageIds.slice(i, i + IDS_PER_QUERY))
      .where('m.direction', '=', 'out')
      .where('m.status', '=', 'queued')
      .where('p.enabled', '=', 1)
      .execute();
    const byPartner = new Map<number, number[]>();
    for (const { id, partnerId } of routed) {
      const ids = byPartner.get(partnerId);
      if (ids) ids.push(id);
      else byPartner.set(partnerId, [id]);
    }
    for (const [partnerId, ids] of byPartner) {
      await db
        .updateTable('gdsn_message')
        .set({ transport_partner_id: partnerId, transport_status: 'sending', transport_error: null })
        .where('id', 'in', ids)
        .execute();
      partners.add(partnerId);
    }
  }
  for (const partnerId of partners) await queueSendJob(db, partnerId);
}

/**
 * Hands the partner every queued message to the GLNs it serves (today's queue, messages that waited for a
 * profile, those an earlier job gave up on or that another partner served before) and queues its send job
 * to run now: a saved profile, and each start, drain what waited. A disabled partner gets nothing.
 */
export async function queuePartnerBacklog(db: Db, partnerId: number): Promise<number> {
  const partner = await db
    .selectFrom('network_partner')
    .select('enabled')
    .where('id', '=', partnerId)
    .executeTakeFirst();
  if (!partner?.enabled) return 0;
  const { numUpdatedRows } = await db
    .updateTable('gdsn_message')
    .set({ transport_partner_id: partnerId, transport_status: 'sending', transport_error: null })
    .where('status', '=', 'queued')
    .where('direction', '=', 'out')
    .where('message_type', 'not in', REGISTRY_TYPES)
    .where('receiver_gln', 'in', (eb) =>
      eb.selectFrom('network_partner_gln').select('gln').where('partner_id', '=', partnerId),
    )
    .executeTakeFirst();
  const handed = Number(numUpdatedRows);
  if (handed > 0) await queueSendJob(db, partnerId, { now: true });
  return handed;
}

/** At start: every enabled partner's backlog (`queuePartnerBacklog`). */
export async function queueNetworkBacklog(db: Db): Promise<void> {
  const partners = await db.selectFrom('network_partner').select('id').where('enabled', '=', 1).execute();
  for (const { id } of partners) await queuePartnerBacklog(db, id);
}

const sendPayload = (partnerId: number) => JSON.stringify({ partnerId });

/**
 * One send job per partner waits at a time: it sends everything the partner has queued when it runs, so a
 * second would only find the queue empty (or, run beside the first, race it). `now` brings a waiting job's
 * back-off to an end: the profile was just saved, perhaps with the address that makes it work.
 */
export async function queueSendJob(db: Db, partnerId: number, options: { now?: boolean; runAt?: Date } = {}) {
  const waiting = await db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'queued')
    .where('type', '=', NETWORK_SEND_JOB)
    .where('payload', '=', sendPayload(partnerId))
    .executeTakeFirst();
  if (!waiting) {
    await enqueueJob(
      db,
      NETWORK_SEND_JOB,
      { partnerId },
      { maxAttempts: NETWORK_SEND_MAX_ATTEMPTS, runAt: options.runAt },
    );
    return;
  }
  if (options.now) {
    await db
      .updateTable('job')
      .set({ run_at: nowIso(), modified_time: nowIso() })
      .where('id', '=', waiting.id)
      .execute();
  }
}

/** Whether another worker is sending to this partner now (its job running, its lock alive). */
export async function otherSendRunning(db: Db, jobId: number, partnerId: number): Promise<boolean> {
  const running = await db
    .selectFrom('job')
    .select('id')
    .where('status', '=', 'running')
    .where('type', '=', NETWORK_SEND_JOB)
    .where('payload', '=', sendPayload(partnerId))
    .where('id', '!=', jobId)
    .where('locked_until', '>', nowIso())
    .executeTakeFirst();
  return running !== undefined;
}
