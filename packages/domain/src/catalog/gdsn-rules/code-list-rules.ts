import { ATTRIBUTES } from '../attributes.js';
import type { CodeListName } from '../code-lists.js';
import type { ItemAttributes } from '../item-values.js';
import { isMeasure } from '../item-values.js';
import type { RuleDefinition } from './rule-types.js';
import { CODES } from './rule-codes.js';
import { rowsOf, simpleRule, textOf } from './rule-values.js';

type ListRuleId = 541 | 542 | 1380 | 1407;

/**
 * Which rule guards each code list: 541 the lists of external agencies (ISO 3166, UN/ECE Rec 20, INFOODS),
 * 542 the GS1 lists (GPC among them), 1380 ISO 4217 currencies, 1407 ISO 639 languages.
 */
const RULE_OF_LIST: Record<CodeListName, ListRuleId> = {
  TARGET_MARKET: 541,
  COUNTRY: 541,
  LENGTH_UNIT: 541,
  WEIGHT_UNIT: 541,
  CONTENT_UNIT: 541,
  TEMPERATURE_UNIT: 541,
  NUTRIENT_UNIT: 541,
  NUTRIENT: 541,
  GPC: 542,
  UNIT_DESCRIPTOR: 542,
  ALLERGEN_TYPE: 542,
  LEVEL_OF_CONTAINMENT: 542,
  MEASUREMENT_PRECISION: 542,
  PREPARATION_STATE: 542,
  DIET_TYPE: 542,
  PACKAGING_TYPE: 542,
  FILE_TYPE: 542,
  TEMPERATURE_QUALIFIER: 542,
  CURRENCY: 1380,
  LANGUAGE: 1407,
};

/** A place in the document that holds a code: a code attribute, a measure's unit, a group column. */
interface CodedSlot {
  code: string;
  list: CodeListName;
  /** How the messages of rules 541 and 542 name it. */
  name: string;
  read: (values: ItemAttributes) => string[];
}

const SLOTS: readonly CodedSlot[] = ATTRIBUTES.flatMap((attribute): CodedSlot[] => {
  const { code, codeList, label, gdsn } = attribute;
  if (attribute.type === 'code') {
    return [{ code, list: codeList!, name: `${label} (${gdsn})`, read: (values) => [textOf(values, code)] }];
  }
  if (attribute.type === 'measure' || attribute.type === 'amount') {
    const read = (values: ItemAttributes) => {
      const value = values[code];
      return isMeasure(value) && value.value.trim() !== '' ? [value.unit.trim()] : [];
    };
    return [{ code, list: codeList!, name: `${label} (${gdsn}/@measurementUnitCode)`, read }];
  }
  return (attribute.fields ?? [])
    .filter((field) => field.type === 'code')
    .map((field) => ({
      code: field.code,
      list: field.codeList!,
      name: `${label}: ${field.label} (${field.gdsn})`,
      read: (values) => rowsOf(values, code).map((row) => (row[field.code] ?? '').trim()),
    }));
});

const listRule = (id: ListRuleId): RuleDefinition => {
  const slots = SLOTS.filter((slot) => RULE_OF_LIST[slot.list] === id);
  return {
    id,
    category: 'code list',
    attributes: slots.map((slot) => slot.code),
    check: ({ attributes }, { hasCode }) =>
      slots.flatMap((slot) =>
        slot.read(attributes).flatMap((value) =>
          value === '' || hasCode(slot.list, value)
            ? []
            : [
                {
                  attribute: slot.code,
                  values: { '{insert_attribute_name}': slot.name, '{insert_incorrect_value}': value },
                },
              ],
        ),
      ),
  };
};

/** Codes from their lists (through the same lookup as the dictionary check), no repeated allergen, no NON_EU. */
export const CODE_LIST_RULES: readonly RuleDefinition[] = [
  listRule(541),
  listRule(542),
  listRule(1380),
  listRule(1407),
  {
    id: 1658,
    category: 'code list',
    attributes: [CODES.allergenType],
    check: ({ attributes }) => {
      const types = rowsOf(attributes, CODES.allergens)
        .map((row) => (row[CODES.allergenType] ?? '').trim())
        .filter((type) => type !== '');
      return new Set(types).size < types.length ? [{ attribute: CODES.allergenType }] : [];
    },
  },
  simpleRule(1697, 'code list', [CODES.targetMarket], (values) => textOf(values, CODES.targetMarket) === 'NON_EU'),
];
