import {
  catalogueItemReference,
  documentCodec,
  messageKind,
  readCatalogueItemReference,
  type ItemsMessage,
} from './document-message.js';
import { oneOf, requiredText } from './xml-tree.js';

const KIND = messageKind('registryCatalogueItem');
export const RCI_NAMESPACE = KIND.namespace;

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
export type RciMessage = ItemsMessage<RciItem>;

/*
 * One transaction per item, so each item succeeds or fails on its own. The item's entityId identifies its
 * transaction, command and document alike (as GS1's sample does), with the information provider as content
 * owner (GS1 rule 300: contentOwner is the dataSource); responses refer back to it.
 */
const codec = documentCodec<RciItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.infoProviderGln,
    command: item.documentCommand,
    body: {
      gpcCategoryCode: item.gpcCode,
      sourceDataPool: item.sourceDataPool,
      registryCatalogueItemStateCode: item.state,
      catalogueItemReference: catalogueItemReference({
        dataSource: item.infoProviderGln,
        gtin: item.gtin,
        targetMarket: item.targetMarket,
      }),
    },
  }),
  ({ command, entityId, element }) => {
    const reference = readCatalogueItemReference(element);
    return {
      entityId,
      documentCommand: oneOf(command, RCI_COMMANDS, 'Document command'),
      gtin: reference.gtin,
      infoProviderGln: reference.dataSource,
      targetMarket: reference.targetMarket,
      // The schema allows several GPC codes; one brick classifies a trade item.
      gpcCode: requiredText(element, 'gpcCategoryCode'),
      sourceDataPool: requiredText(element, 'sourceDataPool'),
      state: oneOf(requiredText(element, 'registryCatalogueItemStateCode'), ['REGISTERED'], 'Registry state'),
    };
  },
);

export const buildRci = (message: RciMessage): string => codec.build(message);

/**
 * Reads an RCI (the registry's side). Values are returned as written, for the registry to judge; a message
 * that is not an RCI, lacks a part, or asks for a command or state we do not support is a `GdsnMessageError`.
 */
export const parseRci = (xml: string): RciMessage => codec.parse(xml).message;
