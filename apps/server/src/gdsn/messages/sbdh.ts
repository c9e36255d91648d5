import {
  GdsnMessageError,
  childNamed,
  childrenNamed,
  descend,
  requiredDate,
  requiredText,
  type XmlBody,
  type XmlElement,
} from './xml-tree.js';

export const SBDH_NAMESPACE = 'http://www.unece.org/cefact/namespaces/StandardBusinessDocumentHeader';

/** The `sh:Type` of each message we write or read. */
export type SbdhDocumentType =
  | 'registryCatalogueItem'
  | 'catalogueItemRegistrationResponse'
  | 'gS1Response'
  | 'catalogueItemNotification'
  | 'catalogueItemPublication'
  | 'catalogueItemConfirmation'
  | 'catalogueItemHierarchicalWithdrawal'
  | 'catalogueItemSubscription'
  | 'requestForCatalogueItemNotification'
  | 'basicPartyRegistration'
  | 'partyRegistrationResponse';

/** The StandardBusinessDocumentHeader: who sends to whom, which message, when, and what it answers. */
export interface Sbdh {
  senderGln: string;
  receiverGln: string;
  instanceId: string;
  type: string;
  createdAt: Date;
  /** The instance identifier of the message this one answers (a response's requesting document). */
  correlationId: string | null;
}

export interface SbdhInput extends Omit<Sbdh, 'type' | 'correlationId'> {
  type: SbdhDocumentType;
  /** For a response: the requesting message, and when it was created if known. */
  correlation?: { instanceId: string; createdAt?: Date };
}

/** The `sh:StandardBusinessDocumentHeader` element's content, in the order the SBDH schema wants. */
export function buildSbdh(input: SbdhInput): XmlBody {
  const header: XmlBody = {
    'sh:HeaderVersion': '1.0',
    'sh:Sender': { 'sh:Identifier': { '@_Authority': 'GS1', '#text': input.senderGln } },
    'sh:Receiver': { 'sh:Identifier': { '@_Authority': 'GS1', '#text': input.receiverGln } },
    'sh:DocumentIdentification': {
      'sh:Standard': 'GS1',
      'sh:TypeVersion': '3.1',
      'sh:InstanceIdentifier': input.instanceId,
      'sh:Type': input.type,
      'sh:CreationDateAndTime': input.createdAt.toISOString(),
    },
  };
  if (input.correlation) {
    const { instanceId, createdAt } = input.correlation;
    header['sh:BusinessScope'] = {
      'sh:Scope': {
        'sh:Type': 'GDSN',
        'sh:InstanceIdentifier': input.instanceId,
        'sh:CorrelationInformation': {
          ...(createdAt ? { 'sh:RequestingDocumentCreationDateTime': createdAt.toISOString() } : {}),
          'sh:RequestingDocumentInstanceIdentifier': instanceId,
        },
      },
    };
  }
  return header;
}

/** The namespace declarations a message root carries: its own and the SBDH's. */
export function rootNamespaces(prefix: string, namespace: string): XmlBody {
  return { [`@_xmlns:${prefix}`]: namespace, '@_xmlns:sh': SBDH_NAMESPACE };
}

/** Reads the header of a parsed message. */
export function readSbdh(root: XmlElement): Sbdh {
  const header = childNamed(root, 'StandardBusinessDocumentHeader');
  if (!header) throw new GdsnMessageError('The message has no StandardBusinessDocumentHeader.');
  const businessScope = childNamed(header, 'BusinessScope');
  const correlation = businessScope
    ? childrenNamed(businessScope, 'Scope')
        .map((scope) => descend(scope, 'CorrelationInformation', 'RequestingDocumentInstanceIdentifier')?.text)
        .find(Boolean)
    : undefined;
  return {
    senderGln: requiredText(header, 'Sender', 'Identifier'),
    receiverGln: requiredText(header, 'Receiver', 'Identifier'),
    instanceId: requiredText(header, 'DocumentIdentification', 'InstanceIdentifier'),
    type: requiredText(header, 'DocumentIdentification', 'Type'),
    createdAt: requiredDate(header, 'DocumentIdentification', 'CreationDateAndTime'),
    correlationId: correlation ?? null,
  };
}
