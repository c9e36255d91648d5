import type { Db } from '../../db/database.js';
import { inTurns } from '../../jobs/in-turns.js';

/** An item's place in a hierarchy listed from its top. */
export interface HierarchyPlace {
  id: number;
  parentId: number | null;
  level: number;
  rootId: number;
  quantity: number;
}

/** Deep enough for any real packaging hierarchy (each, inner pack, case, pallet…); guards a damaged loop. */
const MAX_DEPTH = 12;

/** Items asked about per query, each query after a turn of the event loop (a publication may name 10,000). */
const PER_QUERY = 500;

/**
 * The tops of the hierarchies these items sit in (an item without an active parent is its own top). GDSN
 * publishes and withdraws a hierarchy from its top, so a request naming a lower level is taken there.
 */
export async function topsOf(db: Db, ids: readonly number[]): Promise<Map<number, number[]>> {
  const tops = new Map<number, Set<number>>(ids.map((id) => [id, new Set<number>()]));
  let frontier = new Map<number, Set<number>>(ids.map((id) => [id, new Set([id])]));
  for (let depth = 0; frontier.size > 0 && depth <= MAX_DEPTH; depth++) {
    const parents = new Map<number, number[]>();
    for await (const current of inTurns([...frontier.keys()], PER_QUERY)) {
      const links = await db
        .selectFrom('catalog_item_link as l')
        .innerJoin('catalog_item as p', 'p.id', 'l.parent_id')
        .select(['l.child_id', 'l.parent_id'])
        .where('l.child_id', 'in', current)
        .where('p.deleted', '=', 0)
        .execute();
      for (const link of links) parents.set(link.child_id, [...(parents.get(link.child_id) ?? []), link.parent_id]);
    }
    const next = new Map<number, Set<number>>();
    for (const [item, origins] of frontier) {
      const above = parents.get(item);
      for (const origin of origins) {
        if (!above) tops.get(origin)!.add(item);
        for (const parent of above ?? []) next.set(parent, new Set([...(next.get(parent) ?? []), origin]));
      }
    }
    frontier = next;
  }
  return new Map([...tops].map(([id, set]) => [id, [...set].sort((a, b) => a - b)]));
}

/** Every item under these tops, each top first and its lower levels after it, depth first. */
export async function hierarchiesOf(db: Db, rootIds: readonly number[]): Promise<HierarchyPlace[]> {
  const children = new Map<number, { id: number; quantity: number }[]>();
  let frontier = [...new Set(rootIds)];
  const seen = new Set(frontier);
  for (let depth = 0; frontier.length > 0 && depth < MAX_DEPTH; depth++) {
    const next: number[] = [];
    for await (const parents of inTurns(frontier, PER_QUERY)) {
      // A parent's children all come in its own query, in GTIN order.
      const links = await db
        .selectFrom('catalog_item_link as l')
        .innerJoin('catalog_item as c', 'c.id', 'l.child_id')
        .select(['l.parent_id', 'l.child_id', 'l.quantity'])
        .where('l.parent_id', 'in', parents)
        .where('c.deleted', '=', 0)
        .orderBy('l.parent_id')
        .orderBy('c.gtin')
        .execute();
      for (const link of links) {
        children.set(link.parent_id, [
          ...(children.get(link.parent_id) ?? []),
          { id: link.child_id, quantity: link.quantity },
        ]);
        if (!seen.has(link.child_id)) {
          seen.add(link.child_id);
          next.push(link.child_id);
        }
      }
    }
    frontier = next;
  }
  const places: HierarchyPlace[] = [];
  const visit = (
    id: number,
    parentId: number | null,
    level: number,
    rootId: number,
    quantity: number,
    path: Set<number>,
  ) => {
    places.push({ id, parentId, level, rootId, quantity });
    if (level >= MAX_DEPTH) return;
    for (const child of children.get(id) ?? []) {
      if (!path.has(child.id)) visit(child.id, id, level + 1, rootId, child.quantity, new Set([...path, child.id]));
    }
  };
  for (const root of new Set(rootIds)) visit(root, null, 0, root, 1, new Set([root]));
  return places;
}
