import { parseGtin } from '../../gs1/gtin.js';
import { HIERARCHY_CODES, hierarchyProblems, weightInGrams } from '../hierarchy-rules.js';
import type { ItemAttributes } from '../item-values.js';
import type { RuleDefinition, RuleItem } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { figure, measureOf, mustBeUsed, textOf } from './rule-values.js';

/** Rules 96, 98 and 202 as hierarchy-rules.ts enforces them on save. */
const existingRule = (id: 96 | 98 | 202, attribute: string): RuleDefinition => ({
  id,
  category: 'hierarchy',
  attributes: [attribute],
  check: (item: RuleItem) =>
    hierarchyProblems(item.attributes, item.children).some((p) => p.ruleId === id) ? [{ attribute }] : [],
});

/** A GTIN in its 14-digit form, so a GTIN-13 and its padded GTIN-14 compare equal. */
function gtinKey(attributes: ItemAttributes): string {
  const text = textOf(attributes, CODES.gtin);
  const parsed = parseGtin(text);
  return parsed.ok ? parsed.gtin : text;
}

// Rule 550 allows 4 % for packaging removed from the children (displays); packaging weight is not held.
const CHILDREN_GROSS_SHARE = 0.96;

/** What links an item to its next level down: base unit flags, GTINs, quantities, target market, weights. */
export const HIERARCHY_RULES: readonly RuleDefinition[] = [
  existingRule(96, HIERARCHY_CODES.unitDescriptor),
  existingRule(98, HIERARCHY_CODES.netWeight),
  existingRule(202, HIERARCHY_CODES.totalQuantity),
  {
    id: 382,
    category: 'hierarchy',
    attributes: [CODES.isBaseUnit],
    check: ({ attributes, children }) =>
      children.length === 0 && textOf(attributes, CODES.isBaseUnit) !== 'true' ? [{ attribute: CODES.isBaseUnit }] : [],
  },
  {
    id: 383,
    category: 'hierarchy',
    attributes: [CODES.isBaseUnit],
    check: ({ attributes, children }) =>
      children.length > 0 && textOf(attributes, CODES.isBaseUnit) !== 'false' ? [{ attribute: CODES.isBaseUnit }] : [],
  },
  {
    id: 454,
    category: 'hierarchy',
    attributes: [CODES.gtin],
    check: ({ attributes, children }) => {
      const gtin = gtinKey(attributes);
      return gtin !== '' && children.some((child) => gtinKey(child.attributes) === gtin)
        ? [{ attribute: CODES.gtin }]
        : [];
    },
  },
  {
    // Seen from the parent: no GTIN appears twice among its children.
    id: 455,
    category: 'hierarchy',
    attributes: [CODES.gtin],
    check: ({ children }) => {
      const gtins = children.map((child) => gtinKey(child.attributes)).filter((gtin) => gtin !== '');
      return new Set(gtins).size < gtins.length ? [{ attribute: null }] : [];
    },
  },
  {
    // The dictionary holds no subdivision, so the country code is what must agree.
    id: 475,
    category: 'hierarchy',
    attributes: [CODES.targetMarket],
    check: ({ attributes, children }) => {
      const market = textOf(attributes, CODES.targetMarket);
      return market !== '' &&
        children.some((child) => ![market, ''].includes(textOf(child.attributes, CODES.targetMarket)))
        ? [{ attribute: CODES.targetMarket }]
        : [];
    },
  },
  {
    id: 550,
    category: 'hierarchy',
    attributes: [CODES.grossWeight],
    check: ({ attributes, children }) => {
      const gross = measureOf(attributes, CODES.grossWeight);
      const grossGrams = weightInGrams(attributes[CODES.grossWeight]);
      const weighed = children.flatMap((child) => {
        const grams = weightInGrams(child.attributes[CODES.grossWeight]);
        return grams === null ? [] : [grams * child.quantity];
      });
      if (gross === null || grossGrams === null || weighed.length === 0) return [];
      const combinedGrams = weighed.reduce((sum, grams) => sum + grams, 0);
      if (grossGrams > CHILDREN_GROSS_SHARE * combinedGrams) return [];
      // In the item's own gross weight unit.
      const gramsPerUnit = weightInGrams({ value: '1', unit: gross.unit })!;
      return [
        {
          attribute: CODES.grossWeight,
          values: { '<combined weight>': `${figure(combinedGrams / gramsPerUnit)} ${gross.unit}` },
        },
      ];
    },
  },
  {
    id: 617,
    category: 'hierarchy',
    attributes: [],
    check: ({ children }) =>
      children.some((child) => !Number.isFinite(child.quantity) || child.quantity <= 0) ? [{ attribute: null }] : [],
  },
  // The dictionary holds no isTradeItemNonPhysical: every item is physical.
  mustBeUsed(1167, 'hierarchy', CODES.unitDescriptor),
];
