import { describe, expect, it } from 'vitest';
import { attributeByCode } from '@tradepool/domain';
import type { CodeListName } from '@tradepool/domain';
import { detailSections, displayValue, gpcBrickLabel, missingAttributes, sectionsOf } from './item-detail-view';

const LABELS: Partial<Record<CodeListName, Record<string, string>>> = {
  TARGET_MARKET: { '840': 'United States' },
  UNIT_DESCRIPTOR: { CASE: 'Case' },
  ALLERGEN_TYPE: { AM: 'Milk and its derivatives' },
};
const labelOf = (list: CodeListName, key: string) => LABELS[list]?.[key];

describe('displayValue', () => {
  it('labels codes, booleans and measures', () => {
    expect(displayValue(attributeByCode('Coding1AD'), 'CASE', labelOf)).toEqual({ kind: 'text', text: 'Case' });
    expect(displayValue(attributeByCode('Coding1AF'), '840', labelOf)).toEqual({
      kind: 'text',
      text: 'United States',
    });
    expect(displayValue(attributeByCode('Coding1E'), 'true', labelOf)).toEqual({ kind: 'text', text: 'Yes' });
    expect(displayValue(attributeByCode('Measure1D'), { value: '12', unit: 'LBR' }, labelOf)).toEqual({
      kind: 'text',
      text: '12 LBR',
    });
  });

  it('keeps an unknown code as it is and shows nothing for empty values', () => {
    expect(displayValue(attributeByCode('Coding1AD'), 'CRATE', labelOf)).toEqual({ kind: 'text', text: 'CRATE' });
    expect(displayValue(attributeByCode('Descriptions1E'), '  ', labelOf)).toBeNull();
    expect(displayValue(attributeByCode('Measure1D'), { value: '', unit: 'LBR' }, labelOf)).toBeNull();
    expect(displayValue(attributeByCode('Allergen1B'), [], labelOf)).toBeNull();
  });

  it('shows a group as a table with its columns labelled and its codes named', () => {
    const shown = displayValue(
      attributeByCode('Allergen1B'),
      [{ Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' }],
      labelOf,
    );
    expect(shown?.kind).toBe('table');
    if (shown?.kind !== 'table') return;
    expect(shown.columns).toEqual([
      { key: 'Allergen1BA', label: 'Allergen' },
      { key: 'Allergen1BB', label: 'Level of Containment' },
    ]);
    expect(shown.rows[0]?.Allergen1BA).toBe('Milk and its derivatives');
    expect(shown.rows[0]?.Allergen1BA).not.toBe('AM');
  });
});

describe('detailSections', () => {
  it('keeps the dictionary order and only sections with values', () => {
    const sections = detailSections(
      {
        sections: {
          ArrMeasures: [{ code: 'Measure1D', value: { value: '12', unit: 'LBR' } }],
          ArrCoding: [
            { code: 'Coding1A', value: '00012345678905' },
            { code: 'Coding1B', value: '' },
          ],
          ArrDiet: [{ code: 'Diet1A', value: [] }],
        },
      },
      labelOf,
    );
    expect(sections.map((s) => s.label)).toEqual(['Coding', 'Measures']);
    expect(sections[0]?.entries).toEqual([
      { code: 'Coding1A', label: 'GTIN', value: { kind: 'text', text: '00012345678905' } },
    ]);
  });
});

describe('sectionsOf', () => {
  it('groups an attribute document by the dictionary sections, dropping unknown codes', () => {
    expect(sectionsOf({ Measure1D: { value: '1', unit: 'LBR' }, Coding1A: '00012345678905', Unknown9Z: 'x' })).toEqual({
      ArrCoding: [{ code: 'Coding1A', value: '00012345678905' }],
      ArrMeasures: [{ code: 'Measure1D', value: { value: '1', unit: 'LBR' } }],
    });
  });
});

describe('missingAttributes', () => {
  it('names each missing attribute and its section', () => {
    expect(missingAttributes(['Coding1B', 'Nope'])).toEqual([
      { code: 'Coding1B', label: 'Product Code', section: 'Coding' },
      { code: 'Nope', label: 'Nope', section: '' },
    ]);
  });
});

describe('gpcBrickLabel', () => {
  it('names a brick with its class, family and segment, or alone where the hierarchy does not place it', () => {
    const brick = { classCategoryCode: 10000025, classCategoryName: 'Milk (Perishable)', level: 'brick' as const };
    expect(
      gpcBrickLabel({
        ...brick,
        ancestors: [
          { level: 'class', code: 50131700, title: 'Milk/milk substitute' },
          { level: 'family', code: 50130000, title: 'Milk/butter/cream/yogurts/cheese/eggs/substitute' },
          { level: 'segment', code: 50000000, title: 'Food/beverage/tobacco' },
        ],
      }),
    ).toBe(
      '10000025 – Milk (Perishable) — Milk/milk substitute › Milk/butter/cream/yogurts/cheese/eggs/substitute › Food/beverage/tobacco',
    );
    expect(gpcBrickLabel({ ...brick, ancestors: [] })).toBe('10000025 – Milk (Perishable)');
  });
});
