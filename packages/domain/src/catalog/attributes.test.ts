import { describe, expect, it } from 'vitest';
import { REQUIRED_ATTRIBUTE_COUNT, CREATE_KEY_COUNT } from '../constants.js';
import { ATTRIBUTE_SECTIONS } from './attribute-types.js';
import { ATTRIBUTES } from './attributes.js';
import {
  attributeDisplayNames,
  CREATE_KEY_CODES,
  defaultAttributes,
  isReady,
  isValidDate,
  missingRequired,
  REQUIRED_ATTRIBUTE_CODES,
  validateAttributes,
  type ItemAttributes,
} from './item-values.js';

const everyCode = () => true;

/** A complete item: every required attribute filled with a valid value. */
function readyItem(): ItemAttributes {
  return {
    Coding1A: '00761305000033',
    Coding1AF: '840',
    Coding1AD: 'CASE',
    Coding1B: 'NW-1001',
    Coding1C: '10000002',
    Coding1E: 'false',
    Coding1F: 'false',
    Coding1G: 'true',
    Coding1H: 'true',
    Coding1I: 'true',
    Descriptions1E: 'Frozen chicken breast, 4 oz, case of 40',
    Descriptions1A: 'Northwind',
    Descriptions1B: 'Chicken Breast',
    Descriptions1C: 'Chicken breast 4oz',
    Descriptions1G: 'en',
    Dates1A: '01/15/2027',
    Dates1B: '02/01/2027',
    Measure1A: { value: '10', unit: 'INH' },
    Measure1B: { value: '16', unit: 'INH' },
    Measure1C: { value: '12', unit: 'INH' },
    Measure1D: { value: '10', unit: 'LBR' },
    Measure1E: { value: '11.2', unit: 'LBR' },
    Measure1F: { value: '10', unit: 'LBR' },
    Parties1A: '0761305000019',
    Parties1B: 'Northwind Foods',
    Parties1C: '0761305000019',
    Parties1D: 'Northwind Foods',
    Delivery1A: '1',
    Delivery1B: '1',
    Delivery1C: '5',
    Delivery1D: '90',
    Delivery1E: '365',
  };
}

describe('the attribute dictionary', () => {
  it('has 32 required attributes, all in Descriptions, Dates, Coding, Measures, Parties or Delivery/Purchase', () => {
    expect(REQUIRED_ATTRIBUTE_CODES).toHaveLength(REQUIRED_ATTRIBUTE_COUNT);
    const sections = new Set(ATTRIBUTES.filter((a) => a.required).map((a) => a.section));
    expect([...sections].sort()).toEqual(
      ['ArrCoding', 'ArrDates', 'ArrDeliveryPurchaseInfo', 'ArrDescription', 'ArrMeasures', 'ArrParties'].sort(),
    );
  });

  it('has the four create keys of spec point 5', () => {
    expect(CREATE_KEY_CODES).toHaveLength(CREATE_KEY_COUNT);
    expect([...CREATE_KEY_CODES].sort()).toEqual(['Coding1A', 'Coding1AD', 'Coding1AF', 'Descriptions1E']);
    for (const code of CREATE_KEY_CODES) expect(REQUIRED_ATTRIBUTE_CODES).toContain(code);
  });

  it('names every attribute and group column once, in the legacy code style, and fills every section', () => {
    const codes = ATTRIBUTES.flatMap((a) => [a.code, ...(a.fields ?? []).map((f) => f.code)]);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[A-Z][A-Za-z]+1[A-Z]{1,2}$/);
    for (const attribute of ATTRIBUTES) {
      for (const field of attribute.fields ?? []) expect(field.code.startsWith(attribute.code)).toBe(true);
    }
    for (const section of ATTRIBUTE_SECTIONS) {
      expect(
        ATTRIBUTES.some((a) => a.section === section),
        section,
      ).toBe(true);
    }
    expect(Object.keys(attributeDisplayNames())).toHaveLength(codes.length);
  });

  it('gives every coded value and measure its code list, measures their default unit (Inches, Pound)', () => {
    for (const field of ATTRIBUTES.flatMap((a) => [a, ...(a.fields ?? [])])) {
      if (field.type === 'code' || field.type === 'measure' || field.type === 'amount') {
        expect(field.codeList, field.code).toBeTruthy();
      }
      if (field.type === 'measure' || field.type === 'amount') expect(field.defaultUnit, field.code).toBeTruthy();
      if (field.type === 'text' || field.type === 'longText') expect(field.maxLength, field.code).toBeGreaterThan(0);
    }
    expect(ATTRIBUTES.find((a) => a.gdsn === 'height')?.defaultUnit).toBe('INH');
    expect(ATTRIBUTES.find((a) => a.gdsn === 'grossWeight')?.defaultUnit).toBe('LBR');
    expect(defaultAttributes()).toEqual({ Coding1AF: '840', Descriptions1G: 'en', Coding1J: 'false' });
  });
});

describe('readiness', () => {
  it('is Ready with all 32 filled, and names what is missing otherwise', () => {
    expect(isReady(readyItem())).toBe(true);
    const item = readyItem();
    delete item.Dates1B;
    item.Measure1A = { value: '', unit: 'INH' };
    item.Descriptions1A = '  ';
    expect(isReady(item)).toBe(false);
    expect(missingRequired(item).sort()).toEqual(['Dates1B', 'Descriptions1A', 'Measure1A']);
  });
});

describe('validateAttributes', () => {
  it('accepts a complete, valid item', () => {
    expect(validateAttributes(readyItem(), everyCode)).toEqual([]);
  });

  it('refuses unknown codes, text over its maximum, and each malformed type', () => {
    const problems = validateAttributes(
      {
        Nope1A: 'x',
        Descriptions1B: 'F'.repeat(36),
        Coding1A: '00761305000034',
        Parties1C: '0761305000010',
        Delivery1A: '1.5',
        Delivery1F: 'lots',
        Coding1E: 'yes',
        Dates1A: '02/30/2027',
        Dates1B: '2027-02-01',
        Measure1A: { value: 'ten', unit: 'INH' },
        Measure1B: '10',
      },
      everyCode,
    );
    expect(problems.map((p) => p.code).sort()).toEqual(
      [
        'Coding1A',
        'Coding1E',
        'Dates1A',
        'Dates1B',
        'Delivery1A',
        'Delivery1F',
        'Descriptions1B',
        'Measure1A',
        'Measure1B',
        'Nope1A',
        'Parties1C',
      ].sort(),
    );
    expect(problems.find((p) => p.code === 'Descriptions1B')?.message).toBe(
      'Functional Name is longer than 35 characters.',
    );
  });

  it('checks codes and units against the lists it is given', () => {
    const knows = (list: string, key: string) => (list === 'UNIT_DESCRIPTOR' ? key === 'CASE' : key === 'INH');
    const problems = validateAttributes(
      { Coding1AD: 'CRATE', Measure1A: { value: '3', unit: 'FOOT' }, Measure1B: { value: '3', unit: 'INH' } },
      knows,
    );
    expect(problems.map((p) => p.code)).toEqual(['Coding1AD', 'Measure1A']);
  });

  it('checks group rows: required columns, their formats, unknown columns and the row limit', () => {
    const problems = validateAttributes(
      {
        Allergen1B: [{ Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' }, { Allergen1BA: 'AP' }, { Allergen1BZ: 'x' }],
        EFile1A: [{ EFile1AA: 'PRODUCT_IMAGE', EFile1AB: 'ftp://example' }],
        Diet1A: Array.from({ length: 21 }, () => ({ Diet1AA: 'KOSHER' })),
      },
      everyCode,
    );
    expect(problems.map((p) => p.message)).toEqual([
      'Allergens row 2: Level of Containment is required.',
      'Allergens row 3: Allergen is required.',
      'Allergens row 3: Level of Containment is required.',
      'Allergen1BZ is not a column of Allergens.',
      'Files row 1: File Address must be an http(s) address.',
      'Diets holds at most 20 rows.',
    ]);
  });

  it('ignores empty values and derived attributes', () => {
    expect(
      validateAttributes(
        { Descriptions1A: '', Hierarchy1B: 'anything', Measure1G: { value: '', unit: '' } },
        everyCode,
      ),
    ).toEqual([]);
  });
});

describe('isValidDate', () => {
  it('takes real mm/dd/yyyy dates only', () => {
    expect(isValidDate('02/29/2028')).toBe(true);
    expect(isValidDate('02/29/2027')).toBe(false);
    expect(isValidDate('13/01/2027')).toBe(false);
    expect(isValidDate('1/5/2027')).toBe(false);
  });
});
