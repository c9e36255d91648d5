import { documentCodec, messageKind, type ItemsMessage } from './document-message.js';
import {
  childNamed,
  descend,
  oneOf,
  optional,
  present,
  requiredText,
  type XmlBody,
  type XmlElement,
} from './xml-tree.js';

const KIND = messageKind('catalogueItemSubscription');
export const CIS_NAMESPACE = KIND.namespace;

export const CIS_COMMANDS = ['ADD', 'DELETE'] as const;
export type CisCommand = (typeof CIS_COMMANDS)[number];

/**
 * What a data recipient subscribes to: every item matching all the criteria given (a publisher, a GTIN, a
 * GPC brick, a target market); none but the recipient narrows nothing.
 */
export interface SubscriptionCriteria {
  entityId: string;
  /** The subscriber's GLN. */
  dataRecipient: string;
  /** The publisher's (information provider's) GLN. */
  dataSource?: string;
  gpcCategoryCode?: string;
  gtin?: string;
  /** The subscriber's data pool. */
  recipientDataPool?: string;
  /** ISO 3166-1 numeric. */
  targetMarket?: string;
}

export interface CisItem extends SubscriptionCriteria {
  /** ADD subscribes, DELETE ends the subscription. */
  command: CisCommand;
}

/** A CatalogueItemSubscription: from the subscriber (sender) to its data pool. */
export type CisMessage = ItemsMessage<CisItem>;

/** CatalogueItemSubscriptionType's elements in schema order; RequestForCatalogueItemNotification extends it. */
export function subscriptionBody(criteria: SubscriptionCriteria): XmlBody {
  return {
    dataRecipient: criteria.dataRecipient,
    ...optional('dataSource', criteria.dataSource),
    ...optional('gpcCategoryCode', criteria.gpcCategoryCode),
    ...optional('gtin', criteria.gtin),
    ...optional('recipientDataPool', criteria.recipientDataPool),
    ...optional('targetMarket', criteria.targetMarket && { targetMarketCountryCode: criteria.targetMarket }),
  };
}

export function readSubscription(entityId: string, element: XmlElement): SubscriptionCriteria {
  return present({
    entityId,
    dataRecipient: requiredText(element, 'dataRecipient'),
    dataSource: childNamed(element, 'dataSource')?.text,
    gpcCategoryCode: childNamed(element, 'gpcCategoryCode')?.text,
    gtin: childNamed(element, 'gtin')?.text,
    recipientDataPool: childNamed(element, 'recipientDataPool')?.text,
    targetMarket: descend(element, 'targetMarket', 'targetMarketCountryCode')?.text,
  });
}

const codec = documentCodec<CisItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.dataRecipient,
    command: item.command,
    body: subscriptionBody(item),
  }),
  ({ command, entityId, element }) => ({
    ...readSubscription(entityId, element),
    command: oneOf(command, CIS_COMMANDS, 'Document command'),
  }),
);

export const buildCis = (message: CisMessage): string => codec.build(message);

/** Reads a CIS; values as written. A command other than ADD or DELETE is a `GdsnMessageError`. */
export const parseCis = (xml: string): CisMessage => codec.parse(xml).message;
