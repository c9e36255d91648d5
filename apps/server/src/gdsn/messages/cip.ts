import {
  catalogueItemReference,
  documentCodec,
  messageKind,
  readCatalogueItemReference,
  type CatalogueItemKey,
  type ItemsMessage,
} from './document-message.js';
import { GdsnMessageError, childNamed, childrenNamed, descend, oneOf, type XmlBody } from './xml-tree.js';

const KIND = messageKind('catalogueItemPublication');
export const CIP_NAMESPACE = KIND.namespace;

export const CIP_COMMANDS = ['ADD', 'DELETE'] as const;
export type CipCommand = (typeof CIP_COMMANDS)[number];

/**
 * Whom the item is published to. The schema offers a choice: one data recipient (publishToGLN) or every
 * subscriber of a target market (publishToTargetMarket, a "public" publication).
 */
export type CipRecipient = { gln: string } | { targetMarket: string };

/**
 * One publication, from the publisher to its source data pool. Mapping to CatalogueItemPublication.xsd:
 * `command` is the documentCommandHeader type (ADD publishes, DELETE withdraws the publication),
 * `businessContexts` the businessContextIdentification codes, `publishTo` the publishToGLN /
 * publishToTargetMarket choice, and dataSource, gtin, targetMarket the catalogueItemReference (the top of
 * the hierarchy published). The schema has no reload or publication type: whether a CIN is an initial load
 * or a new item travels later, in the CIN's isReload and document command.
 */
export interface CipItem extends CatalogueItemKey {
  entityId: string;
  command: CipCommand;
  businessContexts: string[];
  publishTo: CipRecipient;
}

/** A CatalogueItemPublication: from the publisher (sender) to its source data pool (receiver). */
export type CipMessage = ItemsMessage<CipItem>;

function recipientBody(publishTo: CipRecipient): XmlBody {
  return 'gln' in publishTo
    ? { publishToGLN: publishTo.gln }
    : { publishToTargetMarket: { targetMarketCountryCode: publishTo.targetMarket } };
}

const codec = documentCodec<CipItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.dataSource,
    command: item.command,
    body: {
      businessContextIdentification: item.businessContexts,
      ...recipientBody(item.publishTo),
      catalogueItemReference: catalogueItemReference(item),
    },
  }),
  ({ command, entityId, element }) => {
    const gln = childNamed(element, 'publishToGLN')?.text;
    const targetMarket = descend(element, 'publishToTargetMarket', 'targetMarketCountryCode')?.text;
    if (!gln && !targetMarket) throw new GdsnMessageError('catalogueItemPublication names no recipient.');
    return {
      entityId,
      command: oneOf(command, CIP_COMMANDS, 'Document command'),
      businessContexts: childrenNamed(element, 'businessContextIdentification').map((c) => c.text),
      publishTo: gln ? { gln } : { targetMarket: targetMarket! },
      ...readCatalogueItemReference(element),
    };
  },
);

export const buildCip = (message: CipMessage): string => codec.build(message);

/** Reads a CIP; values as written. A command other than ADD or DELETE is a `GdsnMessageError`. */
export const parseCip = (xml: string): CipMessage => codec.parse(xml).message;
