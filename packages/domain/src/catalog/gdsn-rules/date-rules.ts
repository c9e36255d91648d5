import type { ItemAttributes } from '../item-values.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { dayOf, dayOfDate, isUsed, monthsBefore, mustBeUsed, simpleRule, textOf } from './rule-values.js';

const bothDiscontinuedAndCancelled = (values: ItemAttributes) =>
  isUsed(values, CODES.discontinuedDate) && isUsed(values, CODES.cancelDate);

/**
 * The trade item dates (mm/dd/yyyy). Rule 1333 (registry: "If cancelDateTime is not empty then
 * discontinuedDateTime must be empty") is rule 107 stated from the other side with the same message, so the
 * pair is reported once, by 107 and by 1038 (the CIN's own rule).
 */
export const DATE_RULES: readonly RuleDefinition[] = [
  {
    id: 2,
    category: 'date',
    attributes: [CODES.cancelDate],
    check: ({ attributes }, { today }) => {
      const cancel = dayOf(attributes, CODES.cancelDate);
      return cancel !== null && cancel < dayOfDate(today) ? [{ attribute: CODES.cancelDate }] : [];
    },
  },
  simpleRule(107, 'date', [CODES.cancelDate, CODES.discontinuedDate], bothDiscontinuedAndCancelled),
  {
    // The dictionary's one start/end pair is the availability window.
    id: 341,
    category: 'date',
    attributes: [CODES.endAvailability, CODES.startAvailability],
    check: ({ attributes }) => {
      const start = dayOf(attributes, CODES.startAvailability);
      const end = dayOf(attributes, CODES.endAvailability);
      if (start === null || end === null || start <= end) return [];
      return [
        {
          attribute: CODES.endAvailability,
          values: {
            '<start date attribute>': 'startAvailabilityDateTime',
            '<end date attribute>': 'endAvailabilityDateTime',
            '<end date value>': textOf(attributes, CODES.endAvailability),
            '<start date value>': textOf(attributes, CODES.startAvailability),
          },
        },
      ];
    },
  },
  simpleRule(635, 'date', [CODES.discontinuedDate, CODES.effectiveDate], (values) => {
    const discontinued = dayOf(values, CODES.discontinuedDate);
    const effective = dayOf(values, CODES.effectiveDate);
    return discontinued !== null && effective !== null && discontinued < monthsBefore(effective, 6);
  }),
  mustBeUsed(1004, 'date', CODES.startAvailability),
  simpleRule(1038, 'date', [CODES.discontinuedDate, CODES.cancelDate], bothDiscontinuedAndCancelled),
  mustBeUsed(1283, 'date', CODES.effectiveDate),
];
