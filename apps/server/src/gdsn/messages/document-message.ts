import type { EntityRef } from './gs1-response.js';
import { buildSbdh, readSbdh, rootNamespaces, type SbdhDocumentType } from './sbdh.js';
import {
  GdsnMessageError,
  buildXml,
  childNamed,
  childrenNamed,
  entityIdentification,
  expectRoot,
  parseXml,
  readEntity,
  requiredText,
  type XmlBody,
  type XmlElement,
} from './xml-tree.js';

/** What the StandardBusinessDocumentHeader says of every message: who sends to whom, which one, when. */
export interface MessageHeader {
  instanceId: string;
  senderGln: string;
  receiverGln: string;
  createdAt: Date;
}

/** One GDSN message of the transaction → documentCommand → document shape, named as its schema names it. */
export interface DocumentMessageKind {
  /** The document element, also the SBDH type; the root is this + `Message`. */
  document: SbdhDocumentType;
  /** The namespace prefix GS1's samples use: `catalogue_item_publication`. */
  prefix: string;
  namespace: string;
  /** The schema's name (`CatalogueItemPublication`) for the "not a …" error. */
  schema: string;
  /** The identification element, when the document inherits another's (RFCIN extends the subscription). */
  identification?: string;
}

/** GS1 names a message's namespace, its prefix and its schema after the document element. */
export const gs1Prefix = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

export function messageKind(document: SbdhDocumentType, identification?: string): DocumentMessageKind {
  const prefix = gs1Prefix(document);
  return {
    document,
    prefix,
    namespace: `urn:gs1:gdsn:${prefix}:xsd:3`,
    schema: document.charAt(0).toUpperCase() + document.slice(1),
    ...(identification ? { identification } : {}),
  };
}

const identificationOf = (kind: DocumentMessageKind) => kind.identification ?? `${kind.document}Identification`;

export type DocumentCommand = 'ADD' | 'CHANGE_BY_REFRESH' | 'CORRECT' | 'DELETE';

/** A document to send in its own transaction. */
export interface DocumentToWrite {
  /** Identifies the transaction, its command and its document alike, as GS1's samples do. */
  entityId: string;
  /** The identifiers' content owner (GS1 rule 300: the item's data source). */
  ownerGln: string;
  command: DocumentCommand;
  /** What follows the document's creationDateTime, documentStatusCode and identification, in schema order. */
  body: XmlBody;
}

/**
 * Builds a message with one transaction per document, so each succeeds or fails on its own; a response
 * names the message it answers (`correlationId`) in the header.
 */
export function buildDocumentMessage(
  kind: DocumentMessageKind,
  header: MessageHeader,
  documents: readonly DocumentToWrite[],
  correlationId?: string,
): string {
  const created = header.createdAt.toISOString();
  return buildXml(`${kind.prefix}:${kind.document}Message`, {
    ...rootNamespaces(kind.prefix, kind.namespace),
    'sh:StandardBusinessDocumentHeader': buildSbdh({
      instanceId: header.instanceId,
      senderGln: header.senderGln,
      receiverGln: header.receiverGln,
      createdAt: header.createdAt,
      type: kind.document,
      ...(correlationId ? { correlation: { instanceId: correlationId } } : {}),
    }),
    transaction: documents.map((document) => {
      const id = entityIdentification(document.entityId, document.ownerGln);
      return {
        transactionIdentification: id,
        documentCommand: {
          documentCommandHeader: { '@_type': document.command, documentCommandIdentification: id },
          [`${kind.prefix}:${kind.document}`]: {
            creationDateTime: created,
            documentStatusCode: 'ORIGINAL',
            [identificationOf(kind)]: id,
            ...document.body,
          },
        },
      };
    }),
  });
}

/** A document as read: its command (as written) and its identification. */
export interface ReadDocument {
  command: string;
  entityId: string;
  element: XmlElement;
}

/** Reads the header and every document of a message of `kind`; another message is a `GdsnMessageError`. */
function readDocumentMessage(
  xml: string,
  kind: DocumentMessageKind,
): { header: MessageHeader; correlationId: string | null; documents: ReadDocument[] } {
  const root = expectRoot(xml, `${kind.document}Message`, kind.namespace, kind.schema);
  const { instanceId, senderGln, receiverGln, createdAt, correlationId } = readSbdh(root);
  const documents = childrenNamed(root, 'transaction').flatMap((transaction) =>
    childrenNamed(transaction, 'documentCommand').flatMap((documentCommand) => {
      const command = childNamed(documentCommand, 'documentCommandHeader')?.attributes.type ?? '';
      return childrenNamed(documentCommand, kind.document).map((element) => ({
        command,
        entityId: requiredText(element, identificationOf(kind), 'entityIdentification'),
        element,
      }));
    }),
  );
  if (documents.length === 0) throw new GdsnMessageError(`The ${kind.schema} holds no ${kind.document}.`);
  return { header: { instanceId, senderGln, receiverGln, createdAt }, correlationId, documents };
}

/** A message as its items: a document each. */
export type ItemsMessage<Item> = MessageHeader & { items: Item[] };

/** Builds and reads one kind of message, given how an item becomes a document and back. */
export interface DocumentCodec<Item> {
  /** A response names the message it answers (`correlationId`) in its header. */
  build(message: MessageHeader & { items: readonly Item[] }, correlationId?: string): string;
  /** Values as written; a message of another kind, or without documents, is a `GdsnMessageError`. */
  parse(xml: string): { message: ItemsMessage<Item>; correlationId: string | null };
}

export function documentCodec<Item>(
  kind: DocumentMessageKind,
  write: (item: Item, header: MessageHeader) => DocumentToWrite,
  read: (document: ReadDocument) => Item,
): DocumentCodec<Item> {
  return {
    build: (message, correlationId) =>
      buildDocumentMessage(
        kind,
        message,
        message.items.map((item) => write(item, message)),
        correlationId,
      ),
    parse: (xml) => {
      const { header, correlationId, documents } = readDocumentMessage(xml, kind);
      return { message: { ...header, items: documents.map(read) }, correlationId };
    },
  };
}

/** `CatalogueItemReferenceType`: the key of a trade item in the network. */
export interface CatalogueItemKey {
  /** The information provider's GLN. */
  dataSource: string;
  gtin: string;
  /** ISO 3166-1 numeric. */
  targetMarket: string;
}

export const catalogueItemReference = (key: CatalogueItemKey): XmlBody => ({
  dataSource: key.dataSource,
  gtin: key.gtin,
  targetMarketCountryCode: key.targetMarket,
});

/** The reference named `name` in `element` (a subdivision of the target market is not read: we keep none). */
export function readCatalogueItemReference(element: XmlElement, name = 'catalogueItemReference'): CatalogueItemKey {
  const reference = childNamed(element, name);
  if (!reference) throw new GdsnMessageError(`${element.name}/${name} is missing.`);
  return {
    dataSource: requiredText(reference, 'dataSource'),
    gtin: requiredText(reference, 'gtin'),
    targetMarket: requiredText(reference, 'targetMarketCountryCode'),
  };
}

/** Where a document sits in its message: its transaction, its command (and the command's type), itself. */
export interface DocumentPlace {
  transaction: EntityRef;
  command: EntityRef;
  commandType: string;
  document: EntityRef;
}

function namedBy(element: XmlElement | undefined, what: string): EntityRef {
  if (!element) throw new GdsnMessageError(`The message names no ${what}.`);
  return readEntity(element);
}

/**
 * Every document of a transaction → documentCommand → document message, in message order (the order each
 * message's reader lists its items in), with the identifications the sender gave its transaction, command
 * and document: what a GS1Response answers by. A document's identification is its first child that is an
 * EntityIdentificationType (`catalogueItemNotificationIdentification` and the like).
 */
export function documentPlaces(xml: string): DocumentPlace[] {
  return childrenNamed(parseXml(xml), 'transaction').flatMap((transaction) => {
    const transactionId = namedBy(childNamed(transaction, 'transactionIdentification'), 'transactionIdentification');
    return childrenNamed(transaction, 'documentCommand').flatMap((command) => {
      const header = childNamed(command, 'documentCommandHeader');
      const commandId = namedBy(
        header && childNamed(header, 'documentCommandIdentification'),
        'documentCommandIdentification',
      );
      return command.children
        .filter((document) => document !== header)
        .map((document) => ({
          transaction: transactionId,
          command: commandId,
          commandType: header?.attributes.type ?? '',
          document: namedBy(
            document.children.find((child) => childNamed(child, 'entityIdentification')),
            `identification of its ${document.name}`,
          ),
        }));
    });
  });
}
