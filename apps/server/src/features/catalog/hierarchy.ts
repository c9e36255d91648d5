import type { z } from 'zod';
import type { HierarchyLink, HierarchyNode, Page, parentHierarchyQuerySchema } from '@tradepool/domain';
import type { Db } from '../../db/database.js';
import type { Principal } from '../../security/sessions.js';
import { childrenOf, parentsOf, publicationsOf, rowsByIds } from './repo.js';
import { parseAttributes, visibleItem } from './visible-item.js';

/** Hierarchies are a few levels deep (each → case → pallet …); the walk stops here whatever the links say. */
const MAX_HIERARCHY_DEPTH = 10;

/** A link as the detail and the hierarchy calls show it: the item at the other end and the quantity. */
export const link = (row: {
  id: number;
  gtin: string;
  product_code: string | null;
  description: string | null;
  unit_descriptor: string | null;
  quantity: number;
}): HierarchyLink => ({
  catalogItemId: row.id,
  gtin: row.gtin,
  productCode: row.product_code,
  description: row.description,
  unitDescriptor: row.unit_descriptor,
  quantity: row.quantity,
});

/** The items above an item, every level up. */
export async function ancestorIds(db: Db, id: number): Promise<Set<number>> {
  const seen = new Set<number>();
  let frontier = [id];
  for (let depth = 0; frontier.length && depth < MAX_HIERARCHY_DEPTH; depth += 1) {
    const parents = await parentsOf(db, frontier);
    frontier = parents.map((p) => p.id).filter((p) => !seen.has(p));
    frontier.forEach((p) => seen.add(p));
  }
  return seen;
}

/** The tree below the given items, level by level (one query per level), as nodes keyed by id. */
async function treesBelow(db: Db, rootIds: readonly number[]): Promise<Map<number, HierarchyNode>> {
  const roots = await rowsByIds(db, rootIds);
  const nodes = new Map<number, HierarchyNode>();
  const nodeOf = (row: {
    id: number;
    gtin: string;
    product_code: string | null;
    description: string | null;
    unit_descriptor: string | null;
    status: number;
  }) => {
    const existing = nodes.get(row.id);
    if (existing) return existing;
    const node: HierarchyNode = {
      catalogItemId: row.id,
      gtin: row.gtin,
      productCode: row.product_code,
      description: row.description,
      unitDescriptor: row.unit_descriptor,
      status: row.status,
      parents: [],
      catalogItemHierarchies: [],
    };
    nodes.set(row.id, node);
    return node;
  };
  roots.forEach(nodeOf);
  let frontier = [...rootIds];
  const expanded = new Set<number>();
  for (let depth = 0; frontier.length && depth < MAX_HIERARCHY_DEPTH; depth += 1) {
    frontier.forEach((id) => expanded.add(id));
    const children = await childrenOf(db, frontier);
    for (const child of children) {
      nodes
        .get(child.parent_id)!
        .catalogItemHierarchies.push({ quantity: child.quantity, childCatalogItem: nodeOf(child) });
    }
    frontier = [...new Set(children.map((c) => c.id))].filter((id) => !expanded.has(id));
  }
  return nodes;
}

/** `GET catalogs/getHierarchy/{id}`: the item with everything below it, and its direct parents. */
export async function catalogHierarchy(db: Db, principal: Principal, id: number): Promise<HierarchyNode> {
  await visibleItem(db, principal, id);
  const [nodes, parents] = await Promise.all([treesBelow(db, [id]), parentsOf(db, [id])]);
  return { ...nodes.get(id)!, parents: parents.map(link) };
}

const PARENT_HIERARCHY_PAGE = 10;

/**
 * `GET catalogs/getParentHierarchy`: the hierarchies the item sits in, as whole trees from their topmost
 * items, 10 per page; with `subscriberGln`, only trees whose top item is published to that subscriber.
 */
export async function parentHierarchies(
  db: Db,
  principal: Principal,
  query: z.output<typeof parentHierarchyQuerySchema>,
): Promise<Page<HierarchyNode>> {
  await visibleItem(db, principal, query.parentCatalogItemId);
  const ancestors = await ancestorIds(db, query.parentCatalogItemId);
  ancestors.add(query.parentCatalogItemId);
  const withParents = new Set((await parentsOf(db, [...ancestors])).map((p) => p.child_id));
  let topIds = [...ancestors].filter((id) => !withParents.has(id)).sort((a, b) => a - b);
  if (query.subscriberGln) {
    const published = await publicationsOf(db, topIds);
    const to = new Set(published.filter((p) => p.subscriber_gln === query.subscriberGln).map((p) => p.catalog_item_id));
    topIds = topIds.filter((id) => to.has(id));
  }
  const pageOfTops = topIds.slice((query.page - 1) * PARENT_HIERARCHY_PAGE, query.page * PARENT_HIERARCHY_PAGE);
  const nodes = await treesBelow(db, pageOfTops);
  return { totalRows: topIds.length, results: pageOfTops.map((id) => nodes.get(id)!) };
}

/** `GET catalogs/getComponent/{id}`: the item's next lower level with the values the component popup shows. */
export async function catalogComponents(db: Db, principal: Principal, id: number) {
  const item = await visibleItem(db, principal, id);
  const children = await childrenOf(db, [id]);
  return {
    catalogItemId: item.id,
    gtin: item.gtin,
    ArrComponentsDetail: children.map((c) => {
      const attributes = parseAttributes(c.attributes);
      return { ...link(c), status: c.status, attributes };
    }),
  };
}
