import { buildSbdh, readSbdh, rootNamespaces } from './sbdh.js';
import {
  GdsnMessageError,
  buildXml,
  childNamed,
  childrenNamed,
  entityIdentification,
  expectRoot,
  requiredText,
  type XmlElement,
} from './xml-tree.js';

const PREFIX = 'registry_catalogue_item';
export const RCI_NAMESPACE = 'urn:gs1:gdsn:registry_catalogue_item:xsd:3';

export const RCI_COMMANDS = ['ADD', 'CHANGE_BY_REFRESH'] as const;
export type RciCommand = (typeof RCI_COMMANDS)[number];

/** One item the data pool registers (or refreshes) with the Global Registry. */
export interface RciItem {
  /** The data pool's own reference (our catalog item id as text): the registry keeps it per registration. */
  entityId: string;
  documentCommand: RciCommand;
  gtin: string;
  /** The information provider: the catalogue item reference's dataSource. */
  infoProviderGln: string;
  /** ISO 3166-1 numeric. */
  targetMarket: string;
  gpcCode: string;
  sourceDataPool: string;
  state: 'REGISTERED';
}

/** A RegistryCatalogueItem message: from the data pool (sender) to the registry (receiver). */
export interface RciMessage {
  instanceId: string;
  senderGln: string;
  receiverGln: string;
  createdAt: Date;
  items: RciItem[];
}

/**
 * Builds the RCI: one transaction per item, so each item succeeds or fails on its own. The item's entityId
 * identifies its transaction, command and document alike (as GS1's sample does), with the information
 * provider as content owner (GS1 rule 300: contentOwner is the dataSource); responses refer back to it.
 */
export function buildRci(message: RciMessage): string {
  const created = message.createdAt.toISOString();
  return buildXml(`${PREFIX}:registryCatalogueItemMessage`, {
    ...rootNamespaces(PREFIX, RCI_NAMESPACE),
    'sh:StandardBusinessDocumentHeader': buildSbdh({ ...message, type: 'registryCatalogueItem' }),
    transaction: message.items.map((item) => {
      const id = entityIdentification(item.entityId, item.infoProviderGln);
      return {
        transactionIdentification: id,
        documentCommand: {
          documentCommandHeader: { '@_type': item.documentCommand, documentCommandIdentification: id },
          [`${PREFIX}:registryCatalogueItem`]: {
            creationDateTime: created,
            documentStatusCode: 'ORIGINAL',
            registryCatalogueItemIdentification: id,
            gpcCategoryCode: item.gpcCode,
            sourceDataPool: item.sourceDataPool,
            registryCatalogueItemStateCode: item.state,
            catalogueItemReference: {
              dataSource: item.infoProviderGln,
              gtin: item.gtin,
              targetMarketCountryCode: item.targetMarket,
            },
          },
        },
      };
    }),
  });
}

function oneOf<T extends string>(value: string, allowed: readonly T[], what: string): T {
  if (!(allowed as readonly string[]).includes(value)) {
    throw new GdsnMessageError(`${what} '${value}' is not supported (only ${allowed.join(', ')}).`);
  }
  return value as T;
}

function readItem(command: RciCommand, document: XmlElement): RciItem {
  const reference = childNamed(document, 'catalogueItemReference');
  if (!reference) throw new GdsnMessageError('registryCatalogueItem/catalogueItemReference is missing.');
  return {
    entityId: requiredText(document, 'registryCatalogueItemIdentification', 'entityIdentification'),
    documentCommand: command,
    gtin: requiredText(reference, 'gtin'),
    infoProviderGln: requiredText(reference, 'dataSource'),
    targetMarket: requiredText(reference, 'targetMarketCountryCode'),
    // The schema allows several GPC codes; one brick classifies a trade item.
    gpcCode: requiredText(document, 'gpcCategoryCode'),
    sourceDataPool: requiredText(document, 'sourceDataPool'),
    state: oneOf(requiredText(document, 'registryCatalogueItemStateCode'), ['REGISTERED'], 'Registry state'),
  };
}

/**
 * Reads an RCI (the registry's side). Values are returned as written, for the registry to judge; a message
 * that is not an RCI, lacks a part, or asks for a command or state we do not support is a `GdsnMessageError`.
 */
export function parseRci(xml: string): RciMessage {
  const root = expectRoot(xml, 'registryCatalogueItemMessage', RCI_NAMESPACE, 'RegistryCatalogueItem');
  const header = readSbdh(root);
  const items = childrenNamed(root, 'transaction').flatMap((transaction) =>
    childrenNamed(transaction, 'documentCommand').flatMap((documentCommand) => {
      const type = childNamed(documentCommand, 'documentCommandHeader')?.attributes.type ?? '';
      const command = oneOf(type, RCI_COMMANDS, 'Document command');
      return childrenNamed(documentCommand, 'registryCatalogueItem').map((document) => readItem(command, document));
    }),
  );
  if (items.length === 0) throw new GdsnMessageError('The RCI holds no registryCatalogueItem.');
  return {
    instanceId: header.instanceId,
    senderGln: header.senderGln,
    receiverGln: header.receiverGln,
    createdAt: header.createdAt,
    items,
  };
}
