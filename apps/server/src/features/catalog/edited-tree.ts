import { parseGtin, type GdsnElement, type ItemAttributes } from '@tradepool/domain';
import { withSectionValues } from '../../gdsn/document/section-view.js';
import { badRequest } from '../../errors.js';
import { treeBounds } from './tree-failures.js';

/*
 * The whole tradeItem a save sends (`gdsnDocument`, what the GDSN attributes editor leaves): checked, then
 * stored with the sections' values written in where they differ from it.
 */

/**
 * Most elements a sent tradeItem may hold. GS1's richest samples hold a few hundred; past this the dictionary's
 * check of every element is work no item needs. Its depth is already bounded: the JSON body may nest 64 levels
 * (`http/input-bounds.ts`), two per element.
 */
export const MAX_TREE_ELEMENTS = 20_000;

/** Refuses a tree past MAX_TREE_ELEMENTS, counting no further than that. */
export function refuseOversizedTree(tree: GdsnElement): void {
  const stack = [tree];
  let count = 1;
  while (stack.length > 0) {
    const children = stack.pop()!.children ?? [];
    count += children.length;
    if (count > MAX_TREE_ELEMENTS) {
      throw badRequest(
        `The GDSN document holds more than ${MAX_TREE_ELEMENTS.toLocaleString('en-US')} elements: no trade item needs so many.`,
      );
    }
    for (const child of children) stack.push(child);
  }
}

const childNamed = (element: GdsnElement | undefined, name: string) => element?.children?.find((c) => c.name === name);

/** The tree is this item's tradeItem: its root, and its GTIN and target market where it states them. */
function refuseOtherItem(tree: GdsnElement, key: { gtin: string; targetMarket: string }): void {
  if (tree.name !== 'tradeItem') throw badRequest(`The GDSN document must be a tradeItem, not ${tree.name}.`);
  const gtin = childNamed(tree, 'gtin')?.value?.trim();
  if (gtin) {
    const parsed = parseGtin(gtin);
    if (!parsed.ok || parsed.gtin !== key.gtin) {
      throw badRequest(`The GDSN document is the tradeItem of GTIN ${gtin}, not of this item's GTIN ${key.gtin}.`);
    }
  }
  const market = childNamed(childNamed(tree, 'targetMarket'), 'targetMarketCountryCode')?.value?.trim();
  if (market && market !== key.targetMarket) {
    throw badRequest(
      `The GDSN document is for target market ${market}, not for this item's target market ${key.targetMarket}.`,
    );
  }
}

/**
 * The tradeItem to store for a save that sends one: the sections' values (`document`, the item as saved) written
 * in where they differ from it; refused when it is another item's, or holds a value longer than GS1 allows
 * (each named with its place).
 */
export function editedTree(
  tree: GdsnElement,
  document: ItemAttributes,
  key: { gtin: string; targetMarket: string },
): GdsnElement {
  refuseOtherItem(tree, key);
  const edited = withSectionValues(tree, document);
  const bounds = treeBounds(edited);
  if (bounds.length > 0) {
    throw badRequest(`The GDSN document holds values longer than GS1 allows: ${bounds.join(' ')}`);
  }
  return edited;
}
