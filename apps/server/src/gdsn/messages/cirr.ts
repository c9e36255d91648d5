import { buildGs1Response, parseGs1Response, type Gs1Error, type Gs1ResponseMessage } from './gs1-response.js';
import {
  catalogueItemReference,
  documentCodec,
  messageKind,
  readCatalogueItemReference,
  type ItemsMessage,
} from './document-message.js';
import { GdsnMessageError, requiredDate, requiredText, type XmlElement } from './xml-tree.js';

const KIND = messageKind('catalogueItemRegistrationResponse');
export const CIRR_NAMESPACE = KIND.namespace;

export type RegistrationStatus = 'ACCEPTED' | 'REJECTED';

/** The registry's answer for one item of an RCI. */
export interface CirrItem {
  /** The RCI document's entityIdentification (the data pool's item reference). */
  entityId: string;
  gtin: string;
  dataSource: string;
  targetMarket: string;
  status: RegistrationStatus;
  registeredAt: Date;
  lastChangedAt: Date;
  /** Why it was rejected. The CIRR cannot say: these travel in the companion GS1Response (see below). */
  errors: Gs1Error[];
}

/** A CatalogueItemRegistrationResponse: from the registry (sender) to the data pool, answering one RCI. */
export interface CirrMessage extends ItemsMessage<CirrItem> {
  /** The instance identifier of the RCI answered. */
  correlationId: string;
}

/*
 * How rejections travel. CatalogueItemRegistrationResponse.xsd gives each item a responseStatus (ACCEPTED or
 * REJECTED) and nothing else: no error element. GS1's vehicle for errors is the GS1Response (GS1Response.xsd),
 * so the registry answers an RCI with
 *   1. a CIRR with one transaction per RCI item and its responseStatus (the whole outcome), and
 *   2. when anything was rejected, a GS1Response correlated to the same RCI, with one gS1Exception per
 *      rejected item whose documentException names the item's entityIdentification and carries a gS1Error
 *      (errorCode, errorDescription) per reason.
 * They are two messages, each its own XML document with its own instance identifier, both answering the RCI;
 * `withRejections` (or `parseCirr(cirr, gs1Response)`) joins them back into items with their errors.
 */

function readStatus(document: XmlElement): RegistrationStatus {
  const status = requiredText(document, 'responseStatus');
  // MODIFIED and NO_ACTION (the schema's other values) leave the registration in place.
  return status === 'REJECTED' ? 'REJECTED' : 'ACCEPTED';
}

/** A transaction per item, identified by the item's RCI entityIdentification. */
const codec = documentCodec<CirrItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.dataSource,
    command: 'ADD',
    body: {
      lastChangedDateTime: item.lastChangedAt.toISOString(),
      registrationDateTime: item.registeredAt.toISOString(),
      responseStatus: item.status,
      catalogueItemReference: catalogueItemReference(item),
    },
  }),
  ({ entityId, element }) => ({
    entityId,
    ...readCatalogueItemReference(element),
    status: readStatus(element),
    registeredAt: requiredDate(element, 'registrationDateTime'),
    lastChangedAt: requiredDate(element, 'lastChangedDateTime'),
    errors: [],
  }),
);

export function buildCirr(message: CirrMessage): string {
  if (message.items.length === 0) throw new GdsnMessageError('A CIRR needs at least one item.');
  return codec.build(message, message.correlationId);
}

/**
 * The GS1Response that carries the rejected items' reasons (`responseInstanceId` is its own instance
 * identifier), or null when nothing was rejected.
 */
export function buildCirrRejections(message: CirrMessage, responseInstanceId: string): string | null {
  const rejected = message.items.filter((i) => i.status === 'REJECTED');
  if (rejected.length === 0) return null;
  return buildGs1Response({
    instanceId: responseInstanceId,
    senderGln: message.senderGln,
    receiverGln: message.receiverGln,
    createdAt: message.createdAt,
    correlationId: message.correlationId,
    messageErrors: [],
    transactions: rejected.map((i) => ({ entityId: i.entityId, ownerGln: i.dataSource, errors: i.errors })),
  });
}

/**
 * Gives each rejected item of a CIRR the reasons the GS1Response answering the same RCI names for it, and
 * the errors against the whole RCI. A GS1Response answering another RCI is a `GdsnMessageError`.
 */
export function withRejections(cirr: CirrMessage, response: Gs1ResponseMessage): CirrMessage {
  if (response.correlationId !== cirr.correlationId) {
    throw new GdsnMessageError(
      `The GS1Response answers message ${response.correlationId}, the CIRR ${cirr.correlationId}.`,
    );
  }
  return {
    ...cirr,
    items: cirr.items.map((item) => ({
      ...item,
      errors: [
        ...(item.status === 'REJECTED' ? response.messageErrors : []),
        ...response.transactions.filter((t) => t.entityId === item.entityId).flatMap((t) => t.errors),
      ],
    })),
  };
}

/**
 * Reads a CIRR and, when given, the GS1Response answering the same RCI (see `withRejections`). A message
 * that is not a CIRR is a `GdsnMessageError`.
 */
export function parseCirr(xml: string, gs1ResponseXml?: string | null): CirrMessage {
  const { message, correlationId } = codec.parse(xml);
  if (!correlationId) throw new GdsnMessageError('The CIRR does not name the RCI it answers.');
  const cirr = { ...message, correlationId };
  return gs1ResponseXml ? withRejections(cirr, parseGs1Response(gs1ResponseXml)) : cirr;
}
