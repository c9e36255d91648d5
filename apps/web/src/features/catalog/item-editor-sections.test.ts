import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_SECTIONS, REQUIRED_ATTRIBUTE_CODES, attributeByCode } from '@tradepool/domain';
import {
  EDITOR_SECTIONS,
  isAttributeEditable,
  isSectionOpen,
  missingBySection,
  problemsByCode,
  sectionOf,
  sectionOfReference,
} from './item-editor-sections';

const section = (name: string) => EDITOR_SECTIONS.find((s) => s.section === name)!;

describe('EDITOR_SECTIONS', () => {
  it('has one tab per section, in the dictionary order, each with its attributes', () => {
    expect(EDITOR_SECTIONS.map((s) => s.section)).toEqual([...ATTRIBUTE_SECTIONS]);
    expect(EDITOR_SECTIONS.every((s) => s.attributes.length > 0)).toBe(true);
    expect(section('ArrCoding').label).toBe('Coding');
    expect(section('ArrCoding').attributes[0]?.code).toBe('Coding1A');
  });
});

describe('before and after the first save (spec point 4)', () => {
  it('opens only the key fields and their tabs before the first save', () => {
    expect(isAttributeEditable(attributeByCode('Coding1A')!, false)).toBe(true);
    expect(isAttributeEditable(attributeByCode('Descriptions1E')!, false)).toBe(true);
    expect(isAttributeEditable(attributeByCode('Coding1B')!, false)).toBe(false);
    expect(EDITOR_SECTIONS.filter((s) => isSectionOpen(s, false)).map((s) => s.section)).toEqual([
      'ArrCoding',
      'ArrDescription',
    ]);
  });

  it('opens everything but the derived attributes and the item key afterwards', () => {
    expect(isAttributeEditable(attributeByCode('Coding1B')!, true)).toBe(true);
    expect(isAttributeEditable(attributeByCode('Coding1AD')!, true)).toBe(true);
    expect(isAttributeEditable(attributeByCode('Descriptions1E')!, true)).toBe(true);
    expect(isAttributeEditable(attributeByCode('Coding1A')!, true)).toBe(false);
    expect(isAttributeEditable(attributeByCode('Coding1AF')!, true)).toBe(false);
    expect(isAttributeEditable(attributeByCode('Parties1A')!, true)).toBe(false);
    expect(isAttributeEditable(attributeByCode('Hierarchy1B')!, true)).toBe(false);
    expect(EDITOR_SECTIONS.every((s) => isSectionOpen(s, true))).toBe(true);
  });
});

describe('missingBySection', () => {
  it('counts the empty required attributes of each tab, 32 in all', () => {
    const counts = missingBySection({});
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(REQUIRED_ATTRIBUTE_CODES.length);
    expect(counts.ArrDates).toBe(2);
    expect(counts.ArrAllergens).toBeUndefined();
  });

  it('counts only the empty create keys before the first save', () => {
    expect(missingBySection({ Coding1AF: '840' }, false)).toEqual({ ArrCoding: 2, ArrDescription: 1 });
    expect(missingBySection({ Coding1A: '00614141000012', Coding1AF: '840', Coding1AD: 'CASE' }, false)).toEqual({
      ArrDescription: 1,
    });
  });

  it('counts a measure without a number as missing', () => {
    const counts = missingBySection({
      Dates1A: '01/15/2026',
      Measure1A: { value: '', unit: 'INH' },
    });
    expect(counts.ArrDates).toBe(1);
    expect(counts.ArrMeasures).toBe(6);
  });
});

describe('problemsByCode and sectionOf', () => {
  it('groups the messages by attribute and finds their tab', () => {
    expect(
      problemsByCode([
        { code: 'Coding1A', message: 'a' },
        { code: 'Allergen1B', message: 'b' },
        { code: 'Coding1A', message: 'c' },
      ]),
    ).toEqual({ Coding1A: ['a', 'c'], Allergen1B: ['b'] });
    expect(sectionOf('Allergen1B')).toBe('ArrAllergens');
    expect(sectionOf('Nope')).toBeUndefined();
  });
});

describe('sectionOfReference', () => {
  it("finds the tab that edits a GDSN attribute the sections show, by its section's key or label, or its code", () => {
    expect(sectionOfReference({ code: 'Descriptions1E', section: 'ArrDescription' })).toBe('ArrDescription');
    expect(sectionOfReference({ code: 'Allergen1BA', section: 'Allergens' })).toBe('ArrAllergens');
    expect(sectionOfReference({ code: 'Allergen1B', section: 'Somewhere' })).toBe('ArrAllergens');
    expect(sectionOfReference({ code: 'Nope', section: 'Nowhere' })).toBeUndefined();
  });
});
