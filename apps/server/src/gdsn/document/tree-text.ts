import type { GdsnElement } from '@tradepool/domain';

/** The value at a path of child names, the first of each name, or undefined. */
export function treeText(tree: GdsnElement, ...path: string[]): string | undefined {
  let current: GdsnElement | undefined = tree;
  for (const name of path) current = current?.children?.find((child) => child.name === name);
  return current?.value;
}
