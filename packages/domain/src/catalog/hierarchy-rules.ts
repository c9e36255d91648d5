import type { ItemAttributes } from './item-values.js';
import { isMeasure } from './item-values.js';
import { amountInBase } from './units.js';

/** Dictionary codes the hierarchy rules read. */
export const HIERARCHY_CODES = {
  unitDescriptor: 'Coding1AD',
  grossWeight: 'Measure1E',
  netWeight: 'Measure1F',
  totalQuantity: 'Hierarchy1A',
  childCount: 'Hierarchy1B',
} as const;

/** A weight in grams, or null when it is empty, not a number or in a unit that is not a mass. */
export function weightInGrams(value: ItemAttributes[string] | undefined): number | null {
  if (!isMeasure(value) || value.value.trim() === '') return null;
  const amount = Number(value.value);
  return Number.isFinite(amount) ? amountInBase(amount, value.unit.trim(), 'mass') : null;
}

export interface RuleProblem {
  /** The GDSN validation rule id (gdsn-validation-rules.json). */
  ruleId: number;
  message: string;
}

/** The official error texts of the rules this module enforces. */
export const HIERARCHY_RULE_TEXTS: Record<96 | 98 | 201 | 202, string> = {
  96: 'A parent item with a tradeItemUnitDescriptorCode of BASE_UNIT_OR_EACH may not contain a child item.',
  98:
    'If net weight is populated on both parent and child items, then net weight of the parent shall be ' +
    'greater than or equal to the  sum of the net weight of all the children except when special item code = ' +
    '"DYNAMIC_ASSORTMENT". ',
  201: 'If grossWeight and netWeight are provided on the same record, grossWeight must be greater than or equal to netWeight',
  202: "Sum of quantityofNextLowerLevelTradeItem shall equal totalQuantityOfNextLowerLevelTradeItem except when special item code = 'dynamic_assortment'.",
};

const problem = (ruleId: keyof typeof HIERARCHY_RULE_TEXTS): RuleProblem => ({
  ruleId,
  message: HIERARCHY_RULE_TEXTS[ruleId],
});

// Rounding in unit conversions must not turn equal weights into a violation.
const EPSILON_GRAMS = 1e-6;

/** Rule 201 on one item: gross weight ≥ net weight when both are given. */
export function weightProblems(attributes: ItemAttributes): RuleProblem[] {
  const gross = weightInGrams(attributes[HIERARCHY_CODES.grossWeight]);
  const net = weightInGrams(attributes[HIERARCHY_CODES.netWeight]);
  return gross !== null && net !== null && gross + EPSILON_GRAMS < net ? [problem(201)] : [];
}

export interface ChildInHierarchy {
  attributes: ItemAttributes;
  quantity: number;
}

/**
 * Rules 96, 202 and 98 on a parent and its direct children. The legacy catalog has no special item code,
 * so no item is a dynamic assortment. Rule 202 applies when the parent states its total quantity.
 */
export function hierarchyProblems(parent: ItemAttributes, children: readonly ChildInHierarchy[]): RuleProblem[] {
  if (children.length === 0) return [];
  const problems: RuleProblem[] = [];
  if (parent[HIERARCHY_CODES.unitDescriptor] === 'BASE_UNIT_OR_EACH') problems.push(problem(96));

  const total = parent[HIERARCHY_CODES.totalQuantity];
  const sum = children.reduce((acc, child) => acc + child.quantity, 0);
  if (typeof total === 'string' && total.trim() !== '' && Number(total) !== sum) problems.push(problem(202));

  // Children without a net weight add nothing: the parent must still carry the ones that state theirs.
  const parentNet = weightInGrams(parent[HIERARCHY_CODES.netWeight]);
  const weighed = children.flatMap((child) => {
    const net = weightInGrams(child.attributes[HIERARCHY_CODES.netWeight]);
    return net === null ? [] : [net * child.quantity];
  });
  if (parentNet !== null && weighed.length > 0) {
    const childrenNet = weighed.reduce((acc, net) => acc + net, 0);
    if (parentNet + EPSILON_GRAMS < childrenNet) problems.push(problem(98));
  }
  return problems;
}
