import type { GdsnElement } from '@tradepool/domain';
import { insertInOrder } from './trade-item-order.js';

/** What the data pool states in a trade item it sends, whatever the item's document says. */
export interface PoolSupplied {
  /** The next lower level as the catalog links it: each child's GTIN and how many of it the item holds. */
  children: readonly { gtin: string; quantity: number }[];
  /** The CIN's creation time (xsd:dateTime). */
  lastChangeDateTime: string;
  /** The recipient's own codes for the item, sent as BUYER_ASSIGNED identifications. */
  buyerCodes?: readonly string[];
}

const NEXT_LOWER_LEVEL = 'nextLowerLevelTradeItemInformation';
const SYNCHRONISATION_DATES = 'tradeItemSynchronisationDates';
const LAST_CHANGE = 'lastChangeDateTime';

/**
 * Whether the pool states what is at a dictionary path (from the tradeItem, no indices) in every trade item it
 * sends, whatever the item's tree holds there: the next lower level (from the catalog's links) and the last
 * change. A tree's own values there are neither checked nor edited.
 */
export const poolStates = (path: string): boolean =>
  [NEXT_LOWER_LEVEL, `${SYNCHRONISATION_DATES}/${LAST_CHANGE}`].some(
    (stated) => path === stated || path.startsWith(`${stated}/`),
  );
const ADDITIONAL_ID = 'additionalTradeItemIdentification';
const ID_TYPE = 'additionalTradeItemIdentificationTypeCode';

const leaf = (name: string, value: string): GdsnElement => ({ name, value });

const childrenOf = (element: GdsnElement | undefined, name: string) =>
  (element?.children ?? []).filter((child) => child.name === name);

/** `element` in place of the first child of its name (and any others of it), or where the schema puts it. */
function replaced(children: readonly GdsnElement[], element: GdsnElement | null, name: string): GdsnElement[] {
  const at = children.findIndex((child) => child.name === name);
  const rest = children.filter((child) => child.name !== name);
  if (!element) return rest;
  if (at < 0) return insertInOrder(rest, [element]);
  return [...rest.slice(0, at), element, ...rest.slice(at)];
}

/**
 * The next lower level as linked. The stated total stays as stated, as the dictionary's writer keeps it (GDSN
 * rule 202 checks it against the children); a child's other identifications stay with its GTIN.
 */
function nextLowerLevel(stated: GdsnElement | undefined, linked: PoolSupplied['children']): GdsnElement | null {
  if (linked.length === 0) return null;
  const total = childrenOf(stated, 'totalQuantityOfNextLowerLevelTradeItem')[0]?.value;
  const statedChildren = childrenOf(stated, 'childTradeItem');
  return {
    name: NEXT_LOWER_LEVEL,
    children: [
      leaf('quantityOfChildren', String(linked.length)),
      leaf('totalQuantityOfNextLowerLevelTradeItem', total || String(linked.reduce((sum, c) => sum + c.quantity, 0))),
      ...linked.map(({ gtin, quantity }) => {
        const same = statedChildren.find((child) => childrenOf(child, 'gtin')[0]?.value === gtin);
        return {
          name: 'childTradeItem',
          children: [
            leaf('gtin', gtin),
            ...childrenOf(same, ADDITIONAL_ID),
            leaf('quantityOfNextLowerLevelTradeItem', String(quantity)),
          ],
        };
      }),
    ],
  };
}

/** The synchronisation dates with the pool's last change (the first of their sequence), the others as stated. */
function synchronisationDates(stated: GdsnElement | undefined, lastChange: string): GdsnElement {
  const dates = stated?.children ?? [];
  const has = dates.some((child) => child.name === LAST_CHANGE);
  return {
    ...stated,
    name: SYNCHRONISATION_DATES,
    children: has
      ? dates.map((child) => (child.name === LAST_CHANGE ? { ...child, value: lastChange } : child))
      : [leaf(LAST_CHANGE, lastChange), ...dates],
  };
}

/** The buyer's codes the item does not already carry as BUYER_ASSIGNED, after the identifications it has. */
function withBuyerCodes(children: GdsnElement[], codes: readonly string[]): GdsnElement[] {
  const carried = new Set(
    children
      .filter((child) => child.name === ADDITIONAL_ID && child.attributes?.[ID_TYPE] === 'BUYER_ASSIGNED')
      .map((id) => id.value),
  );
  const added = codes
    .filter((code) => !carried.has(code))
    .map((code) => ({ name: ADDITIONAL_ID, attributes: { [ID_TYPE]: 'BUYER_ASSIGNED' }, value: code }));
  return insertInOrder(children, added);
}

/**
 * The tradeItem as the pool sends it: the item's own tree with what the pool states put in its place, each
 * where the schema's sequence wants it when the tree has none. The tree itself is not changed.
 */
export function withPoolSupplied(tradeItem: GdsnElement, supplied: PoolSupplied): GdsnElement {
  let children = tradeItem.children ?? [];
  const first = (name: string) => children.find((child) => child.name === name);
  children = replaced(children, nextLowerLevel(first(NEXT_LOWER_LEVEL), supplied.children), NEXT_LOWER_LEVEL);
  children = replaced(
    children,
    synchronisationDates(first(SYNCHRONISATION_DATES), supplied.lastChangeDateTime),
    SYNCHRONISATION_DATES,
  );
  if (supplied.buyerCodes?.length) children = withBuyerCodes(children, supplied.buyerCodes);
  return { ...tradeItem, children };
}
