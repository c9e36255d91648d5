import { NUTRIENT_UNITS } from '../code-lists.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { rowsOf, toNumber } from './rule-values.js';

const cell = (row: Readonly<Record<string, string>>, code: string) => (row[code] ?? '').trim();

/** The nutrient rows: a quantity for each nutrient, no negative daily value, each nutrient once. */
export const NUTRIENT_RULES: readonly RuleDefinition[] = [
  {
    // The dictionary holds no measurementPrecisionCode, so every nutrient needs a figure.
    id: 1445,
    category: 'measurement',
    attributes: [CODES.nutrients, CODES.nutrientType, CODES.quantityContained, CODES.dailyValuePercent],
    check: ({ attributes }) =>
      rowsOf(attributes, CODES.nutrients).some(
        (row) =>
          cell(row, CODES.nutrientType) !== '' &&
          cell(row, CODES.quantityContained) === '' &&
          cell(row, CODES.dailyValuePercent) === '',
      )
        ? [{ attribute: CODES.nutrients }]
        : [],
  },
  {
    id: 1758,
    category: 'measurement',
    attributes: [CODES.dailyValuePercent],
    check: ({ attributes }) =>
      rowsOf(attributes, CODES.nutrients).some((row) => (toNumber(cell(row, CODES.dailyValuePercent)) ?? 0) < 0)
        ? [{ attribute: CODES.dailyValuePercent }]
        : [],
  },
  {
    // Each nutrient's quantity has one unit (NUTRIENT_UNITS), so a nutrient given twice repeats the pair.
    id: 1786,
    category: 'measurement',
    attributes: [CODES.nutrients, CODES.nutrientType],
    check: ({ attributes }) => {
      const seen = new Set<string>();
      const repeated = new Set<string>();
      for (const row of rowsOf(attributes, CODES.nutrients)) {
        const nutrient = cell(row, CODES.nutrientType);
        if (nutrient === '') continue;
        if (seen.has(nutrient)) repeated.add(nutrient);
        seen.add(nutrient);
      }
      return [...repeated].map((nutrient) => ({
        attribute: CODES.nutrients,
        values: {
          '<nutrientTypeCode>': nutrient,
          '<quantityContained/@measurementUnitCode>': NUTRIENT_UNITS[nutrient] ?? '',
        },
      }));
    },
  },
];
