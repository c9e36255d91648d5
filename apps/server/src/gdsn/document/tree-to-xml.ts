import type { GdsnElement } from '@tradepool/domain';
import { GdsnMessageError, escapeXml } from '../messages/xml-tree.js';
import { moduleNamespace } from './module-namespace.js';

const XSI_NAMESPACE = 'http://www.w3.org/2001/XMLSchema-instance';

/** GS1's names are XML names; a tree from elsewhere must not write markup through one. */
const NAME = /^[\p{L}_][\p{L}\p{N}_.-]*$/u;
const ATTRIBUTE_NAME = /^(?:[\p{L}_][\p{L}\p{N}_.-]*:)?[\p{L}_][\p{L}\p{N}_.-]*$/u;

function checked(name: string, pattern: RegExp): string {
  if (!pattern.test(name)) throw new GdsnMessageError(`'${name}' is not an XML name.`);
  return name;
}

/**
 * The attributes as written. The tree keeps no namespace declarations, so a schema-instance attribute (a
 * sender's `xsi:schemaLocation`) gets its declaration where it stands: the message root declares no xsi.
 */
function attributesOf(element: GdsnElement): string {
  let written = '';
  let xsi = false;
  for (const [name, value] of Object.entries(element.attributes ?? {})) {
    if (name.startsWith('xsi:')) xsi = true;
    written += ` ${checked(name, ATTRIBUTE_NAME)}="${escapeXml(value)}"`;
  }
  return xsi ? ` xmlns:xsi="${XSI_NAMESPACE}"${written}` : written;
}

function write(element: GdsnElement, tag: string, declaration: string): string {
  let content = element.value === undefined ? '' : escapeXml(element.value);
  // An extension holds modules, the only qualified elements of a trade item: each in its own namespace.
  const inExtension = element.name === 'extension';
  for (const child of element.children ?? []) {
    const name = checked(child.name, NAME);
    if (inExtension) {
      const { prefix, namespace } = moduleNamespace(name);
      content += write(child, `${prefix}:${name}`, ` xmlns:${prefix}="${namespace}"`);
    } else content += write(child, name, '');
  }
  return `<${tag}${declaration}${attributesOf(element)}>${content}</${tag}>`;
}

/**
 * The tree as GS1 XML, in the tree's order, without indentation: modules with the prefix and namespace GS1
 * names them by (no `xsi:type`), text and attribute values escaped.
 */
export const treeToXml = (tree: GdsnElement): string => write(tree, checked(tree.name, NAME), '');
