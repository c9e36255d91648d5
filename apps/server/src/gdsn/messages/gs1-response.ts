import { buildSbdh, readSbdh, rootNamespaces } from './sbdh.js';
import {
  GdsnMessageError,
  buildXml,
  childNamed,
  childrenNamed,
  entityIdentification,
  expectRoot,
  present,
  readEntity,
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

/** `EntityIdentificationType`: an identifier and the party that owns it. */
export interface EntityRef {
  entityId: string;
  ownerGln: string;
}

/** A refused document of the answered message, named by the identifiers that message gave it. */
export interface Gs1TransactionException extends EntityRef {
  /**
   * The transaction and command holding the document, when the message named them otherwise (our RCI names
   * all three alike, so without them the document's identification names them too).
   */
  transaction?: EntityRef;
  command?: EntityRef;
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
  accepted?: EntityRef[];
}

function gs1Errors(errors: readonly Gs1Error[], at: Date): XmlBody[] {
  return errors.map((e) => ({
    errorCode: e.code,
    errorDateTime: at.toISOString(),
    errorDescription: e.description.slice(0, DESCRIPTION_MAX),
  }));
}

const refKey = (ref: EntityRef) => `${ref.ownerGln}\u0000${ref.entityId}`;

/** Items grouped by a key, in the order each key first appears. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): T[][] {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return [...groups.values()];
}

/** A refused transaction: its commands, each with its refused documents and their reasons. */
function transactionException(documents: readonly Gs1TransactionException[], at: Date): XmlBody {
  const first = documents[0]!;
  return {
    transactionException: {
      entityIdentification: entityIdentification(
        (first.transaction ?? first).entityId,
        (first.transaction ?? first).ownerGln,
      ),
      commandException: groupBy(documents, (d) => refKey(d.command ?? d.transaction ?? d)).map((command) => {
        const named = command[0]!.command ?? command[0]!.transaction ?? command[0]!;
        return {
          entityIdentification: entityIdentification(named.entityId, named.ownerGln),
          documentException: command.map((d) => ({
            entityIdentification: entityIdentification(d.entityId, d.ownerGln),
            gS1Error: gs1Errors(d.errors, at),
          })),
        };
      }),
    },
  };
}

/**
 * Builds the GS1Response. Each transaction is answered once, by its own identification: REJECTED when one of
 * its documents was refused, with a gS1Exception whose transaction, command and document exceptions name
 * them as the request did and carry the document's reasons; else ACCEPTED when listed as taken.
 */
export function buildGs1Response(message: Gs1ResponseMessage): string {
  const at = message.createdAt;
  const exceptions: XmlBody[] = [];
  if (message.messageErrors.length > 0) {
    exceptions.push({ messageException: { gS1Error: gs1Errors(message.messageErrors, at) } });
  }
  const refused = groupBy(message.transactions, (t) => refKey(t.transaction ?? t));
  for (const documents of refused) exceptions.push(transactionException(documents, at));
  const refusedKeys = new Set(refused.map(([first]) => refKey(first!.transaction ?? first!)));
  const accepted = groupBy(message.accepted ?? [], refKey)
    .map(([first]) => first!)
    .filter((t) => !refusedKeys.has(refKey(t)));
  const response = (ref: EntityRef, status: string) => ({
    transactionIdentifier: entityIdentification(ref.entityId, ref.ownerGln),
    responseStatusCode: status,
  });
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
        ...accepted.map((t) => response(t, 'ACCEPTED')),
        ...refused.map(([first]) => response(first!.transaction ?? first!, 'REJECTED')),
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

/** The identification an exception names its transaction, command or document by. */
const identity = (element: XmlElement): EntityRef => {
  const named = childNamed(element, 'entityIdentification');
  if (!named) throw new GdsnMessageError(`${element.name}/entityIdentification is missing.`);
  return readEntity(named);
};

const attributeErrors = (document: XmlElement): Gs1Error[] =>
  childrenNamed(document, 'attributeException').flatMap(readErrors);

/** The refused documents of one transactionException, each with its own and its command's and transaction's errors. */
function readTransaction(exception: XmlElement): Gs1TransactionException[] {
  const transactionErrors = readErrors(exception);
  const documents = childrenNamed(exception, 'commandException').flatMap((command) => {
    const commandErrors = [...transactionErrors, ...readErrors(command)];
    return childrenNamed(command, 'documentException').map((document) => {
      const named = identity(document);
      // The transaction and command only when named otherwise than the document, as buildGs1Response takes them.
      const other = (element: XmlElement) => {
        const ref = identity(element);
        return refKey(ref) === refKey(named) ? undefined : ref;
      };
      return present({
        ...named,
        transaction: other(exception),
        command: other(command),
        errors: [...commandErrors, ...readErrors(document), ...attributeErrors(document)],
      });
    });
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
  const accepted = responses
    .flatMap((r) => childrenNamed(r, 'transactionResponse'))
    .filter((r) => childNamed(r, 'responseStatusCode')?.text === 'ACCEPTED')
    .flatMap((r) => {
      const named = childNamed(r, 'transactionIdentifier');
      return named ? [readEntity(named)] : [];
    });
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
    ...(accepted.length ? { accepted } : {}),
  };
}
