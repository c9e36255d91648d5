import type { GroupRow } from '../item-values.js';
import { convertAmount } from '../units.js';
import type { GdsnRuleId } from './rule-texts.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { rowsOf, textOf, toNumber } from './rule-values.js';

const cell = (row: Readonly<Record<string, string>>, code: string) => (row[code] ?? '').trim();

/** Precisions that state a nutrient is absent or negligible, so it needs no figure (rule 1445). */
const WITHOUT_FIGURE = new Set(['ABSENCE', 'NOT_DETECTED', 'NOT_SIGNIFICANT_SOURCE_OF', 'TRACE', 'UNDETECTABLE']);

/** The quantities given for a nutrient, each with its unit. */
function quantitiesOf(rows: readonly GroupRow[], nutrient: string): { amount: number; unit: string }[] {
  return rows.flatMap((row) => {
    const amount = toNumber(cell(row, CODES.quantityContained));
    return cell(row, CODES.nutrientType) === nutrient && amount !== null
      ? [{ amount, unit: cell(row, CODES.nutrientUnit) }]
      : [];
  });
}

/**
 * Rules 1641–1645 and 1665: in the markets they name, a part of a nutrient (saturated fat of fat, sugars of
 * carbohydrate) is no more than the whole. Quantities are compared in one unit (300 MGM of saturated fat
 * under 0.5 GRM of fat passes); a pair whose units measure different things (a percentage, an energy) is not
 * compared.
 */
const partOfWhole = (id: GdsnRuleId, part: string, whole: string, markets: readonly string[]): RuleDefinition => ({
  id,
  category: 'measurement',
  markets,
  attributes: [CODES.nutrients, CODES.nutrientType, CODES.quantityContained, CODES.nutrientUnit],
  check: ({ attributes }, { countryName }) => {
    const market = textOf(attributes, CODES.targetMarket);
    if (!markets.includes(market)) return [];
    const rows = rowsOf(attributes, CODES.nutrients);
    const wholes = quantitiesOf(rows, whole);
    const exceeds = quantitiesOf(rows, part).some((p) =>
      wholes.some((w) => {
        const inWholeUnit = convertAmount(p.amount, p.unit, w.unit);
        return inWholeUnit !== null && inWholeUnit > w.amount * (1 + 1e-9);
      }),
    );
    return exceeds
      ? [
          {
            attribute: CODES.nutrients,
            values: { '<targetMarketCountryCode Country name>': countryName?.(market) ?? market },
          },
        ]
      : [];
  },
});

// The markets each comparison rule names (gdsn-validation-rules.json, `countries`).
const EU_FOUR_FIVE = ['056', '442', '528', '276', '208', '203', '246', '826', '380', '250', '040', '756'];
const STARCH_MARKETS = ['056', '442', '528', '276', '208', '203', '826', '040', '756', '246', '380', '250'];
const POLYOL_MARKETS = ['056', '442', '276', '208', '203', '756', '528', '246', '826', '380', '250'];

/**
 * The nutrient rows: a figure for each nutrient unless its precision says it is absent, no negative daily
 * value, each nutrient once per unit, and the parts of a nutrient within the whole where a market asks it.
 */
export const NUTRIENT_RULES: readonly RuleDefinition[] = [
  {
    id: 1445,
    category: 'measurement',
    attributes: [
      CODES.nutrients,
      CODES.nutrientType,
      CODES.quantityContained,
      CODES.dailyValuePercent,
      CODES.nutrientPrecision,
    ],
    check: ({ attributes }) =>
      rowsOf(attributes, CODES.nutrients).some(
        (row) =>
          cell(row, CODES.nutrientType) !== '' &&
          !WITHOUT_FIGURE.has(cell(row, CODES.nutrientPrecision)) &&
          cell(row, CODES.quantityContained) === '' &&
          cell(row, CODES.dailyValuePercent) === '',
      )
        ? [{ attribute: CODES.nutrients }]
        : [],
  },
  partOfWhole(1641, 'STARCH', 'CHOAVL', STARCH_MARKETS),
  partOfWhole(1642, 'POLYL', 'CHOAVL', POLYOL_MARKETS),
  partOfWhole(1643, 'FASAT', 'FAT', EU_FOUR_FIVE),
  partOfWhole(1644, 'FAMSCIS', 'FAT', EU_FOUR_FIVE),
  partOfWhole(1645, 'FAPUCIS', 'FAT', EU_FOUR_FIVE),
  partOfWhole(1665, 'SUGAR-', 'CHOAVL', EU_FOUR_FIVE),
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
    // Energy in kilojoules and in kilocalories is two rows of one nutrient: only the same unit twice repeats.
    id: 1786,
    category: 'measurement',
    attributes: [CODES.nutrients, CODES.nutrientType, CODES.nutrientUnit],
    check: ({ attributes }) => {
      const seen = new Set<string>();
      const repeated = new Map<string, { nutrient: string; unit: string }>();
      for (const row of rowsOf(attributes, CODES.nutrients)) {
        const nutrient = cell(row, CODES.nutrientType);
        if (nutrient === '') continue;
        const unit = cell(row, CODES.nutrientUnit);
        const key = `${nutrient}\u0000${unit}`;
        if (seen.has(key)) repeated.set(key, { nutrient, unit });
        seen.add(key);
      }
      return [...repeated.values()].map(({ nutrient, unit }) => ({
        attribute: CODES.nutrients,
        values: { '<nutrientTypeCode>': nutrient, '<quantityContained/@measurementUnitCode>': unit },
      }));
    },
  },
];
