import { z } from 'zod';
import { isValidGln } from '../gs1/gln.js';
import { parseGtin } from '../gs1/gtin.js';
import type { CodeListName } from './code-lists.js';
import type { AttributeDefinition, AttributeField } from './attribute-types.js';
import { ATTRIBUTES } from './attributes.js';

/** A measure or an amount: a decimal number as text and its unit (or currency). */
export const measureValueSchema = z.object({ value: z.string().max(30), unit: z.string().max(10) });
export type MeasureValue = z.infer<typeof measureValueSchema>;
export const groupRowSchema = z.record(z.string(), z.string().max(2000));
export type GroupRow = z.infer<typeof groupRowSchema>;

/** One attribute's value: a string, a measure, or the rows of a group. */
export const attributeValueSchema = z.union([
  z.string().max(2000),
  measureValueSchema,
  z.array(groupRowSchema).max(100),
]);
/** An item's attributes, keyed by attribute code. */
export const itemAttributesSchema = z.record(z.string().max(40), attributeValueSchema);
export type ItemAttributes = z.infer<typeof itemAttributesSchema>;
export type AttributeValue = ItemAttributes[string];

const BY_CODE = new Map(ATTRIBUTES.map((a) => [a.code, a]));

export function attributeByCode(code: string): AttributeDefinition | undefined {
  return BY_CODE.get(code);
}

const LABEL_OF_CODE = new Map(
  ATTRIBUTES.flatMap((a) => [
    [a.code, a.label] as const,
    ...(a.fields ?? []).map((f) => [f.code, `${a.label}: ${f.label}`] as const),
  ]),
);

/** What people call an attribute or a group's column (`Allergens: Level of Containment`); the code if unknown. */
export function attributeLabel(code: string): string {
  return LABEL_OF_CODE.get(code) ?? code;
}

/** The four fields that enable Create (spec point 5), in the editor's order. */
export const CREATE_KEY_CODES = ATTRIBUTES.filter((a) => a.createKey).map((a) => a.code);

/** The 32 attributes readiness counts (spec point 4). */
export const REQUIRED_ATTRIBUTE_CODES = ATTRIBUTES.filter((a) => a.required).map((a) => a.code);

/** Every attribute and group column with its label (`metadata/dms/attributes/displayname`). */
export function attributeDisplayNames(): Record<string, string> {
  const names: Record<string, string> = {};
  for (const attribute of ATTRIBUTES) {
    names[attribute.code] = attribute.label;
    for (const field of attribute.fields ?? []) names[field.code] = `${attribute.label}: ${field.label}`;
  }
  return names;
}

export const isMeasure = (value: AttributeValue | undefined): value is MeasureValue =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function isFilled(attribute: AttributeField, value: AttributeValue | undefined): boolean {
  if (value === undefined) return false;
  if (Array.isArray(value)) return value.length > 0;
  if (isMeasure(value)) return value.value.trim() !== '' && value.unit.trim() !== '';
  return attribute.type === 'group' ? false : value.trim() !== '';
}

/** Required attributes still empty; none left means the item is Ready (spec point 4). */
export function missingRequired(values: ItemAttributes): string[] {
  return REQUIRED_ATTRIBUTE_CODES.filter((code) => !isFilled(BY_CODE.get(code)!, values[code]));
}

export function isReady(values: ItemAttributes): boolean {
  return missingRequired(values).length === 0;
}

/** The unit the dictionary assumes for a group field's number in this row (a nutrient's usual unit), if any. */
export function assumedUnit(field: AttributeField, row: GroupRow): string | undefined {
  const by = field.unit?.defaultBy;
  return by ? by.units[row[by.field] ?? ''] : undefined;
}

/**
 * A group row whose numbers left their unit column empty, given the unit the dictionary assumes for them (a
 * nutrient's usual unit: NUTRIENT_DEFAULT_UNITS); a unit given is kept, and a nutrient without one stays empty.
 */
export function withDefaultUnits(fields: readonly AttributeField[], row: GroupRow): GroupRow {
  let filled = row;
  for (const field of fields) {
    const assumed = assumedUnit(field, filled);
    if (!assumed || !filled[field.code] || filled[field.unit!.field]) continue;
    filled = { ...filled, [field.unit!.field]: assumed };
  }
  return filled;
}

/** What a new item starts with: the dictionary's default values (spec point 9: 840, English). */
export function defaultAttributes(): ItemAttributes {
  const values: ItemAttributes = {};
  for (const attribute of ATTRIBUTES) if (attribute.defaultValue) values[attribute.code] = attribute.defaultValue;
  return values;
}

/** Whether a code belongs to a code list; the server knows the large lists (GPC, countries), the web the small. */
export type CodeLookup = (list: CodeListName, key: string) => boolean;

const DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4})$/;
// Up to 15 decimals: a vitamin's quantity in grams (0.00000012) is as real as a pallet's weight.
const DECIMAL_PATTERN = /^-?\d{1,12}(\.\d{1,15})?$/;
const INTEGER_PATTERN = /^-?\d{1,12}$/;

/** A real calendar date written mm/dd/yyyy (spec point 5). */
export function isValidDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function scalarProblem(field: AttributeField, text: string, hasCode: CodeLookup): string | null {
  if (field.maxLength !== undefined && text.length > field.maxLength) {
    return `${field.label} is longer than ${field.maxLength} characters.`;
  }
  switch (field.type) {
    case 'gtin':
      return parseGtin(text).ok
        ? null
        : `${field.label} must be a GTIN of 8, 12, 13 or 14 digits with a valid check digit.`;
    case 'gln':
      return isValidGln(text) ? null : `${field.label} must be a GLN of 13 digits with a valid check digit.`;
    case 'integer':
      return INTEGER_PATTERN.test(text) ? null : `${field.label} must be a whole number.`;
    case 'decimal':
      return DECIMAL_PATTERN.test(text) ? null : `${field.label} must be a number.`;
    case 'boolean':
      return text === 'true' || text === 'false' ? null : `${field.label} must be true or false.`;
    case 'date':
      return isValidDate(text) ? null : `${field.label} must be a date written mm/dd/yyyy.`;
    case 'url':
      return /^https?:\/\/\S+$/.test(text) ? null : `${field.label} must be an http(s) address.`;
    case 'code':
      return hasCode(field.codeList!, text)
        ? null
        : `${field.label}: '${text}' is not in the ${field.codeList} code list.`;
    default:
      return null;
  }
}

export interface AttributeProblem {
  code: string;
  message: string;
}

/**
 * Checks each given value against the dictionary: known codes only, the right shape, maximum length, format,
 * code lists; group rows within their limit with their own fields checked. Empty values are fine (readiness
 * is a separate question); derived attributes cannot be written.
 */
export function validateAttributes(values: ItemAttributes, hasCode: CodeLookup): AttributeProblem[] {
  const problems: AttributeProblem[] = [];
  for (const [code, value] of Object.entries(values)) {
    const attribute = BY_CODE.get(code);
    const problem = (message: string) => problems.push({ code, message });
    if (!attribute) {
      problem(`${code} is not an item attribute.`);
      continue;
    }
    if (attribute.derived) continue;
    if (attribute.type === 'group') {
      if (!Array.isArray(value)) {
        problem(`${attribute.label} must be a list of rows.`);
        continue;
      }
      if (attribute.maxRows !== undefined && value.length > attribute.maxRows) {
        problem(`${attribute.label} holds at most ${attribute.maxRows} rows.`);
      }
      value.forEach((row, index) => {
        for (const field of attribute.fields ?? []) {
          const text = (row[field.code] ?? '').trim();
          if (!text) {
            if (field.required) problem(`${attribute.label} row ${index + 1}: ${field.label} is required.`);
            continue;
          }
          const fieldProblem = scalarProblem(field, text, hasCode);
          if (fieldProblem) problem(`${attribute.label} row ${index + 1}: ${fieldProblem}`);
          if (field.unit && !(row[field.unit.field] ?? '').trim()) {
            problem(`${attribute.label} row ${index + 1}: ${field.label} needs its unit.`);
          }
        }
        for (const key of Object.keys(row)) {
          if (!attribute.fields?.some((f) => f.code === key)) problem(`${key} is not a column of ${attribute.label}.`);
        }
      });
      continue;
    }
    if (attribute.type === 'measure' || attribute.type === 'amount') {
      if (!isMeasure(value)) {
        problem(`${attribute.label} needs a value and a unit.`);
        continue;
      }
      if (!value.value.trim() && !value.unit.trim()) continue;
      if (!DECIMAL_PATTERN.test(value.value.trim())) problem(`${attribute.label} must be a number.`);
      else if (!hasCode(attribute.codeList!, value.unit.trim())) {
        problem(`${attribute.label}: '${value.unit}' is not in the ${attribute.codeList} code list.`);
      }
      continue;
    }
    if (typeof value !== 'string') {
      problem(`${attribute.label} must be text.`);
      continue;
    }
    const text = value.trim();
    if (!text) continue;
    const scalar = scalarProblem(attribute, text, hasCode);
    if (scalar) problem(scalar);
  }
  return problems;
}
