import type { FastifyBaseLogger } from 'fastify';
import { readAs2Message, type InboundAs2 } from '../as2/as2-message.js';
import { buildMdn } from '../as2/mdn.js';
import type { IncomingHeaders } from '../as2/mime.js';
import type { Config } from '../config.js';
import type { Db } from '../db/database.js';
import { nowIso } from '../db/time.js';
import { inTransaction } from '../db/transaction.js';
import { NETWORK_RECEIVE_JOB } from '../jobs/job-names.js';
import { enqueueJob } from '../jobs/queue.js';
import { enabledPartnerByAs2Id } from './partners.js';
import { poolIdentity } from './pool-identity.js';

/** The `network-receive` job's attempts: what it does is the routing's, and a bug fixed should find it waiting. */
const RECEIVE_MAX_ATTEMPTS = 5;

/**
 * An AS2 message from a partner pool, answered by this pool's signed MDN. A message that decrypts, whose
 * signature an enabled partner's certificate verifies and that is addressed to this pool's AS2 id is stored
 * (`network_inbound`) with its `network-receive` job in one transaction, then answered `processed`; the same
 * Message-ID from the same partner again (its first MDN was lost) is answered the same, and neither stored nor
 * queued twice. Anything else is answered `processed/error` and nothing is stored: AS2 tells a refusal by
 * the MDN, the HTTP status stays 200.
 */
export async function receiveAs2(
  context: { db: Db; config: Pick<Config, 'as2Id' | 'as2Files'>; log: FastifyBaseLogger },
  request: { headers: IncomingHeaders; body: Buffer },
): Promise<{ headers: Record<string, string>; body: Buffer }> {
  const { db, config, log } = context;
  const own = await poolIdentity(db, config);
  const partners = new Map<string, { id: number; certificatePem: string } | null>();
  const read = await readAs2Message({
    headers: request.headers,
    body: request.body,
    own,
    partnerCertificate: async (as2From) => {
      const partner = await enabledPartnerByAs2Id(db, as2From);
      partners.set(as2From, partner);
      return partner?.certificatePem ?? null;
    },
  });
  const inbound = read.ok && !isText(read.payload) ? refused(read, 'The payload is not UTF-8 text.') : read;
  if (!inbound.ok) {
    log.warn(
      {
        as2From: inbound.as2From,
        as2To: inbound.as2To,
        messageId: inbound.messageId,
        failure: inbound.failure,
        reason: inbound.reason,
      },
      'AS2 message refused',
    );
    return buildMdn({ own, inbound });
  }
  const partner = partners.get(inbound.as2From)!;
  const stored = await storeInbound(db, partner.id, inbound);
  log.info(
    { as2From: inbound.as2From, messageId: inbound.messageId, inboundId: stored.id, repeat: stored.repeat },
    'AS2 message received',
  );
  return buildMdn({ own, inbound });
}

/** A GS1 XML payload is UTF-8 text without NUL: anything else could not be stored as the text it is kept as. */
function isText(payload: Buffer): boolean {
  if (payload.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(payload);
    return true;
  } catch {
    return false;
  }
}

function refused(inbound: Extract<InboundAs2, { ok: true }>, reason: string): InboundAs2 {
  const { as2From, as2To, messageId, mic } = inbound;
  return { ok: false, as2From, as2To, messageId, mic, failure: 'unexpected-processing-error', reason };
}

async function storeInbound(
  db: Db,
  partnerId: number,
  inbound: Extract<InboundAs2, { ok: true }>,
): Promise<{ id: number; repeat: boolean }> {
  return inTransaction(db, async (trx) => {
    const inserted = await trx
      .insertInto('network_inbound')
      .values({
        partner_id: partnerId,
        as2_message_id: inbound.messageId,
        mic: inbound.mic,
        payload_xml: inbound.payload.toString('utf8'),
        received_time: nowIso(),
        status: 'received',
        error: null,
        gdsn_message_id: null,
      })
      .onConflict((oc) => oc.columns(['partner_id', 'as2_message_id']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (inserted) {
      await enqueueJob(trx, NETWORK_RECEIVE_JOB, { inboundId: inserted.id }, { maxAttempts: RECEIVE_MAX_ATTEMPTS });
      return { id: inserted.id, repeat: false };
    }
    const first = await trx
      .selectFrom('network_inbound')
      .select('id')
      .where('partner_id', '=', partnerId)
      .where('as2_message_id', '=', inbound.messageId)
      .executeTakeFirstOrThrow();
    return { id: first.id, repeat: true };
  });
}
