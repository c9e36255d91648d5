import { randomUUID } from 'node:crypto';
import { SERVER_ERRORS, type WritePermission } from '@tradepool/domain';
import { poolGln } from '../../gdsn/pool-gln.js';
import type { Db } from '../../db/database.js';
import type { FileStore } from '../../files/file-store.js';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import { forbidden } from '../../errors.js';
import { buildGs1Response, parseGs1Response, type Gs1Error } from '../../gdsn/messages/gs1-response.js';
import type { DocumentPlace } from '../../gdsn/messages/document-message.js';
import type { Sbdh } from '../../gdsn/messages/sbdh.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import { readXml } from '../../gdsn/read-xml.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { Principal } from '../../security/sessions.js';
import { inboundCaller, type InboundCaller } from './inbound-caller.js';
import { messageProblem, refusalOf, type Identified } from './inbound-checks.js';
import { inboundCic } from './inbound-cic.js';
import { answered, DATA_POOL_ERRORS, gs1Error, type InboundOutcome } from './inbound-errors.js';
import { inboundCin } from './inbound-cin.js';
import { inboundCihw, inboundCip } from './inbound-publication.js';
import { inboundCis, inboundRfcin } from './inbound-subscription.js';
import { queueWebhookPushes } from '../../webhooks/webhook-push.js';

// What the exchange with other data pools (network-exchange) takes the same way: the checks and the answers.
export { messageProblem, refusalOf, type Identified } from './inbound-checks.js';
export { answered, DATA_POOL_ERRORS, gs1Error, placed, rejection, type InboundOutcome } from './inbound-errors.js';
export { cicReceiptItem, settleCicResults } from './inbound-cic.js';
export { requestOf } from './inbound-subscription.js';

export const XML_NOT_ENABLED =
  'The inbound XML integration is not enabled for your company: ask Tradepool support to turn it on.';

type Handler = (
  db: Db,
  caller: InboundCaller,
  xml: string,
  header: Sbdh,
  places: readonly DocumentPlace[],
) => Promise<InboundOutcome>;

/** A message type the data pool takes, and the write permission of the action it carries. */
interface MessageHandler {
  permission: WritePermission;
  handle: Handler;
}

/**
 * Sending a message is the action it carries, authorized as on the screens: a CIN is the catalog's (an
 * upload), a CIP or CIHW the publisher's, a CIC, CIS or RFCIN the subscriber's work.
 */
function messageHandlers(files: FileStore, copies: ReceivedCopies): Partial<Record<GdsnMessageType, MessageHandler>> {
  return {
    CIN: {
      permission: 'CATALOG_MANAGE',
      handle: (db, caller, xml, header, places) => inboundCin(db, files, caller, xml, header, places),
    },
    CIP: {
      permission: 'CATALOG_PUBLISH',
      handle: (db, caller, xml, _h, places) => inboundCip(db, copies, caller, xml, places),
    },
    CIHW: {
      permission: 'CATALOG_PUBLISH',
      handle: (db, caller, xml, _h, places) => inboundCihw(db, copies, caller, xml, places),
    },
    CIC: {
      permission: 'CATALOG_SUBSCRIBE_MANAGE',
      handle: (db, caller, xml, _h, places) => inboundCic(db, copies, caller, xml, places),
    },
    CIS: {
      permission: 'CATALOG_SUBSCRIBE_MANAGE',
      handle: (db, caller, xml, _h, places) => inboundCis(db, caller, xml, places),
    },
    RFCIN: {
      permission: 'CATALOG_SUBSCRIBE_MANAGE',
      handle: (db, caller, xml, _h, places) => inboundRfcin(db, caller, xml, places),
    },
  };
}

export interface GdsnAnswer {
  accepted: boolean;
  xml: string;
}

const NOTHING: InboundOutcome = { accepted: [], rejected: [] };

/** What a message came to, to be answered and kept. */
interface Exchange {
  type: GdsnMessageType | null;
  instanceId: string;
  senderGln: string;
  xml: string;
  messageErrors: Gs1Error[];
  outcome: InboundOutcome;
}

/** Builds the GS1Response to a message, keeps both, and answers it. */
async function answer(db: Db, caller: InboundCaller, exchange: Exchange): Promise<GdsnAnswer> {
  const { messageErrors, outcome } = exchange;
  const now = new Date();
  const responseId = `GS1R-${randomUUID()}`;
  const response = buildGs1Response({
    instanceId: responseId,
    senderGln: poolGln(),
    receiverGln: exchange.senderGln,
    createdAt: now,
    correlationId: exchange.instanceId,
    messageErrors,
    ...answered(outcome),
  });
  await keepExchange(db, caller, { ...exchange, response, responseId, now: nowIso() });
  return { accepted: messageErrors.length === 0 && outcome.accepted.length > 0, xml: response };
}

/**
 * The answer the data pool gave this sender's message with this instance identifier, when that message was
 * processed (a message refused as a whole changed nothing, so it is checked again).
 */
async function earlierAnswer(db: Db, senderGln: string, instanceId: string): Promise<GdsnAnswer | null> {
  const earlier = await db
    .selectFrom('gdsn_message')
    .select('xml')
    .where('message_type', '=', 'GS1Response')
    .where('direction', '=', 'out')
    .where('correlation_id', '=', instanceId)
    .where('receiver_gln', '=', senderGln)
    .orderBy('id')
    .executeTakeFirst();
  if (!earlier) return null;
  const response = parseGs1Response(earlier.xml);
  if (response.messageErrors.length) return null;
  return { accepted: (response.accepted ?? []).length > 0, xml: earlier.xml };
}

/** The messages being processed, by sender and instance identifier: a repeat waits for the first one's answer. */
const processing = new Map<string, Promise<GdsnAnswer>>();

async function oneAtATime(key: string, run: () => Promise<GdsnAnswer>): Promise<GdsnAnswer> {
  for (let running = processing.get(key); running; running = processing.get(key)) await running.catch(() => null);
  const started = run();
  processing.set(key, started);
  try {
    return await started;
  } finally {
    processing.delete(key);
  }
}

/** Processes a message the caller may send: the checks (`messageProblem`), then its handler. */
async function processMessage(
  db: Db,
  caller: InboundCaller,
  identified: Identified,
  handler: MessageHandler | undefined,
  xml: string,
): Promise<GdsnAnswer> {
  const { type, header } = identified;
  const exchange: Exchange = {
    type,
    instanceId: header.instanceId,
    senderGln: header.senderGln,
    xml,
    messageErrors: [],
    outcome: NOTHING,
  };
  try {
    const problem = await messageProblem(identified, xml, {
      receiver:
        header.receiverGln === poolGln()
          ? null
          : gs1Error(
              DATA_POOL_ERRORS.notReceiver,
              `The receiver ${header.receiverGln} is not the data pool: address the message to ${poolGln()}.`,
            ),
      unsupported: handler
        ? null
        : gs1Error(
            DATA_POOL_ERRORS.unsupported,
            `A ${type} is exchanged with the GS1 Global Registry, not sent to the data pool: send a CIN, CIC, CIS, CIP, CIHW or RFCIN.`,
          ),
    });
    if (problem) exchange.messageErrors.push(problem);
    else exchange.outcome = await handler!.handle(db, caller, xml, header, await readXml('places', xml));
  } catch (error) {
    exchange.messageErrors.push(refusalOf(error));
  }
  return answer(db, caller, exchange);
}

/**
 * `POST gdsn/messages`: a GS1 XML 3.1 message from a company with the XML integration, checked as a whole
 * (`messageProblem`), then processed through the same services as the screens and answered with a
 * GS1Response (each transaction ACCEPTED, or REJECTED with its GS1 errors). Both are kept in `gdsn_message`.
 * A message that fails a check is answered with the error at message level and nothing in it is processed;
 * one that cannot be read is answered too, never with a server error. A message whose action the caller's
 * role may not take is a 403, and nothing is kept, as for a route the role may not call. A message its
 * sender already had processed (the same InstanceIdentifier) gets the first answer again, and changes nothing.
 */
export async function receiveGdsnMessage(
  db: Db,
  files: FileStore,
  copies: ReceivedCopies,
  principal: Principal,
  xml: string,
): Promise<GdsnAnswer> {
  const caller = await inboundCaller(db, principal);
  if (!caller.xmlEnabled) throw forbidden(XML_NOT_ENABLED);
  const refused = (error: Gs1Error, identified?: Identified) =>
    answer(db, caller, {
      type: identified?.type ?? null,
      instanceId: identified?.header.instanceId ?? 'UNKNOWN',
      senderGln: caller.glns[0] ?? poolGln(),
      xml,
      messageErrors: [error],
      outcome: NOTHING,
    });
  let identified: Identified;
  try {
    // Read in the XML worker: a message of 20 MB takes seconds to parse, which the event loop must not wait.
    identified = await readXml('identify', xml);
  } catch (error) {
    if (!(error instanceof GdsnMessageError)) throw error;
    return refused(gs1Error(DATA_POOL_ERRORS.unreadable, error.message));
  }
  const handler = messageHandlers(files, copies)[identified.type];
  if (handler && !principal.permissions.has(handler.permission)) {
    throw forbidden(SERVER_ERRORS.messageNotAllowed(identified.type));
  }
  const { senderGln, instanceId } = identified.header;
  if (!caller.glns.includes(senderGln)) {
    return refused(
      gs1Error(
        DATA_POOL_ERRORS.notSender,
        `The sender ${senderGln} is not a GLN of your company; send as one of ${caller.glns.join(', ')}.`,
      ),
      identified,
    );
  }
  return oneAtATime(
    `${senderGln}\u0000${instanceId}`,
    async () =>
      (await earlierAnswer(db, senderGln, instanceId)) ?? processMessage(db, caller, identified, handler, xml),
  );
}

async function keepExchange(
  db: Db,
  caller: InboundCaller,
  exchange: Exchange & { response: string; responseId: string; now: string },
): Promise<void> {
  const { messageErrors, outcome } = exchange;
  const errors = [...messageErrors, ...outcome.rejected.flatMap((r) => r.errors)].map(
    (e) => `${e.code}: ${e.description}`,
  );
  const common = {
    company_id: caller.companyId,
    counterpart_company_id: null,
    catalog_item_id: null,
    created_time: exchange.now,
    processed_time: exchange.now,
  };
  const response = {
    ...common,
    message_type: 'GS1Response' as const,
    direction: 'out' as const,
    instance_id: exchange.responseId,
    correlation_id: exchange.instanceId,
    xml: exchange.response,
    status: 'sent' as const,
    error: null,
    sender_gln: poolGln(),
    receiver_gln: exchange.senderGln,
  };
  // A text that is no GS1 message is not kept as one; its answer is.
  const received = exchange.type && {
    ...common,
    message_type: exchange.type,
    direction: 'in' as const,
    instance_id: exchange.instanceId,
    correlation_id: null,
    xml: exchange.xml,
    status: errors.length ? ('failed' as const) : ('processed' as const),
    error: errors.length ? errors.join('\n').slice(0, 4000) : null,
    sender_gln: exchange.senderGln,
    receiver_gln: poolGln(),
  };
  const stored = await db
    .insertInto('gdsn_message')
    .values(received ? [received, response] : [response])
    .returning(['id', 'message_type'])
    .execute();
  // The answer is the sender's too in its inbox, and pushed to its webhook like every message addressed to it.
  await queueWebhookPushes(
    db,
    stored.filter((row) => row.message_type === 'GS1Response').map((row) => row.id),
  );
}
