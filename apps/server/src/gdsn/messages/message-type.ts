import { CIC_NAMESPACE } from './cic.js';
import { CIHW_NAMESPACE } from './cihw.js';
import { CIN_NAMESPACE } from './cin.js';
import { CIP_NAMESPACE } from './cip.js';
import { CIRR_NAMESPACE } from './cirr.js';
import { CIS_NAMESPACE } from './cis.js';
import { GS1_RESPONSE_NAMESPACE } from './gs1-response.js';
import { RCI_NAMESPACE } from './rci.js';
import { RFCIN_NAMESPACE } from './rfcin.js';
import { readSbdh, type Sbdh } from './sbdh.js';
import { GdsnMessageError, namespaceOf, parseXml } from './xml-tree.js';

export type GdsnMessageType = 'CIN' | 'CIC' | 'CIP' | 'CIS' | 'CIHW' | 'RFCIN' | 'RCI' | 'CIRR' | 'GS1Response';

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
};

/**
 * Which GS1 XML 3.1 message this is and its header, from the root element and its namespace, before the
 * message's own reader takes it. Text that is not XML, a root we do not exchange, another version's
 * namespace or a missing header is a `GdsnMessageError` saying which.
 */
export function identifyMessage(xml: string): { type: GdsnMessageType; header: Sbdh } {
  const root = parseXml(xml);
  const known = Object.hasOwn(ROOTS, root.name) ? ROOTS[root.name] : undefined;
  if (!known) throw new GdsnMessageError(`The XML is not a GS1 XML message we exchange (its root is ${root.name}).`);
  const namespace = namespaceOf(root);
  if (namespace !== known.namespace) {
    throw new GdsnMessageError(
      `The ${root.name} is in namespace ${namespace ?? '(none)'}, not GS1 XML 3.1's ${known.namespace}.`,
    );
  }
  return { type: known.type, header: readSbdh(root) };
}
