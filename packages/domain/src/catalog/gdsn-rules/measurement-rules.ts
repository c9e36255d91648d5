import { amountInBase, unitsOf } from '../units.js';
import { weightInGrams, weightProblems } from '../hierarchy-rules.js';
import type { ItemAttributes } from '../item-values.js';
import type { GdsnRuleId } from './rule-texts.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { isUsed, measureOf, numberOf, simpleRule, textOf, type Quantity } from './rule-values.js';

// Rounding in unit conversions must not turn equal weights into a violation.
const EPSILON_GRAMS = 1e-6;

/** A measure's value, or a number written as text, whichever the attribute holds. */
const amountOf = (values: ItemAttributes, code: string): number | null =>
  measureOf(values, code)?.amount ?? numberOf(values, code);

/** "If <attribute> is used, its value must be …" */
const whenUsed = (id: GdsnRuleId, code: string, holds: (amount: number) => boolean): RuleDefinition =>
  simpleRule(id, 'measurement', [code], (values) => {
    const amount = amountOf(values, code);
    return amount !== null && !holds(amount);
  });

/** "<measure> must be used and greater than 0" (the dictionary holds no isTradeItemNonPhysical). */
const usedAndPositive = (id: GdsnRuleId, code: string): RuleDefinition =>
  simpleRule(id, 'measurement', [code], (values) => !((measureOf(values, code)?.amount ?? 0) > 0));

/** "<weight A> must be ≤ <weight B>" when both are given, whatever their units; failures name `blamed`. */
const weightAtMost = (id: GdsnRuleId, lighter: string, heavier: string, blamed = lighter): RuleDefinition =>
  simpleRule(id, 'measurement', [blamed, ...[lighter, heavier].filter((code) => code !== blamed)], (values) => {
    const light = weightInGrams(values[lighter]);
    const heavy = weightInGrams(values[heavier]);
    return light !== null && heavy !== null && light > heavy + EPSILON_GRAMS;
  });

/** Measures used with a unit outside a classification (UN/ECE Rec 20: mass, dimensions). */
const unitsWithin = (id: GdsnRuleId, codes: readonly string[], units: ReadonlySet<string>): RuleDefinition => ({
  id,
  category: 'measurement',
  attributes: codes,
  check: ({ attributes }) =>
    codes
      .filter((code) => {
        const measure = measureOf(attributes, code);
        return measure !== null && !units.has(measure.unit);
      })
      .map((code) => ({ attribute: code })),
});

const MASS_UNITS = new Set(unitsOf('mass'));
const DIMENSION_UNITS = new Set(unitsOf('length'));

const WEIGHT_CODES = [CODES.grossWeight, CODES.netWeight, CODES.drainedWeight];
const DIMENSION_CODES = [CODES.height, CODES.width, CODES.depth];

const celsius = (temperature: Quantity): number | null =>
  amountInBase(temperature.amount, temperature.unit, 'temperature');

/** One item's own measures: weights, dimensions, shelf life and lead time, stacking, temperatures. */
export const MEASUREMENT_RULES: readonly RuleDefinition[] = [
  simpleRule(201, 'measurement', [CODES.grossWeight, CODES.netWeight], (values) =>
    weightProblems(values).some((p) => p.ruleId === 201),
  ),
  simpleRule(
    204,
    'measurement',
    [CODES.grossWeight, CODES.isDespatchUnit],
    (values) =>
      textOf(values, CODES.isDespatchUnit) === 'true' && !((measureOf(values, CODES.grossWeight)?.amount ?? 0) > 0),
  ),
  simpleRule(314, 'measurement', [CODES.lifespanFromProduction, CODES.lifespanFromArrival], (values) => {
    const production = numberOf(values, CODES.lifespanFromProduction);
    const arrival = numberOf(values, CODES.lifespanFromArrival);
    return production !== null && arrival !== null && production < arrival;
  }),
  {
    id: 362,
    category: 'measurement',
    attributes: [CODES.minimumTemperature, CODES.maximumTemperature],
    check: ({ attributes }) => {
      const minimum = measureOf(attributes, CODES.minimumTemperature);
      const maximum = measureOf(attributes, CODES.maximumTemperature);
      if (minimum === null || maximum === null) return [];
      const [low, high] = [celsius(minimum), celsius(maximum)];
      if (low === null || high === null || low <= high) return [];
      return [
        {
          attribute: CODES.minimumTemperature,
          values: {
            '<minimum attribute>': 'minimumTemperature',
            '<maximum attribute>': 'maximumTemperature',
            '<maximum value>': maximum.text,
            '<minimum value>': minimum.text,
          },
        },
      ];
    },
  },
  usedAndPositive(510, CODES.depth),
  usedAndPositive(511, CODES.height),
  usedAndPositive(512, CODES.width),
  whenUsed(515, CODES.grossWeight, (amount) => amount >= 0),
  whenUsed(516, CODES.netWeight, (amount) => amount > 0),
  whenUsed(526, CODES.orderingLeadTime, (amount) => amount > 0),
  whenUsed(536, CODES.lifespanFromArrival, (amount) => amount > 0),
  whenUsed(537, CODES.lifespanFromProduction, (amount) => amount > 0),
  // Net content counts only when given in a unit of mass; the comparison converts units.
  weightAtMost(539, CODES.netContent, CODES.grossWeight, CODES.grossWeight),
  usedAndPositive(549, CODES.grossWeight),
  weightAtMost(616, CODES.drainedWeight, CODES.netWeight),
  weightAtMost(1017, CODES.drainedWeight, CODES.grossWeight),
  unitsWithin(1108, WEIGHT_CODES, MASS_UNITS),
  unitsWithin(1109, DIMENSION_CODES, DIMENSION_UNITS),
  whenUsed(1324, CODES.stackingFactor, (amount) => amount >= 1),
  whenUsed(1775, CODES.drainedWeight, (amount) => amount > 0),
  simpleRule(
    1776,
    'measurement',
    [CODES.drainedWeight, CODES.packagingType],
    (values) => textOf(values, CODES.packagingType) === 'NE' && isUsed(values, CODES.drainedWeight),
  ),
  simpleRule(
    1837,
    'measurement',
    [CODES.temperatureQualifier, CODES.minimumTemperature, CODES.maximumTemperature],
    (values) =>
      isUsed(values, CODES.temperatureQualifier) &&
      !isUsed(values, CODES.minimumTemperature) &&
      !isUsed(values, CODES.maximumTemperature),
  ),
];
