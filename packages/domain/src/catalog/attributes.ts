import type { AttributeDefinition } from './attribute-types.js';
import { IDENTITY_ATTRIBUTES } from './attributes/identity.js';
import { DATES_AND_MEASURES_ATTRIBUTES } from './attributes/dates-measures.js';
import { TRADE_ATTRIBUTES } from './attributes/trade.js';
import { FOOD_ATTRIBUTES } from './attributes/food.js';
import { REFERENCE_ATTRIBUTES } from './attributes/references.js';

/**
 * THE attribute dictionary: every trade-item attribute once. Forms, grid and spreadsheet columns,
 * validation, readiness and the GS1 XML builders all read it; an attribute is added in `attributes/` (one
 * file per group of sections) and nowhere else.
 * Codes follow the legacy portal's style (section prefix, number, letters). GS1 names are GDSN 3.1's.
 */
export const ATTRIBUTES: readonly AttributeDefinition[] = [
  ...IDENTITY_ATTRIBUTES,
  ...DATES_AND_MEASURES_ATTRIBUTES,
  ...TRADE_ATTRIBUTES,
  ...FOOD_ATTRIBUTES,
  ...REFERENCE_ATTRIBUTES,
];
