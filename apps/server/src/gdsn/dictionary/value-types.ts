import { isValidGln, parseGtin } from '@tradepool/domain';
import type { ValueType } from './dictionary.js';

const TIME_ZONE = '(?:Z|[+-](?:(?:0\\d|1[0-3]):[0-5]\\d|14:00))?';
const TIME = '(?:[01]\\d|2[0-3]):[0-5]\\d:[0-5]\\d(?:\\.\\d+)?';
const DATE = '-?\\d{4,}-(\\d{2})-(\\d{2})';

const DATE_TIME = new RegExp(`^${DATE}T${TIME}${TIME_ZONE}$`);
const DATE_ONLY = new RegExp(`^${DATE}${TIME_ZONE}$`);
const TIME_ONLY = new RegExp(`^${TIME}${TIME_ZONE}$`);
const YEAR = new RegExp(`^-?\\d{4,}${TIME_ZONE}$`);
const DAY = new RegExp(`^---(?:0[1-9]|[12]\\d|3[01])${TIME_ZONE}$`);

/** A month's day within its month (29 February in any year: XML Schema leaves leap years to the reader). */
function isCalendarDate(match: RegExpExecArray | null): boolean {
  if (!match) return false;
  const month = Number(match[1]);
  const day = Number(match[2]);
  return month >= 1 && month <= 12 && day >= 1 && day <= [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** Each type's check and what a value must be, said to a person. */
const TYPES: Record<ValueType, { test: (value: string) => boolean; expected: string }> = {
  boolean: { test: (v) => v === 'true' || v === 'false', expected: 'true or false' },
  decimal: { test: (v) => /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)$/.test(v), expected: 'a decimal number' },
  float: {
    test: (v) => /^(?:[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?|[+-]?INF|NaN)$/.test(v),
    expected: 'a number',
  },
  integer: { test: (v) => /^[+-]?\d+$/.test(v), expected: 'a whole number' },
  nonNegativeInteger: { test: (v) => /^\+?\d+$/.test(v), expected: 'a whole number, zero or more' },
  dateTime: {
    test: (v) => isCalendarDate(DATE_TIME.exec(v)),
    expected: 'a date and time (YYYY-MM-DDThh:mm:ss, a time zone optional)',
  },
  date: { test: (v) => isCalendarDate(DATE_ONLY.exec(v)), expected: 'a date (YYYY-MM-DD)' },
  time: { test: (v) => TIME_ONLY.test(v), expected: 'a time (hh:mm:ss)' },
  gYear: { test: (v) => YEAR.test(v), expected: 'a year (YYYY)' },
  gDay: { test: (v) => DAY.test(v), expected: 'a day (---DD)' },
  gtin: {
    test: (v) => /^\d{14}$/.test(v) && parseGtin(v).ok,
    expected: 'a GTIN of 14 digits with its check digit',
  },
  gln: { test: isValidGln, expected: 'a GLN of 13 digits with its check digit' },
};

/** What the value should have been, or null when it is one of the type's values. */
export function valueTypeProblem(type: ValueType, value: string): string | null {
  const { test, expected } = TYPES[type];
  return test(value) ? null : expected;
}
