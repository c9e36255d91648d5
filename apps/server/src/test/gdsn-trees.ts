import type { GdsnElement } from '@tradepool/domain';
import { expect } from 'vitest';
import { treeLeaves } from '../gdsn/document/tree-leaves.js';
import { buildCin } from '../gdsn/messages/cin-builder.js';
import type { XmlElement } from '../gdsn/messages/xml-tree.js';
import { validateAgainstXsd } from '../gdsn/xsd-validate.js';

/** Every tradeItem of a message in document order, those of nested catalogue items (a hierarchy's) included. */
export function tradeItemElements(element: XmlElement): XmlElement[] {
  if (element.name === 'tradeItem') return [element, ...element.children.flatMap(tradeItemElements)];
  return element.children.flatMap(tradeItemElements);
}

/** A tree's leaves as `path = value` lines, sorted: two trees hold the same data when these are equal. */
export const leafLines = (tree: GdsnElement): string[] =>
  treeLeaves(tree)
    .map((leaf) => `${leaf.path} = ${leaf.value}`)
    .sort();

/** The tree sent as the one item of a CIN, which the shipped XSDs accept. */
export async function expectSendable(tree: GdsnElement) {
  const xml = buildCin({
    instanceId: 'CIN-1',
    senderGln: '0614141000012',
    receiverGln: '0614141000043',
    createdAt: new Date('2026-01-15T10:00:00.000Z'),
    transactions: [
      {
        entityId: '1',
        command: 'ADD',
        isReload: false,
        dataRecipientGln: '0614141000043',
        sourceDataPool: '0614141000012',
        root: { attributes: {}, tree, children: [] },
      },
    ],
  });
  expect(await validateAgainstXsd(xml, 'CatalogueItemNotification')).toEqual({ valid: true, errors: [] });
}
