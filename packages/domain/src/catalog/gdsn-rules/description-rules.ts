import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { mustBeUsed } from './rule-values.js';

/** What every trade item must say about itself: its brand, product type and unit indicators. */
export const DESCRIPTION_RULES: readonly RuleDefinition[] = [
  mustBeUsed(1010, 'description', CODES.isDespatchUnit),
  mustBeUsed(1012, 'description', CODES.isOrderableUnit),
  mustBeUsed(1013, 'description', CODES.isVariableUnit),
  mustBeUsed(1063, 'description', CODES.brandName),
  mustBeUsed(1065, 'description', CODES.functionalName),
];
