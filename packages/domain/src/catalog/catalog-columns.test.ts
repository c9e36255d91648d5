import { describe, expect, it } from 'vitest';
import { ATTRIBUTES } from './attributes.js';
import {
  attributesFromCatalogCells,
  CATALOG_COLUMNS,
  catalogColumnByKey,
  catalogColumnHeader,
  catalogRowCells,
  joinGroupCell,
  splitGroupCell,
} from './catalog-columns.js';
import type { ItemAttributes } from './item-values.js';

const ITEM: ItemAttributes = {
  Coding1A: '00761305000033',
  Coding1AF: '840',
  Coding1AD: 'CASE',
  Descriptions1E: 'Frozen chicken breast, 4 oz | case of 40',
  Coding1E: 'false',
  Measure1A: { value: '10.5', unit: 'INH' },
  Price1A: { value: '12.99', unit: 'USD' },
  Allergen1B: [
    { Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' },
    { Allergen1BA: 'AC', Allergen1BB: 'MAY_CONTAIN' },
  ],
  Avp1A: [
    { Avp1AA: 'Origin', Avp1AB: 'Farm A | Farm B' },
    { Avp1AA: 'Path', Avp1AB: 'C:\\feeds' },
  ],
  Nutrient1D: [
    { Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'GRM' },
    { Nutrient1DA: 'PRO-', Nutrient1DB: '22', Nutrient1DD: 'GRM', Nutrient1DC: '44' },
  ],
};

function cellsByKey(attributes: ItemAttributes): Record<string, string | null> {
  const cells = catalogRowCells(attributes);
  return Object.fromEntries(CATALOG_COLUMNS.map((column, index) => [column.key, cells[index]!]));
}

describe('catalog columns', () => {
  it('gives every attribute its columns once: measures two, groups one per field', () => {
    const keys = CATALOG_COLUMNS.map((c) => c.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const attribute of ATTRIBUTES) {
      const own = CATALOG_COLUMNS.filter((c) => c.attributeCode === attribute.code);
      if (attribute.type === 'group') expect(own.map((c) => c.key)).toEqual(attribute.fields!.map((f) => f.code));
      else if (attribute.type === 'measure' || attribute.type === 'amount')
        expect(own.map((c) => c.key)).toEqual([attribute.code, `${attribute.code}.unit`]);
      else expect(own.map((c) => c.key)).toEqual([attribute.code]);
    }
    expect(CATALOG_COLUMNS.slice(0, 3).map((c) => c.key)).toEqual(['Coding1A', 'Coding1AF', 'Coding1AD']);
  });

  it('marks the required attributes in the header', () => {
    expect(catalogColumnHeader(catalogColumnByKey('Coding1A')!)).toBe('GTIN *');
    expect(catalogColumnHeader(catalogColumnByKey('Measure1A.unit')!)).toBe('Height Unit *');
    expect(catalogColumnHeader(catalogColumnByKey('Coding1K')!)).toBe('Manufacturer Part Number');
    expect(catalogColumnHeader(catalogColumnByKey('Allergen1BA')!)).toBe('Allergens: Allergen');
  });

  it('joins group rows in one cell and splits them back, separators in values escaped', () => {
    expect(joinGroupCell(['AM', 'AC'])).toBe('AM | AC');
    expect(joinGroupCell(['a|b', 'c\\d'])).toBe('a\\|b | c\\\\d');
    expect(splitGroupCell('a\\|b | c\\\\d')).toEqual(['a|b', 'c\\d']);
    expect(joinGroupCell(['', ''])).toBe('');
    expect(splitGroupCell('| AM')).toEqual(['', 'AM']);
  });

  it('writes an item to cells and reads the same attributes back', () => {
    const cells = cellsByKey(ITEM);
    expect(cells.Measure1A).toBe('10.5');
    expect(cells['Measure1A.unit']).toBe('INH');
    expect(cells.Allergen1BA).toBe('AM | AC');
    expect(cells.Nutrient1DC).toBe('| 44');
    expect(cells.Coding1B).toBeNull();
    expect(attributesFromCatalogCells(cells)).toEqual(ITEM);
  });

  it('fills a missing unit with the default, normalises booleans and skips derived columns', () => {
    expect(
      attributesFromCatalogCells({ Measure1A: '3', Coding1E: 'TRUE', Parties1A: '0761305000019', Hierarchy1B: '2' }),
    ).toEqual({ Measure1A: { value: '3', unit: 'INH' }, Coding1E: 'true' });
  });

  it("reads a nutrient's quantity without a unit in the nutrient's usual unit, and keeps a unit given", () => {
    expect(
      attributesFromCatalogCells({
        Nutrient1DA: 'NA | VITC- | ENER- | ENER- | ZN | XYZ',
        Nutrient1DB: '0.3 | 12 | 2406 | 575 | 1 | 5',
        Nutrient1DD: 'GRM | | KJO | | |',
      }).Nutrient1D,
    ).toEqual([
      { Nutrient1DA: 'NA', Nutrient1DB: '0.3', Nutrient1DD: 'GRM' },
      { Nutrient1DA: 'VITC-', Nutrient1DB: '12', Nutrient1DD: 'MGM' },
      { Nutrient1DA: 'ENER-', Nutrient1DB: '2406', Nutrient1DD: 'KJO' },
      { Nutrient1DA: 'ENER-', Nutrient1DB: '575', Nutrient1DD: 'E14' },
      { Nutrient1DA: 'ZN', Nutrient1DB: '1', Nutrient1DD: 'MGM' },
      // A nutrient without a usual unit keeps its unit empty: validation asks for one.
      { Nutrient1DA: 'XYZ', Nutrient1DB: '5' },
    ]);
  });
});
