import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { DATA_POOL_GLN, SERVER_ERRORS, type WritePermission } from '@tradepool/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { FileStore } from '../../files/file-store.js';
import type { GdsnMessageType } from '../../db/schema/gdsn-message.js';
import { nowIso } from '../../db/time.js';
import { AppError, forbidden } from '../../errors.js';
import { buildGs1Response, type Gs1Error } from '../../gdsn/messages/gs1-response.js';
import type { Sbdh } from '../../gdsn/messages/sbdh.js';
import { GdsnMessageError } from '../../gdsn/messages/xml-tree.js';
import { readXml } from '../../gdsn/read-xml.js';
import type { ReceivedCopies } from '../../received-copies/received-copies.js';
import type { Principal } from '../../security/sessions.js';
import { uploadItems } from '../catalog-upload/service.js';
import { inboundCaller, type InboundCaller } from './inbound-caller.js';
import { inboundCic } from './inbound-cic.js';
import { DATA_POOL_ERRORS, gs1Error, type InboundOutcome } from './inbound-errors.js';
import { inboundCihw, inboundCip } from './inbound-publication.js';
import { inboundCis, inboundRfcin } from './inbound-subscription.js';

export const XML_NOT_ENABLED =
  'The XML integration is not enabled for your company: ask Tradepool support to turn it on.';

type Handler = (db: Db, caller: InboundCaller, xml: string, header: Sbdh) => Promise<InboundOutcome>;

/** A message type the data pool takes, and the write permission of the action it carries. */
interface MessageHandler {
  permission: WritePermission;
  handle: Handler;
}

/** A CIN is the publisher's items: it takes the catalog's GS1 XML upload path, and is processed as a job. */
function cinHandler(config: Config, files: FileStore): Handler {
  return async (db, caller, xml, header) => {
    const file = Object.assign(Readable.from([xml]), { truncated: false });
    await uploadItems(db, config, files, caller.principal, { filename: `${header.instanceId}.xml`, file });
    return { accepted: [{ entityId: header.instanceId, ownerGln: header.senderGln }], rejected: [] };
  };
}

/**
 * Sending a message is the action it carries, authorized as on the screens: a CIN is the catalog's (an
 * upload), a CIP or CIHW the publisher's, a CIC, CIS or RFCIN the subscriber's work.
 */
function messageHandlers(
  config: Config,
  files: FileStore,
  copies: ReceivedCopies,
): Partial<Record<GdsnMessageType, MessageHandler>> {
  return {
    CIN: { permission: 'CATALOG_MANAGE', handle: cinHandler(config, files) },
    CIP: { permission: 'CATALOG_PUBLISH', handle: (db, caller, xml) => inboundCip(db, copies, caller, xml) },
    CIHW: { permission: 'CATALOG_PUBLISH', handle: (db, caller, xml) => inboundCihw(db, copies, caller, xml) },
    CIC: { permission: 'CATALOG_SUBSCRIBE_MANAGE', handle: (db, caller, xml) => inboundCic(db, copies, caller, xml) },
    CIS: { permission: 'CATALOG_SUBSCRIBE_MANAGE', handle: inboundCis },
    RFCIN: { permission: 'CATALOG_SUBSCRIBE_MANAGE', handle: inboundRfcin },
  };
}

export interface GdsnAnswer {
  accepted: boolean;
  xml: string;
}

/**
 * `POST gdsn/messages`: a GS1 XML 3.1 message from a company with the XML integration, processed through
 * the same services as the screens, answered with a GS1Response (ACCEPTED transactions, and each refused
 * one with its GS1 error). The message must come from one of the caller's GLNs. Both are kept in
 * `gdsn_message`. A message that cannot be read is answered, never a server error. A message whose action
 * the caller's role may not take is a 403, and nothing is kept, as for a route the role may not call.
 */
export async function receiveGdsnMessage(
  db: Db,
  config: Config,
  files: FileStore,
  copies: ReceivedCopies,
  principal: Principal,
  xml: string,
): Promise<GdsnAnswer> {
  const caller = await inboundCaller(db, principal);
  if (!caller.xmlEnabled) throw forbidden(XML_NOT_ENABLED);
  let type: GdsnMessageType | null = null;
  let instanceId = 'UNKNOWN';
  let senderGln = caller.glns[0] ?? DATA_POOL_GLN;
  const messageErrors: Gs1Error[] = [];
  let outcome: InboundOutcome = { accepted: [], rejected: [] };
  let notAllowed: GdsnMessageType | null = null;
  try {
    // Read in the XML worker: a message of 20 MB takes seconds to parse, which the event loop must not wait.
    const identified = await readXml('identify', xml);
    type = identified.type;
    instanceId = identified.header.instanceId;
    const handler = messageHandlers(config, files, copies)[type];
    if (handler && !principal.permissions.has(handler.permission)) notAllowed = type;
    else if (!caller.glns.includes(identified.header.senderGln)) {
      messageErrors.push(
        gs1Error(
          DATA_POOL_ERRORS.notSender,
          `The sender ${identified.header.senderGln} is not a GLN of your company; send as one of ${caller.glns.join(', ')}.`,
        ),
      );
    } else {
      senderGln = identified.header.senderGln;
      if (handler) outcome = await handler.handle(db, caller, xml, identified.header);
      else {
        messageErrors.push(
          gs1Error(
            DATA_POOL_ERRORS.unsupported,
            `A ${type} is exchanged with the GS1 Global Registry, not sent to the data pool: send a CIN, CIC, CIS, CIP, CIHW or RFCIN.`,
          ),
        );
      }
    }
  } catch (error) {
    if (!(error instanceof GdsnMessageError || (error instanceof AppError && error.statusCode < 500))) throw error;
    messageErrors.push(
      gs1Error(
        error instanceof GdsnMessageError ? DATA_POOL_ERRORS.unreadable : DATA_POOL_ERRORS.refused,
        error.message,
      ),
    );
  }
  if (notAllowed) throw forbidden(SERVER_ERRORS.messageNotAllowed(notAllowed));
  const now = new Date();
  const responseId = `GS1R-${randomUUID()}`;
  const response = buildGs1Response({
    instanceId: responseId,
    senderGln: DATA_POOL_GLN,
    receiverGln: senderGln,
    createdAt: now,
    correlationId: instanceId,
    messageErrors,
    transactions: outcome.rejected,
    accepted: outcome.accepted,
  });
  const accepted = messageErrors.length === 0 && outcome.accepted.length > 0;
  await keepExchange(
    db,
    caller,
    { type, instanceId, senderGln, xml, response, responseId, accepted, now: nowIso() },
    messageErrors,
    outcome,
  );
  return { accepted, xml: response };
}

async function keepExchange(
  db: Db,
  caller: InboundCaller,
  exchange: {
    type: GdsnMessageType | null;
    instanceId: string;
    senderGln: string;
    xml: string;
    response: string;
    responseId: string;
    accepted: boolean;
    now: string;
  },
  messageErrors: readonly Gs1Error[],
  outcome: InboundOutcome,
): Promise<void> {
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
    sender_gln: DATA_POOL_GLN,
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
    receiver_gln: DATA_POOL_GLN,
  };
  await db
    .insertInto('gdsn_message')
    .values(received ? [received, response] : [response])
    .execute();
}
