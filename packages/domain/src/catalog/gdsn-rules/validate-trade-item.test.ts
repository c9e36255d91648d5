import { describe, expect, it } from 'vitest';
import { gs1CheckDigit } from '../../gs1/check-digit.js';
import { CODE_LIST_FIRST, NUTRIENT_DEFAULT_UNITS, type CodeListName } from '../code-lists.js';
import type { CodeLookup, GroupRow, ItemAttributes } from '../item-values.js';
import { sampleReadyItem } from '../sample-item.js';
import { unitsOf } from '../units.js';
import { GDSN_RULES, validateTradeItem } from './validate-trade-item.js';
import type { RuleItem } from './rule-types.js';

// The official lists are the server's; these are the codes of them the items below use.
const MEASURABLE = [...unitsOf('mass'), ...unitsOf('volume'), ...unitsOf('energy'), 'EA', 'H87', 'P1'];
const CODES_OF: Record<CodeListName, readonly string[]> = {
  TARGET_MARKET: ['840', '124', '250', '276', '826', '528', '380', '040'],
  COUNTRY: ['840', '124'],
  GPC: ['10000025'],
  UNIT_DESCRIPTOR: CODE_LIST_FIRST.UNIT_DESCRIPTOR!,
  LANGUAGE: ['en', 'fr', 'sv'],
  LENGTH_UNIT: unitsOf('length'),
  WEIGHT_UNIT: unitsOf('mass'),
  CONTENT_UNIT: MEASURABLE,
  TEMPERATURE_UNIT: unitsOf('temperature'),
  NUTRIENT_UNIT: MEASURABLE,
  ALLERGEN_TYPE: ['AM', 'AE', 'AP', 'AY', 'UW'],
  LEVEL_OF_CONTAINMENT: ['CONTAINS', 'MAY_CONTAIN', 'FREE_FROM'],
  NUTRIENT: Object.keys(NUTRIENT_DEFAULT_UNITS),
  MEASUREMENT_PRECISION: ['APPROXIMATELY', 'EXACT', 'LESS_THAN', 'ABSENCE', 'TRACE'],
  PREPARATION_STATE: ['UNPREPARED', 'PREPARED', 'AS_DRAINED'],
  DIET_TYPE: ['VEGAN', 'KOSHER'],
  PACKAGING_TYPE: ['BG', 'BX', 'NE', 'CNG'],
  FILE_TYPE: ['PRODUCT_IMAGE'],
  CURRENCY: ['USD', 'CAD', 'EUR'],
  TEMPERATURE_QUALIFIER: ['STORAGE_HANDLING'],
};
const hasCode: CodeLookup = (list, key) => CODES_OF[list].includes(key);
const options = { today: new Date('2026-03-01T12:00:00Z'), hasCode };

const gtin = (serial: number) => {
  const body = `0614141${String(serial).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
};
const UNIT_GTIN = gtin(1);
const CHILD_GTIN = gtin(2);
const PARENT_GTIN = gtin(3);
const lb = (value: string) => ({ value, unit: 'LBR' });
const inches = (value: string) => ({ value, unit: 'INH' });

/** A Ready base unit (`sampleReadyItem`) with the derived information provider filled. */
function document(overrides: ItemAttributes = {}): ItemAttributes {
  const values = sampleReadyItem(UNIT_GTIN, {
    Descriptions1E: 'Rolled oats 1 lb',
    Coding1B: 'PC-000001',
    Parties1A: '0614141000012',
    Parties1B: 'Greenfield Foods',
    ...overrides,
  });
  for (const [code, value] of Object.entries(values)) if (value === '') delete values[code];
  return values;
}

/** A base unit; an override of '' leaves the attribute out. */
const unit = (overrides: ItemAttributes = {}): RuleItem => ({ attributes: document(overrides), children: [] });

const child = (overrides: ItemAttributes = {}, quantity = 12) => ({
  attributes: document({ Coding1A: CHILD_GTIN, ...overrides }),
  quantity,
});
const childOf = (descriptor: string) => child({ Coding1AD: descriptor });

/** A parent whose weights, total quantity and flags agree with children of 1 lb net, 1.1 lb gross each. */
function parent(children: RuleItem['children'], overrides: ItemAttributes = {}, descriptor = 'CASE'): RuleItem {
  const count = children.reduce((sum, c) => sum + c.quantity, 0);
  return {
    attributes: document({
      Coding1A: PARENT_GTIN,
      Coding1AD: descriptor,
      Coding1E: 'false',
      Coding1F: 'false',
      Hierarchy1A: String(count),
      Measure1A: inches('9'),
      Measure1B: inches('21'),
      Measure1C: inches('7'),
      Measure1D: lb(String(count)),
      Measure1E: lb(String(count + 2)),
      Measure1F: lb(String(count)),
      ...overrides,
    }),
    children,
  };
}
const parentOf = (descriptor: string, childDescriptor: string) => parent([childOf(childDescriptor)], {}, descriptor);

const nutrients = (rows: GroupRow[]): ItemAttributes => ({ Nutrient1D: rows });

interface Row {
  id: number;
  pass: RuleItem;
  fail: RuleItem;
  attribute: string | null;
  /** The filled-in message, for rules whose message has placeholders. */
  message?: string;
}

const template = (id: number) => GDSN_RULES.find((rule) => rule.id === id)!.errorMessage;
const filled = (id: number, values: Record<string, string>) =>
  Object.entries(values).reduce((text, [key, value]) => text.split(key).join(value), template(id));

/**
 * A market-bound part-of-whole rule: passes outside its markets whatever the figures, fails in one of them
 * when the part (in grams) outweighs the whole (in kilograms).
 */
function partOfWhole(id: number, part: string, whole: string, market: string): Row {
  const rows = nutrients([
    { Nutrient1DA: whole, Nutrient1DB: '0.01', Nutrient1DD: 'KGM' },
    { Nutrient1DA: part, Nutrient1DB: '11', Nutrient1DD: 'GRM' },
  ]);
  return {
    id,
    pass: unit({ Coding1AF: '840', ...rows }),
    fail: unit({ Coding1AF: market, ...rows }),
    attribute: 'Nutrient1D',
    message: filled(id, { '<targetMarketCountryCode Country name>': market }),
  };
}

const ROWS: Row[] = [
  // identifier
  {
    id: 447,
    pass: unit({ Coding1A: '4006381333931' }),
    fail: unit({ Coding1A: '4006381333932' }),
    attribute: 'Coding1A',
  },
  {
    id: 448,
    pass: unit({ Parties1E: '0614141000012' }),
    fail: unit({ Parties1E: '0614141000013' }),
    attribute: 'Parties1E',
  },
  { id: 471, pass: unit({ Coding1A: '96385074' }), fail: unit({ Coding1A: '12345' }), attribute: 'Coding1A' },
  // party
  {
    id: 300,
    pass: parent([child()]),
    fail: parent([child({ Parties1A: '0614141000029' })]),
    attribute: 'Parties1A',
  },
  { id: 1000, pass: unit(), fail: unit({ Parties1A: '' }), attribute: 'Parties1A' },
  { id: 1001, pass: unit(), fail: unit({ Parties1B: '' }), attribute: 'Parties1B' },
  // hierarchy
  { id: 96, pass: parent([child()]), fail: parentOf('BASE_UNIT_OR_EACH', 'BASE_UNIT_OR_EACH'), attribute: 'Coding1AD' },
  { id: 98, pass: parent([child()]), fail: parent([child()], { Measure1F: lb('11') }), attribute: 'Measure1F' },
  { id: 202, pass: parent([child()]), fail: parent([child()], { Hierarchy1A: '10' }), attribute: 'Hierarchy1A' },
  { id: 382, pass: unit(), fail: unit({ Coding1E: 'false' }), attribute: 'Coding1E' },
  { id: 383, pass: parent([child()]), fail: parent([child()], { Coding1E: 'true' }), attribute: 'Coding1E' },
  // The child's GTIN-13 is the parent's GTIN-14 without its leading zero.
  {
    id: 454,
    pass: parent([child()]),
    fail: parent([child({ Coding1A: PARENT_GTIN.slice(1) })]),
    attribute: 'Coding1A',
  },
  { id: 455, pass: parent([child({}, 6)]), fail: parent([child({}, 6), child({}, 6)]), attribute: null },
  { id: 475, pass: parent([child()]), fail: parent([child({ Coding1AF: '124' })]), attribute: 'Coding1AF' },
  {
    id: 550,
    pass: parent([child()], { Measure1E: lb('12.68') }),
    fail: parent([child()], { Measure1E: lb('12.5') }),
    attribute: 'Measure1E',
    message: filled(550, { '<combined weight>': '13.2 LBR' }),
  },
  { id: 617, pass: parent([child({}, 1)]), fail: parent([child({}, 0)]), attribute: null },
  { id: 1167, pass: unit(), fail: unit({ Coding1AD: '' }), attribute: 'Coding1AD' },
  {
    id: 554,
    pass: parentOf('TRANSPORT_LOAD', 'TRANSPORT_LOAD'),
    fail: parentOf('CASE', 'TRANSPORT_LOAD'),
    attribute: 'Coding1AD',
  },
  { id: 555, pass: parentOf('PALLET', 'PALLET'), fail: parentOf('CASE', 'PALLET'), attribute: 'Coding1AD' },
  { id: 557, pass: parentOf('PALLET', 'CASE'), fail: parentOf('PALLET', 'TRANSPORT_LOAD'), attribute: 'Coding1AD' },
  {
    id: 558,
    pass: parentOf('DISPLAY_SHIPPER', 'CASE'),
    fail: parentOf('PACK_OR_INNER_PACK', 'CASE'),
    attribute: 'Coding1AD',
  },
  {
    id: 559,
    pass: parentOf('CASE', 'PACK_OR_INNER_PACK'),
    fail: parentOf('CASE', 'MIXED_MODULE'),
    attribute: 'Coding1AD',
  },
  {
    id: 560,
    pass: parentOf('CASE', 'PACK_OR_INNER_PACK'),
    fail: parentOf('BASE_UNIT_OR_EACH', 'PACK_OR_INNER_PACK'),
    attribute: 'Coding1AD',
  },
  {
    id: 561,
    pass: parentOf('PACK_OR_INNER_PACK', 'BASE_UNIT_OR_EACH'),
    fail: parentOf('PACK_OR_INNER_PACK', 'DISPLAY_SHIPPER'),
    attribute: 'Coding1AD',
  },
  {
    id: 1277,
    pass: parentOf('PALLET', 'MIXED_MODULE'),
    fail: parentOf('DISPLAY_SHIPPER', 'MIXED_MODULE'),
    attribute: 'Coding1AD',
  },
  {
    id: 1278,
    pass: parentOf('MIXED_MODULE', 'CASE'),
    fail: parentOf('MIXED_MODULE', 'TRANSPORT_LOAD'),
    attribute: 'Coding1AD',
  },
  {
    id: 1279,
    pass: parentOf('PALLET', 'DISPLAY_SHIPPER'),
    fail: parentOf('BASE_UNIT_OR_EACH', 'DISPLAY_SHIPPER'),
    attribute: 'Coding1AD',
  },
  {
    id: 1280,
    pass: parentOf('DISPLAY_SHIPPER', 'CASE'),
    fail: parentOf('DISPLAY_SHIPPER', 'PALLET'),
    attribute: 'Coding1AD',
  },
  // measurement: equal weights in different units pass
  {
    id: 201,
    pass: unit({ Measure1E: { value: '16', unit: 'ONZ' } }),
    fail: unit({ Measure1E: lb('0.9') }),
    attribute: 'Measure1E',
  },
  {
    id: 204,
    pass: unit({ Coding1H: 'true' }),
    fail: unit({ Coding1H: 'true', Measure1E: lb('0') }),
    attribute: 'Measure1E',
  },
  { id: 314, pass: unit({ Delivery1E: '30' }), fail: unit({ Delivery1E: '20' }), attribute: 'Delivery1E' },
  {
    id: 362,
    pass: unit({ Handling1A: { value: '41', unit: 'FAH' }, Handling1B: { value: '5', unit: 'CEL' } }),
    fail: unit({ Handling1A: { value: '50', unit: 'FAH' }, Handling1B: { value: '5', unit: 'CEL' } }),
    attribute: 'Handling1A',
    message: filled(362, {
      '<minimum attribute>': 'minimumTemperature',
      '<maximum attribute>': 'maximumTemperature',
      '<maximum value>': '5 CEL',
      '<minimum value>': '50 FAH',
    }),
  },
  { id: 510, pass: unit(), fail: unit({ Measure1C: inches('0') }), attribute: 'Measure1C' },
  { id: 511, pass: unit(), fail: unit({ Measure1A: '' }), attribute: 'Measure1A' },
  { id: 512, pass: unit(), fail: unit({ Measure1B: inches('-1') }), attribute: 'Measure1B' },
  { id: 515, pass: unit(), fail: unit({ Measure1E: lb('-1') }), attribute: 'Measure1E' },
  { id: 516, pass: unit(), fail: unit({ Measure1F: lb('0') }), attribute: 'Measure1F' },
  { id: 526, pass: unit({ Delivery1C: '1' }), fail: unit({ Delivery1C: '0' }), attribute: 'Delivery1C' },
  { id: 536, pass: unit({ Delivery1D: '1' }), fail: unit({ Delivery1D: '0' }), attribute: 'Delivery1D' },
  { id: 537, pass: unit(), fail: unit({ Delivery1E: '0' }), attribute: 'Delivery1E' },
  // Net content in fluid ounces is no weight; 20 oz outweighs 1.1 lb (17.6 oz).
  {
    id: 539,
    pass: unit({ Measure1D: { value: '20', unit: 'OZA' } }),
    fail: unit({ Measure1D: { value: '20', unit: 'ONZ' } }),
    attribute: 'Measure1E',
  },
  { id: 549, pass: unit(), fail: unit({ Measure1E: '' }), attribute: 'Measure1E' },
  {
    id: 616,
    pass: unit({ Measure1G: { value: '16', unit: 'ONZ' } }),
    fail: unit({ Measure1G: lb('1.05') }),
    attribute: 'Measure1G',
  },
  { id: 1017, pass: unit({ Measure1G: lb('1') }), fail: unit({ Measure1G: lb('1.2') }), attribute: 'Measure1G' },
  {
    id: 1026,
    pass: parent([child()]),
    fail: parent([child({ Measure1A: { value: '20', unit: 'CMT' } })]),
    attribute: 'Measure1A',
  },
  {
    id: 1027,
    pass: parent([child()]),
    fail: parent([child({ Measure1B: { value: '12', unit: 'CMT' } })]),
    attribute: 'Measure1B',
  },
  {
    id: 1028,
    pass: parent([child()]),
    fail: parent([child({ Measure1C: { value: '50', unit: 'MMT' } })]),
    attribute: 'Measure1C',
  },
  {
    id: 1029,
    pass: parent([child()]),
    fail: parent([child({ Measure1F: { value: '450', unit: 'GRM' } })]),
    attribute: 'Measure1F',
  },
  {
    id: 1030,
    pass: parent([child()]),
    fail: parent([child({ Measure1E: { value: '500', unit: 'GRM' } })]),
    attribute: 'Measure1E',
  },
  {
    id: 1032,
    pass: parent([child({ Measure1G: lb('0.8') })], { Measure1G: lb('10') }),
    fail: parent([child({ Measure1G: { value: '400', unit: 'GRM' } })], { Measure1G: lb('10') }),
    attribute: 'Measure1G',
  },
  {
    id: 1108,
    pass: unit({ Measure1G: { value: '400', unit: 'GRM' } }),
    fail: unit({ Measure1G: { value: '1', unit: 'MMT' } }),
    attribute: 'Measure1G',
  },
  {
    id: 1109,
    pass: unit({ Measure1A: { value: '20', unit: 'CMT' } }),
    fail: unit({ Measure1A: lb('8') }),
    attribute: 'Measure1A',
  },
  { id: 1324, pass: unit({ Handling1D: '1' }), fail: unit({ Handling1D: '0' }), attribute: 'Handling1D' },
  {
    id: 1445,
    pass: unit(
      nutrients([
        { Nutrient1DA: 'FAT', Nutrient1DC: '5' },
        { Nutrient1DA: 'FATRN', Nutrient1DE: 'ABSENCE' },
      ]),
    ),
    fail: unit(nutrients([{ Nutrient1DA: 'FAT', Nutrient1DE: 'APPROXIMATELY' }])),
    attribute: 'Nutrient1D',
  },
  {
    // 300 mg of saturated fat is within 0.5 g of fat: compared in one unit, not as 300 > 0.5.
    id: 1643,
    pass: unit({
      Coding1AF: '250',
      ...nutrients([
        { Nutrient1DA: 'FAT', Nutrient1DB: '0.5', Nutrient1DD: 'GRM' },
        { Nutrient1DA: 'FASAT', Nutrient1DB: '300', Nutrient1DD: 'MGM' },
      ]),
    }),
    fail: unit({
      Coding1AF: '250',
      ...nutrients([
        { Nutrient1DA: 'FAT', Nutrient1DB: '0.5', Nutrient1DD: 'GRM' },
        { Nutrient1DA: 'FASAT', Nutrient1DB: '600', Nutrient1DD: 'MGM' },
      ]),
    }),
    attribute: 'Nutrient1D',
    message: filled(1643, { '<targetMarketCountryCode Country name>': '250' }),
  },
  partOfWhole(1641, 'STARCH', 'CHOAVL', '826'),
  partOfWhole(1642, 'POLYL', 'CHOAVL', '528'),
  partOfWhole(1644, 'FAMSCIS', 'FAT', '380'),
  partOfWhole(1645, 'FAPUCIS', 'FAT', '040'),
  {
    id: 1665,
    pass: unit({
      Coding1AF: '276',
      ...nutrients([
        { Nutrient1DA: 'CHOAVL', Nutrient1DB: '12', Nutrient1DD: 'GRM' },
        { Nutrient1DA: 'SUGAR-', Nutrient1DB: '12', Nutrient1DD: 'GRM' },
      ]),
    }),
    fail: unit({
      Coding1AF: '276',
      ...nutrients([
        { Nutrient1DA: 'CHOAVL', Nutrient1DB: '0.012', Nutrient1DD: 'KGM' },
        { Nutrient1DA: 'SUGAR-', Nutrient1DB: '13', Nutrient1DD: 'GRM' },
      ]),
    }),
    attribute: 'Nutrient1D',
    message: filled(1665, { '<targetMarketCountryCode Country name>': '276' }),
  },
  {
    id: 1758,
    pass: unit(nutrients([{ Nutrient1DA: 'FAT', Nutrient1DB: '1', Nutrient1DC: '0' }])),
    fail: unit(nutrients([{ Nutrient1DA: 'FAT', Nutrient1DB: '1', Nutrient1DC: '-1' }])),
    attribute: 'Nutrient1DC',
  },
  { id: 1775, pass: unit({ Measure1G: lb('0.5') }), fail: unit({ Measure1G: lb('0') }), attribute: 'Measure1G' },
  {
    id: 1776,
    pass: unit({ Packaging1A: 'NE' }),
    fail: unit({ Packaging1A: 'NE', Measure1G: lb('0.5') }),
    attribute: 'Measure1G',
  },
  {
    // Energy in kilojoules and in kilocalories is one nutrient in two units, not a repeat.
    id: 1786,
    pass: unit(
      nutrients([
        { Nutrient1DA: 'ENER-', Nutrient1DB: '2406', Nutrient1DD: 'KJO' },
        { Nutrient1DA: 'ENER-', Nutrient1DB: '575', Nutrient1DD: 'E14' },
        { Nutrient1DA: 'NA', Nutrient1DB: '5', Nutrient1DD: 'MGM' },
      ]),
    ),
    fail: unit(
      nutrients([
        { Nutrient1DA: 'FAT', Nutrient1DB: '1', Nutrient1DD: 'GRM' },
        { Nutrient1DA: 'FAT', Nutrient1DB: '2', Nutrient1DD: 'GRM' },
      ]),
    ),
    attribute: 'Nutrient1D',
    message: filled(1786, { '<nutrientTypeCode>': 'FAT', '<quantityContained/@measurementUnitCode>': 'GRM' }),
  },
  {
    id: 1837,
    pass: unit({ Handling1C: 'STORAGE_HANDLING', Handling1B: { value: '40', unit: 'FAH' } }),
    fail: unit({ Handling1C: 'STORAGE_HANDLING' }),
    attribute: 'Handling1C',
  },
  // date (today is 03/01/2026)
  { id: 2, pass: unit({ Dates1F: '03/01/2026' }), fail: unit({ Dates1F: '02/28/2026' }), attribute: 'Dates1F' },
  {
    id: 107,
    pass: unit({ Dates1E: '06/01/2026' }),
    fail: unit({ Dates1E: '06/01/2026', Dates1F: '06/01/2026' }),
    attribute: 'Dates1F',
  },
  {
    id: 341,
    pass: unit({ Dates1C: '02/01/2026' }),
    fail: unit({ Dates1C: '01/31/2026' }),
    attribute: 'Dates1C',
    message: filled(341, {
      '<start date attribute>': 'startAvailabilityDateTime',
      '<end date attribute>': 'endAvailabilityDateTime',
      '<end date value>': '01/31/2026',
      '<start date value>': '02/01/2026',
    }),
  },
  // Effective 01/15/2026: six months earlier is 07/15/2025.
  { id: 635, pass: unit({ Dates1E: '07/15/2025' }), fail: unit({ Dates1E: '07/14/2025' }), attribute: 'Dates1E' },
  { id: 1004, pass: unit(), fail: unit({ Dates1B: '' }), attribute: 'Dates1B' },
  {
    id: 1038,
    pass: unit({ Dates1F: '06/01/2026' }),
    fail: unit({ Dates1E: '06/01/2026', Dates1F: '06/01/2026' }),
    attribute: 'Dates1E',
  },
  { id: 1283, pass: unit(), fail: unit({ Dates1A: '' }), attribute: 'Dates1A' },
  // description
  { id: 1010, pass: unit(), fail: unit({ Coding1H: '' }), attribute: 'Coding1H' },
  { id: 1012, pass: unit(), fail: unit({ Coding1G: '' }), attribute: 'Coding1G' },
  { id: 1013, pass: unit(), fail: unit({ Coding1J: '' }), attribute: 'Coding1J' },
  { id: 1063, pass: unit(), fail: unit({ Descriptions1A: '' }), attribute: 'Descriptions1A' },
  { id: 1065, pass: unit(), fail: unit({ Descriptions1B: '' }), attribute: 'Descriptions1B' },
  // code list
  {
    id: 541,
    pass: unit({ Coding1AF: '124' }),
    fail: unit({ Coding1AF: '999' }),
    attribute: 'Coding1AF',
    message: filled(541, {
      '{insert_attribute_name}': 'Target Market (targetMarketCountryCode)',
      '{insert_incorrect_value}': '999',
    }),
  },
  {
    id: 542,
    pass: unit(),
    fail: unit({ Coding1C: '99999999' }),
    attribute: 'Coding1C',
    message: filled(542, {
      '{insert_attribute_name}': 'GPC Brick (gpcCategoryCode)',
      '{insert_incorrect_value}': '99999999',
    }),
  },
  {
    id: 1380,
    pass: unit({ Price1A: { value: '1.99', unit: 'USD' } }),
    fail: unit({ Price1A: { value: '1.99', unit: 'XYZ' } }),
    attribute: 'Price1A',
  },
  { id: 1407, pass: unit({ Descriptions1G: 'fr' }), fail: unit({ Descriptions1G: 'xx' }), attribute: 'Descriptions1G' },
  {
    id: 1658,
    pass: unit({
      Allergen1B: [
        { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
        { Allergen1BA: 'AE', Allergen1BB: 'MAY_CONTAIN' },
      ],
    }),
    fail: unit({
      Allergen1B: [
        { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
        { Allergen1BA: 'AM', Allergen1BB: 'MAY_CONTAIN' },
      ],
    }),
    attribute: 'Allergen1BA',
  },
  { id: 1697, pass: unit(), fail: unit({ Coding1AF: 'NON_EU' }), attribute: 'Coding1AF' },
];

describe('validateTradeItem', () => {
  it('passes the complete base unit and a case of 12', () => {
    expect(validateTradeItem(unit(), options)).toEqual([]);
    expect(validateTradeItem(parent([child()]), options)).toEqual([]);
  });

  it('has a passing and a failing item for every implemented rule', () => {
    expect(ROWS.map((row) => row.id).sort((a, b) => a - b)).toEqual(GDSN_RULES.map((rule) => rule.id));
  });

  describe.each(ROWS)('rule $id', ({ id, pass, fail, attribute, message }) => {
    it('passes the passing item', () => {
      expect(validateTradeItem(pass, options)).toEqual([]);
    });

    it('fails the failing item with its id, attribute and message', () => {
      expect(validateTradeItem(fail, options)).toContainEqual({
        ruleId: id,
        attribute,
        message: message ?? template(id),
      });
    });
  });

  it('names a measure unit and a group column in the code list messages', () => {
    const failures = validateTradeItem(
      unit({
        Measure1A: { value: '8', unit: 'XXX' },
        Allergen1B: [{ Allergen1BA: 'ZZ', Allergen1BB: 'CONTAINS' }],
      }),
      options,
    );
    expect(failures).toContainEqual({
      ruleId: 541,
      attribute: 'Measure1A',
      message: filled(541, {
        '{insert_attribute_name}': 'Height (height/@measurementUnitCode)',
        '{insert_incorrect_value}': 'XXX',
      }),
    });
    expect(failures).toContainEqual({
      ruleId: 542,
      attribute: 'Allergen1BA',
      message: filled(542, {
        '{insert_attribute_name}': 'Allergens: Allergen (allergenTypeCode)',
        '{insert_incorrect_value}': 'ZZ',
      }),
    });
  });

  it('reports a rule once however many children break it', () => {
    const failures = validateTradeItem(
      parent([child({ Coding1AF: '124' }, 6), child({ Coding1AF: '124' }, 6)]),
      options,
    );
    expect(failures.filter((f) => f.ruleId === 475)).toHaveLength(1);
  });
});
