import type { GdsnElement, ItemAttributes } from '@tradepool/domain';
import { treeFromXml } from '../document/tree-from-xml.js';
import { readChildTradeItems, readTradeItemAttributes } from './cin-attributes.js';
import { messageKind } from './document-message.js';
import { childNamed, childrenNamed, descend, expectRoot, type XmlElement } from './xml-tree.js';

export const CIN_KIND = messageKind('catalogueItemNotification');
export const CIN_NAMESPACE = CIN_KIND.namespace;

export interface CinChild {
  gtin: string;
  quantity: number;
}

/** One trade item of a CIN, read into the attribute dictionary and kept whole. */
export interface CinDocument {
  /** Where it sits, for error reporting: `catalogueItem[n]`, the n-th catalogueItem of the file in document order. */
  path: string;
  attributes: ItemAttributes;
  /** The whole tradeItem as sent (none when the catalogue item has none): plain data, as the worker returns it. */
  tree?: GdsnElement;
  children: CinChild[];
  /** What could not be read: the catalogue item has no tradeItem, or its next lower level is malformed. */
  problems: string[];
  /** Which document of the message holds it (`documentPlaces` lists them in the same order). */
  notification: number;
  /** The GLN the document is for (its top catalogue item's dataRecipient), as another data pool addresses it. */
  dataRecipient: string | null;
}

export interface CinContent {
  /** Every trade item, children before their parents. */
  documents: CinDocument[];
  /** Problems with the file rather than one item. */
  problems: string[];
}

/** The commands that carry items to store; DELETE (a withdrawal) is not applied from a file, nor sent. */
export const CIN_COMMANDS = ['ADD', 'CHANGE_BY_REFRESH', 'CORRECT'] as const;
export type CinCommand = (typeof CIN_COMMANDS)[number];

function numberCatalogueItems(root: XmlElement): Map<XmlElement, number> {
  const numbers = new Map<XmlElement, number>();
  const visit = (element: XmlElement) => {
    if (element.name === 'catalogueItem') numbers.set(element, numbers.size + 1);
    element.children.forEach(visit);
  };
  visit(root);
  return numbers;
}

/** Without childTradeItem, the hierarchy is read from the nested catalogue items and their link quantities. */
function linkedChildren(catalogueItem: XmlElement): CinChild[] {
  return childrenNamed(catalogueItem, 'catalogueItemChildItemLink').flatMap((link) => {
    const gtin = descend(link, 'catalogueItem', 'tradeItem', 'gtin')?.text;
    const quantity = Number(childNamed(link, 'quantity')?.text);
    return gtin && Number.isInteger(quantity) && quantity > 0 ? [{ gtin, quantity }] : [];
  });
}

function readCatalogueItem(
  catalogueItem: XmlElement,
  numbers: Map<XmlElement, number>,
  notification: number,
  out: CinDocument[],
  recipient: string | null = childNamed(catalogueItem, 'dataRecipient')?.text ?? null,
): void {
  for (const link of childrenNamed(catalogueItem, 'catalogueItemChildItemLink')) {
    const nested = childNamed(link, 'catalogueItem');
    if (nested) readCatalogueItem(nested, numbers, notification, out, recipient);
  }
  const path = `catalogueItem[${numbers.get(catalogueItem)}]`;
  const tradeItem = childNamed(catalogueItem, 'tradeItem');
  if (!tradeItem) {
    out.push({
      path,
      attributes: {},
      children: [],
      problems: ['The catalogue item has no tradeItem.'],
      notification,
      dataRecipient: recipient,
    });
    return;
  }
  const attributes = readTradeItemAttributes(tradeItem);
  const stated = readChildTradeItems(tradeItem);
  const children =
    stated.children.length > 0 || stated.problems.length > 0 ? stated.children : linkedChildren(catalogueItem);
  out.push({
    path,
    attributes,
    tree: treeFromXml(tradeItem),
    children,
    problems: stated.problems,
    notification,
    dataRecipient: recipient,
  });
}

/**
 * Reads a GS1 XML 3.1 CatalogueItemNotification: every catalogue item of every document, nested ones (a
 * hierarchy's lower levels) included, children before parents. Anything else is a `GdsnMessageError`
 * ("The XML is not a GS1 XML 3.1 CatalogueItemNotification." when the root is another message).
 */
export function parseCin(xml: string): CinContent {
  const root = expectRoot(xml, 'catalogueItemNotificationMessage', CIN_NAMESPACE, 'CatalogueItemNotification');
  const numbers = numberCatalogueItems(root);
  const documents: CinDocument[] = [];
  const problems: string[] = [];
  let notifications = 0;
  childrenNamed(root, 'transaction').forEach((transaction, t) => {
    for (const command of childrenNamed(transaction, 'documentCommand')) {
      const header = childNamed(command, 'documentCommandHeader');
      const type = header?.attributes.type ?? '';
      const held = command.children.filter((child) => child !== header);
      if (!(CIN_COMMANDS as readonly string[]).includes(type)) {
        notifications += held.length;
        problems.push(
          `Transaction ${t + 1}: the ${type || 'missing'} document command is not applied; its items were skipped.`,
        );
        continue;
      }
      for (const notification of held) {
        const at = notifications++;
        const catalogueItem =
          notification.name === 'catalogueItemNotification' && childNamed(notification, 'catalogueItem');
        if (catalogueItem) readCatalogueItem(catalogueItem, numbers, at, documents);
      }
    }
  });
  if (documents.length === 0 && problems.length === 0)
    problems.push('The CatalogueItemNotification holds no catalogue item.');
  return { documents, problems };
}
