import type { GdsnElement } from '@tradepool/domain';

/** One value of a tree: `tradeItemInformation[1]/extension[1]/…/quantityContained[1]/@measurementUnitCode`. */
export interface TreeLeaf {
  path: string;
  value: string;
}

function collect(element: GdsnElement, path: string, out: TreeLeaf[]): void {
  for (const [name, value] of Object.entries(element.attributes ?? {})) {
    out.push({ path: path ? `${path}/@${name}` : `@${name}`, value });
  }
  const children = element.children ?? [];
  // An empty element is a value too: the empty one.
  if (element.value !== undefined || (children.length === 0 && path)) out.push({ path, value: element.value ?? '' });
  const seen = new Map<string, number>();
  for (const child of children) {
    const index = (seen.get(child.name) ?? 0) + 1;
    seen.set(child.name, index);
    collect(child, `${path ? `${path}/` : ''}${child.name}[${index}]`, out);
  }
}

/**
 * Every value of the tree with the path that names it from the root (not named): each step indexed among its
 * siblings of the same name from 1, attributes as `@name`. Two trees hold the same data when their leaves
 * are the same set, whatever order siblings of different names come in.
 */
export function treeLeaves(tree: GdsnElement): TreeLeaf[] {
  const out: TreeLeaf[] = [];
  collect(tree, '', out);
  return out;
}
