import { HIERARCHY_CODES, hierarchyProblems } from '@tradepool/domain';
import type { CatalogSuggestion, HierarchyLink, ItemAttributes, RuleProblem } from '@tradepool/domain';

/** A child the edited item holds, as the hierarchy tab shows it. */
export interface ChildDraft {
  childCatalogItemId: number;
  gtin: string;
  productCode: string | null;
  description: string | null;
  unitDescriptor: string | null;
  quantity: number;
}

export function childrenOf(links: readonly HierarchyLink[]): ChildDraft[] {
  return links.map((link) => ({
    childCatalogItemId: link.catalogItemId,
    gtin: link.gtin,
    productCode: link.productCode,
    description: link.description,
    unitDescriptor: link.unitDescriptor,
    quantity: link.quantity,
  }));
}

/** The `children` of a save: which items, how many of each. */
export function childLinksOf(children: readonly ChildDraft[]): { childCatalogItemId: number; quantity: number }[] {
  return children.map(({ childCatalogItemId, quantity }) => ({ childCatalogItemId, quantity }));
}

export function sameChildren(a: readonly ChildDraft[], b: readonly ChildDraft[]): boolean {
  const key = (children: readonly ChildDraft[]) =>
    JSON.stringify(childLinksOf(children).sort((x, y) => x.childCatalogItemId - y.childCatalogItemId));
  return key(a) === key(b);
}

/** A picked suggestion joins the children once, one unit to start with. */
export function addChild(children: readonly ChildDraft[], suggestion: CatalogSuggestion): ChildDraft[] {
  if (children.some((child) => child.childCatalogItemId === suggestion.catalogItemId)) return [...children];
  return [
    ...children,
    {
      childCatalogItemId: suggestion.catalogItemId,
      gtin: suggestion.gtin,
      productCode: suggestion.productCode,
      description: suggestion.description,
      unitDescriptor: null,
      quantity: 1,
    },
  ];
}

/**
 * The GDSN hierarchy rules the editor can check before saving: 96 (an each holds nothing) and 202 (the
 * stated total equals the quantities). Rule 98 needs the children's net weights, which only the server
 * reads, so it answers that one when the item is saved.
 */
export function childRuleProblems(parent: ItemAttributes, children: readonly ChildDraft[]): RuleProblem[] {
  return hierarchyProblems(
    parent,
    children.map((child) => ({ attributes: {}, quantity: child.quantity })),
  );
}

const totalOf = (children: readonly ChildDraft[]) => children.reduce((sum, child) => sum + child.quantity, 0);

/**
 * The stated total quantity follows the children while it still equals their sum (the server fills it in
 * that way when it is empty), so changing a quantity does not break rule 202; a total the user typed
 * otherwise stays as typed.
 */
export function followTotalQuantity(
  parent: ItemAttributes,
  before: readonly ChildDraft[],
  after: readonly ChildDraft[],
): ItemAttributes {
  const stated = parent[HIERARCHY_CODES.totalQuantity];
  if (typeof stated !== 'string' || stated.trim() !== String(totalOf(before))) return parent;
  return { ...parent, [HIERARCHY_CODES.totalQuantity]: after.length > 0 ? String(totalOf(after)) : '' };
}
