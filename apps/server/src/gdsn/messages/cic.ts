import {
  catalogueItemReference,
  documentCodec,
  messageKind,
  readCatalogueItemReference,
  type CatalogueItemKey,
  type ItemsMessage,
} from './document-message.js';
import {
  childNamed,
  childrenNamed,
  descend,
  english,
  oneOf,
  optional,
  present,
  requiredText,
  type XmlBody,
  type XmlElement,
} from './xml-tree.js';

const KIND = messageKind('catalogueItemConfirmation');
export const CIC_NAMESPACE = KIND.namespace;

export const CIC_STATES = ['RECEIVED', 'REVIEW', 'SYNCHRONISED', 'REJECTED'] as const;
export type CicState = (typeof CIC_STATES)[number];

/** What the recipient asks the publisher to do (CorrectiveActionCode) and, in words, what it expects. */
export interface CicCorrectiveAction {
  code: string;
  expectedInformation?: string;
}

/** One reason (ConfirmationStatusReasonCode, CIC019 … CIC999) with GS1's required description. */
export interface CicStatus {
  code: string;
  description: string;
  longDescription?: string;
  /** The schema allows one per status. */
  correctiveAction?: CicCorrectiveAction;
}

/** The statuses about one item of the confirmed hierarchy (the top item or one below it). */
export interface CicStatusDetail {
  item: CatalogueItemKey;
  statuses: CicStatus[];
}

/**
 * A data recipient's answer to a CIN, for the hierarchy whose top item is the key (dataSource: the publisher,
 * gtin, targetMarket). `recipientGln` is recipientGLN: GS1's data recipient whose synchronisation state this
 * is (the subscriber, not the publisher), `recipientDataPool` its data pool; `messageCreatorGln`
 * (messageCreatorGLN, which the schema requires) is who wrote the confirmation, the message's sender when
 * not given.
 */
export interface CicItem extends CatalogueItemKey {
  entityId: string;
  state: CicState;
  recipientGln: string;
  recipientDataPool?: string;
  messageCreatorGln?: string;
  details: CicStatusDetail[];
}

/** A CatalogueItemConfirmation: from the data recipient (sender) to its data pool. */
export type CicMessage = ItemsMessage<CicItem>;

function statusBody(status: CicStatus): XmlBody {
  const action = status.correctiveAction;
  return {
    confirmationStatusCode: status.code,
    confirmationStatusCodeDescription: english(status.description),
    ...optional(
      'additionalConfirmationStatusLongDescription',
      status.longDescription && english(status.longDescription),
    ),
    ...optional(
      'correctiveAction',
      action && {
        correctiveActionCode: action.code,
        ...optional('expectedCorrectiveInformation', action.expectedInformation && english(action.expectedInformation)),
      },
    ),
  };
}

function readStatus(status: XmlElement): CicStatus {
  const action = childNamed(status, 'correctiveAction');
  return present({
    code: requiredText(status, 'confirmationStatusCode'),
    description: requiredText(status, 'confirmationStatusCodeDescription'),
    longDescription: childNamed(status, 'additionalConfirmationStatusLongDescription')?.text,
    correctiveAction: action
      ? present({
          code: requiredText(action, 'correctiveActionCode'),
          expectedInformation: childNamed(action, 'expectedCorrectiveInformation')?.text,
        })
      : undefined,
  });
}

const codec = documentCodec<CicItem>(
  KIND,
  (item, header) => ({
    entityId: item.entityId,
    ownerGln: item.messageCreatorGln ?? header.senderGln,
    command: 'ADD',
    body: {
      catalogueItemConfirmationState: {
        catalogueItemConfirmationStateCode: item.state,
        recipientGLN: item.recipientGln,
        ...optional('recipientDataPool', item.recipientDataPool),
        messageCreatorGLN: item.messageCreatorGln ?? header.senderGln,
      },
      catalogueItemReference: catalogueItemReference(item),
      catalogueItemConfirmationStatusDetail: item.details.map((detail) => ({
        confirmationStatusCatalogueItem: catalogueItemReference(detail.item),
        catalogueItemConfirmationStatus: detail.statuses.map(statusBody),
      })),
    },
  }),
  ({ entityId, element }) => {
    const state = (name: string) => descend(element, 'catalogueItemConfirmationState', name)?.text;
    return present({
      entityId,
      state: oneOf(state('catalogueItemConfirmationStateCode') ?? '', CIC_STATES, 'Confirmation state'),
      recipientGln: requiredText(element, 'catalogueItemConfirmationState', 'recipientGLN'),
      recipientDataPool: state('recipientDataPool'),
      messageCreatorGln: state('messageCreatorGLN'),
      ...readCatalogueItemReference(element),
      details: childrenNamed(element, 'catalogueItemConfirmationStatusDetail').map((detail) => ({
        item: readCatalogueItemReference(detail, 'confirmationStatusCatalogueItem'),
        statuses: childrenNamed(detail, 'catalogueItemConfirmationStatus').map(readStatus),
      })),
    });
  },
);

export const buildCic = (message: CicMessage): string => codec.build(message);

/**
 * Reads a CIC. Codes are returned as written, for the caller to judge against the code lists; a state
 * outside the schema's four is a `GdsnMessageError`.
 */
export const parseCic = (xml: string): CicMessage => codec.parse(xml).message;
