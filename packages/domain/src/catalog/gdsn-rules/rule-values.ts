import type { GroupRow, ItemAttributes } from '../item-values.js';
import { isMeasure, isValidDate } from '../item-values.js';
import type { GdsnRuleId } from './rule-texts.js';
import type { Breach, RuleCategory, RuleDefinition } from './rule-types.js';

/** A scalar value, trimmed; '' when empty or not a scalar. */
export function textOf(attributes: ItemAttributes, code: string): string {
  const value = attributes[code];
  return typeof value === 'string' ? value.trim() : '';
}

/** A number written as text, or null when empty or not a number. */
export function numberOf(attributes: ItemAttributes, code: string): number | null {
  return toNumber(textOf(attributes, code));
}

export function toNumber(text: string): number | null {
  if (text === '') return null;
  const number = Number(text);
  return Number.isFinite(number) ? number : null;
}

export interface Quantity {
  amount: number;
  unit: string;
  /** As written, for messages. */
  text: string;
}

/** A measure with a numeric value, or null when its value is empty (GDSN: "not used"). */
export function measureOf(attributes: ItemAttributes, code: string): Quantity | null {
  const value = attributes[code];
  if (!isMeasure(value)) return null;
  const amount = toNumber(value.value.trim());
  return amount === null
    ? null
    : { amount, unit: value.unit.trim(), text: `${value.value.trim()} ${value.unit.trim()}` };
}

/** Whether a value is used: a scalar not blank, a measure with a value, a group with a row. */
export function isUsed(attributes: ItemAttributes, code: string): boolean {
  const value = attributes[code];
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isMeasure(value)) return value.value.trim() !== '';
  return value.trim() !== '';
}

export function rowsOf(attributes: ItemAttributes, code: string): readonly GroupRow[] {
  const value = attributes[code];
  return Array.isArray(value) ? value : [];
}

const DAY_MS = 86_400_000;

/** A date written mm/dd/yyyy as a day number (days since 1970-01-01 UTC), or null. */
export function dayOf(attributes: ItemAttributes, code: string): number | null {
  const text = textOf(attributes, code);
  if (!isValidDate(text)) return null;
  const [month, day, year] = text.split('/').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

/** Today's UTC calendar day as a day number. */
export function dayOfDate(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / DAY_MS;
}

/** `months` calendar months before a day number; the day of month is kept or clamped to the month's end. */
export function monthsBefore(dayNumber: number, months: number): number {
  const date = new Date(dayNumber * DAY_MS);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(date.getUTCDate(), lastDay));
  return target.getTime() / DAY_MS;
}

/** A figure for a message: at most three decimals, no trailing zeros. */
export function figure(value: number): string {
  return String(Number(value.toFixed(3)));
}

/** A rule on one item's own values that either holds or breaks on one attribute. */
export function simpleRule(
  id: GdsnRuleId,
  category: RuleCategory,
  attributes: readonly string[],
  breaks: (values: ItemAttributes) => boolean,
): RuleDefinition {
  const breach: Breach = { attribute: attributes[0] ?? null };
  return { id, category, attributes, check: (item) => (breaks(item.attributes) ? [breach] : []) };
}

/** "<attribute> must not be empty" rules. */
export const mustBeUsed = (id: GdsnRuleId, category: RuleCategory, code: string): RuleDefinition =>
  simpleRule(id, category, [code], (values) => !isUsed(values, code));
