import { BPR_NAMESPACE } from './bpr.js';
import { CIC_NAMESPACE } from './cic.js';
import { CIHW_NAMESPACE } from './cihw.js';
import { CIN_NAMESPACE } from './cin.js';
import { CIP_NAMESPACE } from './cip.js';
import { CIRR_NAMESPACE } from './cirr.js';
import { CIS_NAMESPACE } from './cis.js';
import { GS1_RESPONSE_NAMESPACE } from './gs1-response.js';
import { PRR_NAMESPACE } from './prr.js';
import { RCI_NAMESPACE } from './rci.js';
import { RFCIN_NAMESPACE } from './rfcin.js';
import { readSbdh, type Sbdh } from './sbdh.js';
import { GdsnMessageError, descend, namespaceOf, parseXml, type XmlElement } from './xml-tree.js';

export type GdsnMessageType =
  'CIN' | 'CIC' | 'CIP' | 'CIS' | 'CIHW' | 'RFCIN' | 'RCI' | 'CIRR' | 'GS1Response' | 'BPR' | 'PRR';

/** Each message by its root element's local name, with the namespace that root must be in. */
const ROOTS: Readonly<Record<string, { type: GdsnMessageType; namespace: string }>> = {
  catalogueItemNotificationMessage: { type: 'CIN', namespace: CIN_NAMESPACE },
  catalogueItemConfirmationMessage: { type: 'CIC', namespace: CIC_NAMESPACE },
  catalogueItemPublicationMessage: { type: 'CIP', namespace: CIP_NAMESPACE },
  catalogueItemSubscriptionMessage: { type: 'CIS', namespace: CIS_NAMESPACE },
  catalogueItemHierarchicalWithdrawalMessage: { type: 'CIHW', namespace: CIHW_NAMESPACE },
  requestForCatalogueItemNotificationMessage: { type: 'RFCIN', namespace: RFCIN_NAMESPACE },
  registryCatalogueItemMessage: { type: 'RCI', namespace: RCI_NAMESPACE },
  catalogueItemRegistrationResponseMessage: { type: 'CIRR', namespace: CIRR_NAMESPACE },
  gS1ResponseMessage: { type: 'GS1Response', namespace: GS1_RESPONSE_NAMESPACE },
  basicPartyRegistrationMessage: { type: 'BPR', namespace: BPR_NAMESPACE },
  partyRegistrationResponseMessage: { type: 'PRR', namespace: PRR_NAMESPACE },
};

/** The SBDH's document identification, to be compared with the document it heads. */
const identificationText = (root: XmlElement, name: string) =>
  descend(root, 'StandardBusinessDocumentHeader', 'DocumentIdentification', name)?.text ?? '';

/**
 * Where the header contradicts its document: its `Type` must be the root's document (a CIN labelled a CIC is
 * neither), its `Standard` GS1 and its `TypeVersion` 3.1 (a 3.1.x release is one).
 */
function headerDisagreements(root: XmlElement): string[] {
  const document = root.name.replace(/Message$/, '');
  const type = identificationText(root, 'Type');
  const standard = identificationText(root, 'Standard');
  const version = identificationText(root, 'TypeVersion');
  return [
    ...(type === document ? [] : [`The SBDH Type is ${type || '(none)'}, but the message is a ${document}.`]),
    ...(standard === 'GS1' ? [] : [`The SBDH Standard is ${standard || '(none)'}, not GS1.`]),
    ...(/^3\.1(\.\d+)?$/.test(version) ? [] : [`The SBDH TypeVersion is ${version || '(none)'}, not 3.1.`]),
  ];
}

/**
 * Which GS1 XML 3.1 message this is and its header, from the root element and its namespace, before the
 * message's own reader takes it, with what the header says that the document contradicts. Text that is not
 * XML, a root we do not exchange, another version's namespace or a missing header is a `GdsnMessageError`
 * saying which.
 */
export function identifyMessage(xml: string): { type: GdsnMessageType; header: Sbdh; disagreements: string[] } {
  const root = parseXml(xml);
  const known = Object.hasOwn(ROOTS, root.name) ? ROOTS[root.name] : undefined;
  if (!known) throw new GdsnMessageError(`The XML is not a GS1 XML message we exchange (its root is ${root.name}).`);
  const namespace = namespaceOf(root);
  if (namespace !== known.namespace) {
    throw new GdsnMessageError(
      `The ${root.name} is in namespace ${namespace ?? '(none)'}, not GS1 XML 3.1's ${known.namespace}.`,
    );
  }
  return { type: known.type, header: readSbdh(root), disagreements: headerDisagreements(root) };
}
