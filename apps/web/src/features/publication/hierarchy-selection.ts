import { EXPANDED_HIERARCHY_LIMIT } from '@tradepool/domain';

/** What a published or unpublished item row says of its place in a hierarchy (spec point 3). */
export interface HierarchyRow {
  catalogItemId: number;
  parentId: number | null;
  rootItemId: number;
}

/**
 * A row in the grid's tree. The key is the path of item ids from the top (`12/34/56`): an each can sit in
 * two cases, so the item id alone does not name a row.
 */
export type HierarchyNode<T extends HierarchyRow> = T & { key: string; children?: HierarchyNode<T>[] };

const KEY_SEPARATOR = '/';

/**
 * A page of rows as the search answers with `includeHierarchy` (each top item followed by its lower levels,
 * `parentId` naming the level above) → the grid's tree. A row whose parent is not on the page stands as a
 * top row of its own.
 */
export function buildHierarchy<T extends HierarchyRow>(rows: readonly T[]): HierarchyNode<T>[] {
  const roots: HierarchyNode<T>[] = [];
  /** The nodes seen so far per top item, by item id, latest last: a child hangs under the latest. */
  const seen = new Map<number, Map<number, HierarchyNode<T>[]>>();
  const usedKeys = new Set<string>();
  const uniqueKey = (key: string) => {
    let candidate = key;
    for (let n = 2; usedKeys.has(candidate); n += 1) candidate = `${key}#${n}`;
    usedKeys.add(candidate);
    return candidate;
  };
  for (const row of rows) {
    const group = seen.get(row.rootItemId) ?? new Map<number, HierarchyNode<T>[]>();
    seen.set(row.rootItemId, group);
    const parent = row.parentId === null ? undefined : group.get(row.parentId)?.at(-1);
    const node = {
      ...row,
      key: uniqueKey(parent ? `${parent.key}${KEY_SEPARATOR}${row.catalogItemId}` : String(row.catalogItemId)),
    } as HierarchyNode<T>;
    if (parent) (parent.children ??= []).push(node);
    else roots.push(node);
    group.set(row.catalogItemId, [...(group.get(row.catalogItemId) ?? []), node]);
  }
  return roots;
}

/** Every node of the tree, each with the keys of the nodes above it (nearest first). */
function flatten<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  ancestors: readonly string[] = [],
): { node: HierarchyNode<T>; ancestors: readonly string[] }[] {
  return tree.flatMap((node) => [{ node, ancestors }, ...flatten(node.children ?? [], [node.key, ...ancestors])]);
}

export type Selectable<T extends HierarchyRow> = (node: HierarchyNode<T>) => boolean;
const everyNode = () => true;

/** The keys of a page's rows that can be ticked. */
export function selectableKeys<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  selectable: Selectable<T> = everyNode,
): string[] {
  return flatten(tree)
    .filter(({ node }) => selectable(node))
    .map(({ node }) => node.key);
}

/**
 * A tick on one row: ticking it ticks everything below it and every level above it up to the top (a
 * hierarchy is published from its top); clearing it clears everything below it and leaves the levels above.
 */
export function toggleNode<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  selected: ReadonlySet<string>,
  key: string,
  checked: boolean,
  selectable: Selectable<T> = everyNode,
): Set<string> {
  const nodes = flatten(tree);
  const entry = nodes.find(({ node }) => node.key === key);
  const next = new Set(selected);
  if (!entry) return next;
  const below = selectableKeys([entry.node], selectable);
  if (!checked) {
    below.forEach((k) => next.delete(k));
    next.delete(key);
    return next;
  }
  const byKey = new Map(nodes.map(({ node }) => [node.key, node]));
  const above = entry.ancestors.filter((k) => {
    const node = byKey.get(k);
    return node !== undefined && selectable(node);
  });
  [...below, ...above].forEach((k) => next.add(k));
  return next;
}

export type SelectAllState = 'none' | 'some' | 'all';

/** The select-all box of a page: ticked when every tickable row is, half-ticked when some are. */
export function selectAllState<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  selected: ReadonlySet<string>,
  selectable: Selectable<T> = everyNode,
): SelectAllState {
  const keys = selectableKeys(tree, selectable);
  const count = keys.filter((k) => selected.has(k)).length;
  if (count === 0) return 'none';
  return count === keys.length ? 'all' : 'some';
}

/** The select-all box clicked: a fully ticked page is cleared, any other is ticked whole. */
export function toggleAll<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  selected: ReadonlySet<string>,
  selectable: Selectable<T> = everyNode,
): Set<string> {
  const keys = selectableKeys(tree, selectable);
  const next = new Set(selected);
  if (selectAllState(tree, selected, selectable) === 'all') keys.forEach((k) => next.delete(k));
  else keys.forEach((k) => next.add(k));
  return next;
}

/** The item ids of the ticked rows, each once (an each ticked under two cases is one item). */
export function selectedItemIds(selected: Iterable<string>): number[] {
  const ids = new Set<number>();
  for (const key of selected) {
    const last = key.split(KEY_SEPARATOR).at(-1)?.split('#')[0] ?? '';
    const id = Number(last);
    if (Number.isInteger(id) && id > 0) ids.add(id);
  }
  return [...ids];
}

/**
 * The rows opened at first: every hierarchy while the page holds at most EXPANDED_HIERARCHY_LIMIT rows
 * (spec point 9); above that the page opens collapsed, each hierarchy still opening on a click, but for the
 * levels above the rows `marked` names (those the keyword found), opened so those rows are in view.
 */
export function initiallyExpandedKeys<T extends HierarchyRow>(
  tree: readonly HierarchyNode<T>[],
  rowCount: number,
  marked: (node: HierarchyNode<T>) => boolean = () => false,
): string[] {
  const nodes = flatten(tree);
  if (rowCount > EXPANDED_HIERARCHY_LIMIT) {
    return [...new Set(nodes.filter(({ node }) => marked(node)).flatMap(({ ancestors }) => ancestors))];
  }
  return nodes.filter(({ node }) => (node.children?.length ?? 0) > 0).map(({ node }) => node.key);
}
