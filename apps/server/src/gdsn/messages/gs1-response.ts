import { buildSbdh, readSbdh, rootNamespaces } from './sbdh.js';
import {
  GdsnMessageError,
  buildXml,
  childNamed,
  childrenNamed,
  descend,
  entityIdentification,
  expectRoot,
  requiredText,
  type XmlBody,
  type XmlElement,
} from './xml-tree.js';

const PREFIX = 'gs1_response';
export const GS1_RESPONSE_NAMESPACE = 'urn:gs1:gdsn:gs1_response:xsd:3';

/** GS1Response's error text is `String1000Type`. */
const DESCRIPTION_MAX = 1000;

/** A reason a message, a transaction or a document was refused: `gS1Error`'s code and description. */
export interface Gs1Error {
  code: string;
  description: string;
}

/** A refused transaction of the answered message, named by the identifiers that message gave it. */
export interface Gs1TransactionException {
  /** The refused document's entityIdentification (or the transaction's, when no document is named). */
  entityId: string;
  ownerGln: string;
  errors: Gs1Error[];
}

/** A GS1Response: the answer to a message (`correlationId`), listing what was refused and why. */
export interface Gs1ResponseMessage {
  instanceId: string;
  senderGln: string;
  receiverGln: string;
  createdAt: Date;
  /** The instance identifier of the message answered. */
  correlationId: string;
  /** Errors against the message as a whole (nothing in it was processed). */
  messageErrors: Gs1Error[];
  transactions: Gs1TransactionException[];
  /** The transactions taken (ACCEPTED), when the answer lists them too. */
  accepted?: { entityId: string; ownerGln: string }[];
}

function gs1Errors(errors: readonly Gs1Error[], at: Date): XmlBody[] {
  return errors.map((e) => ({
    errorCode: e.code,
    errorDateTime: at.toISOString(),
    errorDescription: e.description.slice(0, DESCRIPTION_MAX),
  }));
}

/**
 * Builds the GS1Response. Each accepted transaction gets a transactionResponse ACCEPTED; each refused one a
 * transactionResponse REJECTED and a gS1Exception
 * whose transaction, command and document exceptions name the entity as the request did (our RCI uses one
 * identifier for all three), the reasons on the document.
 */
export function buildGs1Response(message: Gs1ResponseMessage): string {
  const at = message.createdAt;
  const exceptions: XmlBody[] = [];
  if (message.messageErrors.length > 0) {
    exceptions.push({ messageException: { gS1Error: gs1Errors(message.messageErrors, at) } });
  }
  for (const t of message.transactions) {
    const id = entityIdentification(t.entityId, t.ownerGln);
    exceptions.push({
      transactionException: {
        entityIdentification: id,
        commandException: {
          entityIdentification: id,
          documentException: { entityIdentification: id, gS1Error: gs1Errors(t.errors, at) },
        },
      },
    });
  }
  return buildXml(`${PREFIX}:gS1ResponseMessage`, {
    ...rootNamespaces(PREFIX, GS1_RESPONSE_NAMESPACE),
    'sh:StandardBusinessDocumentHeader': buildSbdh({
      ...message,
      type: 'gS1Response',
      correlation: { instanceId: message.correlationId },
    }),
    gS1Response: {
      originatingMessageIdentifier: entityIdentification(message.correlationId, message.receiverGln),
      receiver: message.receiverGln,
      sender: message.senderGln,
      transactionResponse: [
        ...(message.accepted ?? []).map((t) => ({
          transactionIdentifier: entityIdentification(t.entityId, t.ownerGln),
          responseStatusCode: 'ACCEPTED',
        })),
        ...message.transactions.map((t) => ({
          transactionIdentifier: entityIdentification(t.entityId, t.ownerGln),
          responseStatusCode: 'REJECTED',
        })),
      ],
      gS1Exception: exceptions,
    },
  });
}

const readErrors = (element: XmlElement): Gs1Error[] =>
  childrenNamed(element, 'gS1Error').map((e) => ({
    code: requiredText(e, 'errorCode'),
    description: requiredText(e, 'errorDescription'),
  }));

function identity(element: XmlElement): { entityId: string; ownerGln: string } {
  return {
    entityId: requiredText(element, 'entityIdentification', 'entityIdentification'),
    ownerGln: descend(element, 'entityIdentification', 'contentOwner', 'gln')?.text ?? '',
  };
}

const attributeErrors = (document: XmlElement): Gs1Error[] =>
  childrenNamed(document, 'attributeException').flatMap(readErrors);

/** The refused documents of one transactionException, each with its own and its command's and transaction's errors. */
function readTransaction(exception: XmlElement): Gs1TransactionException[] {
  const transactionErrors = readErrors(exception);
  const documents = childrenNamed(exception, 'commandException').flatMap((command) => {
    const commandErrors = [...transactionErrors, ...readErrors(command)];
    return childrenNamed(command, 'documentException').map((document) => ({
      ...identity(document),
      errors: [...commandErrors, ...readErrors(document), ...attributeErrors(document)],
    }));
  });
  if (documents.length > 0) return documents;
  const commandErrors = childrenNamed(exception, 'commandException').flatMap(readErrors);
  return [{ ...identity(exception), errors: [...transactionErrors, ...commandErrors] }];
}

/** Reads a GS1Response; a message that is not one is a `GdsnMessageError`. */
export function parseGs1Response(xml: string): Gs1ResponseMessage {
  const root = expectRoot(xml, 'gS1ResponseMessage', GS1_RESPONSE_NAMESPACE, 'GS1Response');
  const header = readSbdh(root);
  const responses = childrenNamed(root, 'gS1Response');
  const exceptions = responses.flatMap((r) => childrenNamed(r, 'gS1Exception'));
  const first = responses[0];
  if (!first) throw new GdsnMessageError('The GS1Response holds no gS1Response.');
  return {
    instanceId: header.instanceId,
    senderGln: header.senderGln,
    receiverGln: header.receiverGln,
    createdAt: header.createdAt,
    correlationId: requiredText(first, 'originatingMessageIdentifier', 'entityIdentification'),
    messageErrors: exceptions.flatMap((e) => {
      const messageException = childNamed(e, 'messageException');
      return messageException ? readErrors(messageException) : [];
    }),
    transactions: exceptions.flatMap((e) => {
      const transactionException = childNamed(e, 'transactionException');
      return transactionException ? readTransaction(transactionException) : [];
    }),
  };
}
