import {
  catalogueItemReference,
  documentCodec,
  messageKind,
  readCatalogueItemReference,
  type CatalogueItemKey,
  type ItemsMessage,
} from './document-message.js';
import {
  GdsnMessageError,
  childNamed,
  childrenNamed,
  descend,
  english,
  optional,
  optionalDate,
  present,
  requiredText,
} from './xml-tree.js';

const KIND = messageKind('catalogueItemHierarchicalWithdrawal');
export const CIHW_NAMESPACE = KIND.namespace;

/**
 * A hierarchy withdrawn from data recipients: the source data pool tells them the hierarchy under the
 * referenced item is gone (its links changed, or its publication was withdrawn) before sending what
 * replaces it. `reasonCode` is hierarchyDeletionReasonCode (GS1's HierarchyDeletionReasonCode list:
 * HIERARCHY_LINK_CORRECTION, PUBLICATION_WITHDRAWAL …); the dates and the state say why the item itself
 * left, when it did.
 */
export interface CihwItem extends CatalogueItemKey {
  entityId: string;
  reasonCode: string;
  reasonDescription?: string;
  /** catalogueItemStateCode: CANCELED, DISCONTINUED, IN_PROGRESS or REGISTERED, as written. */
  state?: string;
  cancelledAt?: Date;
  discontinuedAt?: Date;
  dataRecipients: string[];
  sourceDataPool?: string;
}

/** A CatalogueItemHierarchicalWithdrawal: from the source data pool (sender) to a recipient's data pool. */
export type CihwMessage = ItemsMessage<CihwItem>;

const codec = documentCodec<CihwItem>(
  KIND,
  (item) => ({
    entityId: item.entityId,
    ownerGln: item.dataSource,
    command: 'ADD',
    body: {
      ...optional('cancelDateTime', item.cancelledAt?.toISOString()),
      ...optional('catalogueItemStateCode', item.state),
      ...optional('discontinueDateTime', item.discontinuedAt?.toISOString()),
      hierarchyDeletionReasonCode: item.reasonCode,
      ...optional(
        'hierarchyDeletionAdditionalReasonDescription',
        item.reasonDescription && english(item.reasonDescription),
      ),
      catalogueItemReference: catalogueItemReference(item),
      dataRecipient: item.dataRecipients.map((gln) => ({ gln })),
      ...optional('sourceDataPool', item.sourceDataPool && { gln: item.sourceDataPool }),
    },
  }),
  ({ entityId, element }) => {
    const dataRecipients = childrenNamed(element, 'dataRecipient').map((recipient) => requiredText(recipient, 'gln'));
    if (dataRecipients.length === 0) {
      throw new GdsnMessageError('catalogueItemHierarchicalWithdrawal names no dataRecipient.');
    }
    return present({
      entityId,
      reasonCode: requiredText(element, 'hierarchyDeletionReasonCode'),
      reasonDescription: childNamed(element, 'hierarchyDeletionAdditionalReasonDescription')?.text,
      state: childNamed(element, 'catalogueItemStateCode')?.text,
      cancelledAt: optionalDate(element, 'cancelDateTime'),
      discontinuedAt: optionalDate(element, 'discontinueDateTime'),
      dataRecipients,
      sourceDataPool: descend(element, 'sourceDataPool', 'gln')?.text,
      ...readCatalogueItemReference(element),
    });
  },
);

export const buildCihw = (message: CihwMessage): string => codec.build(message);

/** Reads a CIHW; values as written. */
export const parseCihw = (xml: string): CihwMessage => codec.parse(xml).message;
