import type { GdsnElement } from '@tradepool/domain';
import type { XmlElement } from '../messages/xml-tree.js';

const isNamespaceDeclaration = (name: string) => name === 'xmlns' || name.startsWith('xmlns:');

/**
 * A parsed tradeItem kept whole: every element by its local name, in the order sent, with its attributes
 * and its text as read (trimmed). Namespace declarations are left out: a module's namespace follows from its
 * name (`module-namespace.ts`), and the writer declares it again.
 */
export function treeFromXml(element: XmlElement): GdsnElement {
  const tree: GdsnElement = { name: element.name };
  const attributes = Object.entries(element.attributes).filter(([name]) => !isNamespaceDeclaration(name));
  if (attributes.length > 0) tree.attributes = Object.fromEntries(attributes);
  if (element.text !== '') tree.value = element.text;
  if (element.children.length > 0) tree.children = element.children.map(treeFromXml);
  return tree;
}
