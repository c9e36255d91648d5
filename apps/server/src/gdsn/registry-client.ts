import { randomUUID } from 'node:crypto';
import { GLOBAL_REGISTRY_GLN } from '@tradepool/domain';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { isPostgres } from '../db/dialect.js';
import { nowIso } from '../db/time.js';
import { GLOBAL_REGISTRY_SEND_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';
import type { JobHandler } from '../jobs/worker.js';
import type { GlobalRegistry } from './global-registry.js';
import type { RegistryAnswerReceiver } from './local-registry-jobs.js';
import { buildCirr } from './messages/cirr.js';
import { buildCis, parseCis } from './messages/cis.js';
import { buildGs1Response, parseGs1Response } from './messages/gs1-response.js';
import { parseRci } from './messages/rci.js';
import { GdsnMessageError } from './messages/xml-tree.js';
import { poolGln } from './pool-gln.js';

/**
 * Attempts of one send job: with the queue's back-off (2^n s) some eight minutes. What it could not send
 * stays queued, and the next send job (the next message, or the next start) takes it up first.
 */
const SEND_MAX_ATTEMPTS = 10;

const POST_TIMEOUT_MS = 30_000;

/** The registry's answers that say the message itself is wrong; any other may pass later, so it waits. */
const REFUSALS = new Set([400, 413, 415, 422]);

/** Why a message the registry refused came back without a GS1Response we could read. */
export const REGISTRY_REFUSED = 'GR-REFUSED';

/**
 * Queues `gdsn_message` rows for the Global Registry's process, in this order, in the caller's transaction,
 * with the job that posts them.
 */
export async function queueForRegistry(db: Db, messageIds: readonly number[]): Promise<void> {
  if (messageIds.length === 0) return;
  const now = nowIso();
  await db
    .insertInto('registry_outbox')
    .values(
      messageIds.map((id) => ({
        message_id: id,
        status: 'queued' as const,
        error: null,
        created_time: now,
        sent_time: null,
      })),
    )
    .execute();
  await enqueueJob(db, GLOBAL_REGISTRY_SEND_JOB, {}, { maxAttempts: SEND_MAX_ATTEMPTS });
}

type Post = (url: string, init: RequestInit) => Promise<Response>;

export interface RemoteRegistry extends GlobalRegistry {
  /**
   * The job that posts what is queued: RCIs, BPRs and CISs, oldest first. A message the registry refuses
   * (400, with a GS1Response) is failed: a refused RCI's items through `receive`, as the registry's own
   * rejection would be; a registry that does not answer, or answers what may change (a 5xx, a 401 while
   * the tokens are being set), stops the job there, to be retried with the queue's back-off.
   */
  sendJobHandler(db: Db, receive: RegistryAnswerReceiver, post?: Post): JobHandler;
}

/**
 * A Global Registry of its own process (`npm run registry`), reached over HTTP with a bearer token: the RCIs
 * handed over are queued in the caller's transaction and posted by the send job.
 */
export function remoteRegistry(url: string, token: string): RemoteRegistry {
  return {
    async submit(db, messages) {
      if (messages.length === 0) return;
      const rows = await db
        .selectFrom('gdsn_message')
        .select('id')
        .where('message_type', '=', 'RCI')
        .where('direction', '=', 'out')
        .where(
          'instance_id',
          'in',
          messages.map((m) => m.instanceId),
        )
        .orderBy('id')
        .execute();
      await queueForRegistry(
        db,
        rows.map((r) => r.id),
      );
    },
    sendJobHandler:
      (db, receive, post = fetch) =>
      () =>
        asOnlySender(db, async () => {
          const due = await db
            .selectFrom('registry_outbox as o')
            .innerJoin('gdsn_message as m', 'm.id', 'o.message_id')
            .select(['o.id', 'o.message_id', 'm.message_type', 'm.instance_id', 'm.correlation_id', 'm.xml'])
            .where('o.status', '=', 'queued')
            .orderBy('o.id')
            .execute();
          let sent = 0;
          for (const message of due) {
            const outcome = await postOne(post, url, token, message.xml);
            const now = nowIso();
            if (outcome.kind === 'retry') {
              await db
                .updateTable('registry_outbox')
                .set((eb) => ({ attempts: eb('attempts', '+', 1), error: outcome.error }))
                .where('id', '=', message.id)
                .execute();
              throw new Error(`Sending to the Global Registry failed: ${outcome.error}`);
            }
            const error = outcome.kind === 'refused' ? refusalText(outcome.body, outcome.status) : null;
            await db.transaction().execute(async (trx) => {
              const sentOk = outcome.kind === 'sent';
              await trx
                .updateTable('registry_outbox')
                .set((eb) => ({
                  status: sentOk ? 'sent' : 'refused',
                  attempts: eb('attempts', '+', 1),
                  error,
                  sent_time: sentOk ? now : null,
                }))
                .where('id', '=', message.id)
                .execute();
              // The message, and for a CIS the subscriber's own it carries on (its correlation).
              const carried = message.message_type === 'CIS' ? message.correlation_id : null;
              const rows = trx
                .updateTable('gdsn_message')
                .where((eb) =>
                  eb.or([
                    eb('id', '=', message.message_id),
                    ...(carried
                      ? [
                          eb.and([
                            eb('instance_id', '=', carried),
                            eb('message_type', '=', 'CIS'),
                            eb('direction', '=', 'out'),
                          ]),
                        ]
                      : []),
                  ]),
                );
              if (error === null) {
                await rows.set({ status: 'sent', processed_time: now }).where('status', '=', 'queued').execute();
                return;
              }
              // A refused RCI's items are failed as a rejection (below), which settles the RCI itself.
              if (message.message_type !== 'RCI')
                await rows.set({ status: 'failed', error, processed_time: now }).execute();
              if (message.message_type === 'BPR') {
                await trx
                  .updateTable('registry_party_registration')
                  .set({ status: 'refused', error, modified_time: now })
                  .where('instance_id', '=', message.instance_id)
                  .execute();
              }
            });
            // The registration feature's receiving is a transaction of its own.
            if (message.message_type === 'RCI' && outcome.kind === 'refused') {
              await receive(db, [refusedRciAnswer(message, outcome.body, error!)]);
            }
            if (outcome.kind === 'sent') sent++;
          }
          return { sent };
        }),
  };
}

/** The advisory lock class of the sender to the registry (an arbitrary number, unique in this code base). */
const SEND_LOCK = 18_002;

/**
 * Runs `send` as the pool's only sender to the registry: on PostgreSQL several worker nodes may each hold a
 * send job, and two would post the same messages out of order. The lock is a session's, held on one
 * connection while the posts run on others (as the boot's is); a job that finds it taken fails, to be
 * retried, since the running sender may have read its list before this job's messages were queued.
 */
async function asOnlySender<T>(db: Db, send: () => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return send();
  return db.connection().execute(async (session) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${SEND_LOCK}, 0) as locked`.execute(
      session,
    );
    if (!rows[0]?.locked) throw new Error('Another node is sending to the Global Registry: this job follows it.');
    try {
      return await send();
    } finally {
      await sql`select pg_advisory_unlock(${SEND_LOCK}, 0)`.execute(session);
    }
  });
}

type Outcome = { kind: 'sent' } | { kind: 'refused'; status: number; body: string } | { kind: 'retry'; error: string };

async function postOne(post: Post, url: string, token: string, xml: string): Promise<Outcome> {
  try {
    const response = await post(`${url}/registry/messages`, {
      method: 'POST',
      body: xml,
      redirect: 'manual',
      signal: AbortSignal.timeout(POST_TIMEOUT_MS),
      headers: { 'Content-Type': 'application/xml; charset=utf-8', Authorization: `Bearer ${token}` },
    });
    const body = await response.text();
    if (response.ok) return { kind: 'sent' };
    if (REFUSALS.has(response.status)) return { kind: 'refused', status: response.status, body };
    return { kind: 'retry', error: `The registry answered HTTP ${response.status}: ${body.slice(0, 500)}` };
  } catch (error) {
    const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : '';
    return { kind: 'retry', error: `The registry could not be reached: ${cause || String(error)}`.slice(0, 1000) };
  }
}

/** The registry's reasons in words, from its GS1Response, else its status. */
function refusalText(body: string, status: number): string {
  try {
    const response = parseGs1Response(body);
    const errors = [...response.messageErrors, ...response.transactions.flatMap((t) => t.errors)];
    if (errors.length)
      return errors
        .map((e) => `${e.code}: ${e.description}`)
        .join('\n')
        .slice(0, 4000);
  } catch (error) {
    if (!(error instanceof GdsnMessageError)) throw error;
  }
  return `${REGISTRY_REFUSED}: the Global Registry refused the message (HTTP ${status}).`;
}

/**
 * A refused RCI as the registry's rejection of each of its items: a CIRR rejecting them, from the registry to
 * this pool, with the registry's GS1Response (or one saying what it answered, when its body is none for this
 * RCI), for the registration feature to fail the items as it does a rejection.
 */
function refusedRciAnswer(
  message: { instance_id: string; xml: string },
  body: string,
  error: string,
): { cirrXml: string; gs1ResponseXml: string } {
  const rci = parseRci(message.xml);
  const now = new Date();
  const header = {
    senderGln: GLOBAL_REGISTRY_GLN,
    receiverGln: poolGln(),
    createdAt: now,
    correlationId: rci.instanceId,
  };
  let gs1ResponseXml: string;
  try {
    gs1ResponseXml = parseGs1Response(body).correlationId === rci.instanceId ? body : '';
  } catch {
    gs1ResponseXml = '';
  }
  gs1ResponseXml ||= buildGs1Response({
    ...header,
    instanceId: `GS1R-${randomUUID()}`,
    messageErrors: [{ code: REGISTRY_REFUSED, description: error }],
    transactions: [],
  });
  return {
    cirrXml: buildCirr({
      ...header,
      instanceId: `CIRR-${randomUUID()}`,
      items: rci.items.map((item) => ({
        entityId: item.entityId,
        gtin: item.gtin,
        dataSource: item.infoProviderGln,
        targetMarket: item.targetMarket,
        status: 'REJECTED' as const,
        registeredAt: now,
        lastChangedAt: now,
        errors: [],
      })),
    }),
    gs1ResponseXml,
  };
}

/**
 * The subscribers' CISs to publishers outside the pool (`status` queued, addressed by the subscriber to this
 * pool) not yet on their way to the registry: each is carried on in a CIS of the pool's own to the registry,
 * kept beside it (its `correlation_id` naming the subscriber's), and queued. Both become sent together.
 */
export async function queueSubscriptionsForRegistry(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    const waiting = await trx
      .selectFrom('gdsn_message as m')
      .select(['m.id', 'm.company_id', 'm.instance_id', 'm.xml'])
      .where('m.message_type', '=', 'CIS')
      .where('m.direction', '=', 'out')
      .where('m.status', '=', 'queued')
      .where('m.receiver_gln', '=', poolGln())
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('gdsn_message as c')
              .select('c.id')
              .whereRef('c.correlation_id', '=', 'm.instance_id')
              .where('c.message_type', '=', 'CIS')
              .where('c.receiver_gln', '=', GLOBAL_REGISTRY_GLN),
          ),
        ),
      )
      .orderBy('m.id')
      .execute();
    if (waiting.length === 0) return 0;
    const now = new Date();
    const rows = waiting.map((original) => {
      const instanceId = `CIS-${randomUUID()}`;
      const { items } = parseCis(original.xml);
      return {
        company_id: original.company_id,
        counterpart_company_id: null,
        catalog_item_id: null,
        message_type: 'CIS' as const,
        direction: 'out' as const,
        instance_id: instanceId,
        correlation_id: original.instance_id,
        xml: buildCis({ instanceId, senderGln: poolGln(), receiverGln: GLOBAL_REGISTRY_GLN, createdAt: now, items }),
        status: 'queued' as const,
        error: null,
        created_time: now.toISOString(),
        processed_time: null,
        sender_gln: poolGln(),
        receiver_gln: GLOBAL_REGISTRY_GLN,
      };
    });
    const inserted = await trx.insertInto('gdsn_message').values(rows).returning('id').execute();
    await queueForRegistry(
      trx,
      inserted.map((r) => r.id),
    );
    return inserted.length;
  });
}
