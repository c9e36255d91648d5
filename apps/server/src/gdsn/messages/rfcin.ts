import { readSubscription, subscriptionBody, type SubscriptionCriteria } from './cis.js';
import { documentCodec, messageKind, type ItemsMessage } from './document-message.js';
import { GdsnMessageError, childNamed, optional, present, requiredText } from './xml-tree.js';

// The request extends the subscription's type, identification included.
const KIND = messageKind('requestForCatalogueItemNotification', 'catalogueItemSubscriptionIdentification');
export const RFCIN_NAMESPACE = KIND.namespace;

/**
 * A data recipient asking for the items matching the criteria to be sent (again): `isReload` says it wants
 * them as a reload of what it already holds (a resynchronisation), with isReloadReasonCode saying why.
 */
export interface RfcinItem extends SubscriptionCriteria {
  isReload: boolean;
  reloadReasonCode?: string;
}

/** A RequestForCatalogueItemNotification: from the data recipient (sender) to its data pool. */
export type RfcinMessage = ItemsMessage<RfcinItem>;

function readIsReload(text: string): boolean {
  if (text === 'true' || text === '1') return true;
  if (text === 'false' || text === '0') return false;
  throw new GdsnMessageError(`isReload '${text}' is not a boolean.`);
}

const codec = documentCodec<RfcinItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.dataRecipient,
    command: 'ADD',
    body: {
      ...subscriptionBody(item),
      isReload: String(item.isReload),
      ...optional('isReloadReasonCode', item.reloadReasonCode),
    },
  }),
  ({ entityId, element }) =>
    present({
      ...readSubscription(entityId, element),
      isReload: readIsReload(requiredText(element, 'isReload')),
      reloadReasonCode: childNamed(element, 'isReloadReasonCode')?.text,
    }),
);

export const buildRfcin = (message: RfcinMessage): string => codec.build(message);

/** Reads an RFCIN; values as written. */
export const parseRfcin = (xml: string): RfcinMessage => codec.parse(xml).message;
