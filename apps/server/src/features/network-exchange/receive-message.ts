import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { GdsnMessageStatus, GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { inTransaction } from '../../db/transaction.js';
import { nowIso } from '../../db/time.js';
import { buildGs1Response, parseGs1Response, type Gs1Error } from '../../gdsn/messages/gs1-response.js';
import { poolGln } from '../../gdsn/pool-gln.js';
import { readXml } from '../../gdsn/read-xml.js';
import { queueNetworkMessages } from '../../network/outbound-queue.js';
import { partnerForGln } from '../../network/partners.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import {
  answered,
  DATA_POOL_ERRORS,
  gs1Error,
  messageProblem,
  refusalOf,
  type Identified,
  type InboundOutcome,
} from '../message-exchange/service.js';
import { networkCin } from './network-cin.js';
import { networkCic, networkCihw, networkRfcin } from './network-publication.js';
import { networkResponse } from './network-response.js';
import type { Handled, NetworkHandler } from './network-handler.js';

const HANDLERS: Partial<Record<GdsnMessageType, NetworkHandler>> = {
  CIN: networkCin,
  CIC: networkCic,
  CIHW: networkCihw,
  RFCIN: networkRfcin,
  GS1Response: networkResponse,
};

export interface NetworkReceipt {
  partnerId: number;
  xml: string;
  /** Its `network_inbound` row, when it came over AS2. */
  inboundId?: number;
}

export interface NetworkOutcome {
  type: GdsnMessageType | null;
  instanceId: string | null;
  /** False when a message with this sender and InstanceIdentifier was processed before: nothing was done. */
  processed: boolean;
  /** Every document was taken, and the message as a whole was not refused. */
  accepted: boolean;
  /** The `in` message kept, and the GS1Response queued to the sender (none for a GS1Response, or a forged sender). */
  messageId: number | null;
  responseId: number | null;
  errors: string[];
}

const NOTHING: InboundOutcome = { accepted: [], rejected: [] };

const errorTexts = (errors: readonly Gs1Error[], outcome: InboundOutcome) =>
  [...errors, ...outcome.rejected.flatMap((r) => r.errors)].map((e) => `${e.code}: ${e.description}`);

/** Whether the receiver is this pool or a GLN of one of its companies (a CIN addressed to its subscriber). */
async function receiverProblem(db: Db, receiverGln: string): Promise<Gs1Error | null> {
  if (receiverGln === poolGln()) return null;
  const local = await db.selectFrom('company_gln').select('gln').where('gln', '=', receiverGln).executeTakeFirst();
  return local
    ? null
    : gs1Error(
        DATA_POOL_ERRORS.notReceiver,
        `The receiver ${receiverGln} is neither the data pool ${poolGln()} nor a GLN it serves.`,
      );
}

/**
 * Stores the `in` message of what arrived when its handler kept none, the GS1Response that answers it (`out`,
 * `queued`, to the sender, handed to the pool-to-pool transport), and marks it processed. A GS1Response is
 * never answered.
 */
async function keepAndAnswer(
  trx: Db,
  identified: Identified,
  xml: string,
  handled: Handled,
  messageErrors: readonly Gs1Error[],
  receivedId: number,
): Promise<NetworkOutcome> {
  const { type, header } = identified;
  const now = nowIso();
  const errors = errorTexts(messageErrors, handled.outcome);
  const common = {
    company_id: handled.companyId,
    counterpart_company_id: null,
    catalog_item_id: null,
    created_time: now,
    processed_time: now,
  };
  const messageId =
    handled.messageId ??
    (
      await trx
        .insertInto('gdsn_message')
        .values({
          ...common,
          message_type: type,
          direction: 'in',
          instance_id: header.instanceId,
          correlation_id: header.correlationId,
          xml,
          status: (errors.length ? 'failed' : 'processed') satisfies GdsnMessageStatus,
          error: errors.length ? errors.join('\n').slice(0, 4000) : null,
          sender_gln: header.senderGln,
          receiver_gln: header.receiverGln,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  let responseId: number | null = null;
  if (type !== 'GS1Response') {
    const instanceId = `GS1R-${randomUUID()}`;
    const response = buildGs1Response({
      instanceId,
      senderGln: poolGln(),
      receiverGln: header.senderGln,
      createdAt: new Date(now),
      correlationId: header.instanceId,
      messageErrors: [...messageErrors],
      ...answered(handled.outcome),
    });
    responseId = (
      await trx
        .insertInto('gdsn_message')
        .values({
          ...common,
          processed_time: null,
          message_type: 'GS1Response',
          direction: 'out',
          instance_id: instanceId,
          correlation_id: header.instanceId,
          xml: response,
          status: 'queued',
          error: null,
          sender_gln: poolGln(),
          receiver_gln: header.senderGln,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
    await queueNetworkMessages(trx, [responseId]);
  }
  await trx
    .updateTable('network_received')
    .set({ message_id: messageId, response_id: responseId })
    .where('id', '=', receivedId)
    .execute();
  return {
    type,
    instanceId: header.instanceId,
    processed: true,
    accepted: messageErrors.length === 0 && handled.outcome.rejected.length === 0,
    messageId,
    responseId,
    errors,
  };
}

/** Claims the message for processing: null when its sender's InstanceIdentifier was processed already. */
async function claim(trx: Db, identified: Identified, receipt: NetworkReceipt): Promise<number | null> {
  const row = await trx
    .insertInto('network_received')
    .values({
      sender_gln: identified.header.senderGln,
      instance_id: identified.header.instanceId,
      message_type: identified.type,
      partner_id: receipt.partnerId,
      inbound_id: receipt.inboundId ?? null,
      message_id: null,
      response_id: null,
      received_time: nowIso(),
    })
    .onConflict((oc) => oc.columns(['sender_gln', 'instance_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** What a message processed before came to, by its `in` row and the GS1Response it was answered by. */
async function earlier(db: Db, identified: Identified): Promise<NetworkOutcome> {
  const row = await db
    .selectFrom('network_received as r')
    .leftJoin('gdsn_message as m', 'm.id', 'r.message_id')
    .leftJoin('gdsn_message as a', 'a.id', 'r.response_id')
    .select(['r.message_id', 'r.response_id', 'm.status', 'm.error', 'a.xml as response'])
    .where('r.sender_gln', '=', identified.header.senderGln)
    .where('r.instance_id', '=', identified.header.instanceId)
    .executeTakeFirst();
  const response = row?.response ? parseGs1Response(row.response) : null;
  return {
    type: identified.type,
    instanceId: identified.header.instanceId,
    processed: false,
    accepted: response
      ? response.messageErrors.length === 0 && response.transactions.length === 0
      : row?.status !== 'failed',
    messageId: row?.message_id ?? null,
    responseId: row?.response_id ?? null,
    errors: row?.error ? row.error.split('\n') : [],
  };
}

/**
 * A GS1 message another data pool sent (the partner `partnerId`): issue 16's checks (read in the XML worker,
 * header against document, XSD); the receiver must be this pool or a GLN of one of its companies, the sender
 * a GLN the partner serves (its own pool GLN among them). It is then applied by its type's handler in one
 * transaction with its GS1Response, once per sender and InstanceIdentifier: a repeat changes nothing and
 * answers what the first one came to. A message whose sender is not the partner's is kept failed and not
 * answered: its answer would go to whoever serves that GLN. Text that is no GS1 message is refused (thrown).
 */
export async function receiveNetworkMessage(
  db: Db,
  copies: ReceivedCopies,
  receipt: NetworkReceipt,
): Promise<NetworkOutcome> {
  const { xml } = receipt;
  // Read in the XML worker: a message of 20 MB takes seconds to parse, which the event loop must not wait.
  const identified = await readXml('identify', xml);
  const { type, header } = identified;
  const partner = await partnerForGln(db, header.senderGln);
  const handler = HANDLERS[type];
  if (partner?.id !== receipt.partnerId) {
    const forged = gs1Error(
      DATA_POOL_ERRORS.notSender,
      `The sender ${header.senderGln} is not a GLN that partner ${receipt.partnerId} serves.`,
    );
    // Not claimed: its InstanceIdentifier stays the true sender's, whose own message may still come.
    return keepForged(db, identified, xml, forged);
  }
  const done = await db
    .selectFrom('network_received')
    .select('id')
    .where('sender_gln', '=', header.senderGln)
    .where('instance_id', '=', header.instanceId)
    .executeTakeFirst();
  if (done) return earlier(db, identified);
  let apply: ((trx: Db) => Promise<Handled>) | null = null;
  let refused: Gs1Error | null;
  try {
    refused = await messageProblem(identified, xml, {
      receiver: await receiverProblem(db, header.receiverGln),
      unsupported: handler
        ? null
        : gs1Error(
            DATA_POOL_ERRORS.unsupported,
            `A ${type} is not exchanged between data pools: send a CIN, CIC, CIHW, RFCIN or GS1Response.`,
          ),
    });
    if (!refused) {
      const places = type === 'GS1Response' ? [] : await readXml('places', xml);
      apply = await handler!({ xml, header, places }, copies);
    }
  } catch (error) {
    refused = refusalOf(error);
  }
  const nothing: Handled = { outcome: NOTHING, companyId: null, messageId: null };
  const run = (work: (trx: Db) => Promise<Handled>, errors: Gs1Error[]) =>
    inTransaction(db, async (trx) => {
      const receivedId = await claim(trx, identified, receipt);
      if (receivedId === null) return earlier(trx, identified);
      return keepAndAnswer(trx, identified, xml, await work(trx), errors, receivedId);
    });
  if (!apply) return run(async () => nothing, [refused!]);
  try {
    return await run(apply, []);
  } catch (error) {
    // A service refusing what the message asks rolls back what the handler did: the message is answered whole.
    return run(async () => nothing, [refusalOf(error)]);
  }
}

/** A message whose sender is not the partner's: kept failed for support, with no answer. */
async function keepForged(db: Db, identified: Identified, xml: string, error: Gs1Error): Promise<NetworkOutcome> {
  const now = nowIso();
  const { id } = await db
    .insertInto('gdsn_message')
    .values({
      company_id: null,
      counterpart_company_id: null,
      catalog_item_id: null,
      message_type: identified.type,
      direction: 'in',
      instance_id: identified.header.instanceId,
      correlation_id: identified.header.correlationId,
      xml,
      status: 'failed',
      error: `${error.code}: ${error.description}`,
      created_time: now,
      processed_time: now,
      sender_gln: identified.header.senderGln,
      receiver_gln: identified.header.receiverGln,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return {
    type: identified.type,
    instanceId: identified.header.instanceId,
    processed: true,
    accepted: false,
    messageId: id,
    responseId: null,
    errors: [`${error.code}: ${error.description}`],
  };
}
