import { describe, expect, it } from 'vitest';
import {
  CODE_LIST_NAMES,
  CODE_LISTS,
  codeListLabel,
  isDomainCodeList,
  NUTRIENT_UNITS,
  SERVER_CODE_LISTS,
  type DomainCodeListName,
} from './code-lists.js';

/**
 * Rows copied verbatim from the UN/ECE Recommendation 20 code list (its CSV edition):
 * the units our lists use. Column 7 is the Common Code, column 8 the Name.
 */
const REC20_EXCERPT = `
01,Space and Time,43,"length, breadth, height, thickness, radius, radius of curvature, cartesian coordinates, diameter, length of path, distance",2,,INH,inch,"25,4 x 10⁻³ m",in,,
01,Space and Time,19,"length, breadth, height, thickness, radius, radius of curvature, cartesian coordinates, diameter, length of path, distance",1S,,CMT,centimetre,10⁻² m,cm,,
01,Space and Time,21,"length, breadth, height, thickness, radius, radius of curvature, cartesian coordinates, diameter, length of path, distance",1S,,MMT,millimetre,10⁻³ m,mm,,
01,Space and Time,14,"length, breadth, height, thickness, radius, radius of curvature, cartesian coordinates, diameter, length of path, distance",1,,MTR,metre,m,m,,
01,Space and Time,45,"length, breadth, height, thickness, radius, radius of curvature, cartesian coordinates, diameter, length of path, distance",2,,FOT,foot,"0,304 8 m",ft,,
03,Mechanics,14,mass,2,,LBR,pound,"0,453 592 37 kg",lb,,
03,Mechanics,16,mass,2,,ONZ,ounce (avoirdupois),"2,834 952 x 10⁻² kg",oz,,
03,Mechanics,6,mass,1S,,GRM,gram,10⁻³ kg,g,,
03,Mechanics,2,mass,1,,KGM,kilogram,kg,kg,A unit of mass equal to one thousand grams.,
03,Mechanics,10,mass,1S,,MGM,milligram,10⁻⁶ kg,mg,,
03,Mechanics,3,mass,1S,,MC,microgram,10⁻⁹ kg,µg,,
01,Space and Time,88,volume,1S,,MLT,millilitre,10⁻⁶ m³,ml,,
01,Space and Time,84,volume,1,,LTR,litre,10⁻³ m³,l,,
01,Space and Time,127,volume,2,,OZA,fluid ounce (US),"2,957 353 x 10⁻⁵ m³",fl oz (US),,
01,Space and Time,108,volume,2,,GLL,gallon (US),"3,785 412 x 10⁻³ m³",gal (US),,
04,Heat,3,temperature,1,,CEL,degree Celsius,1 x K,°C,Refer ISO 80000-5 (Quantities and units — Part 5: Thermodynamics),
04,Heat,19,fahrenheit temperature,2,,FAH,degree Fahrenheit,5/9 x K,°F,Refer ISO 80000-5 (Quantities and units — Part 5: Thermodynamics),
04,Heat,39,"heat, quantity of heat, energy, thermodynamic energy, enthalpy, Helmholtz function, Helmholtz free energy",2,,E14,kilocalorie (international table),"4,186 8 x 10³ J",kcalIT,,
`;

/** Splits a CSV line into fields, honouring double-quoted fields with commas inside. */
function csvFields(line: string): string[] {
  return [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].map((m) => m[2] ?? m[1] ?? '');
}

const REC20_NAMES = new Map(
  REC20_EXCERPT.trim()
    .split('\n')
    .map((line) => csvFields(line))
    .map((fields) => [fields[6]!, fields[7]!]),
);

const DOMAIN_LISTS = Object.keys(CODE_LISTS) as DomainCodeListName[];
const keys = (list: DomainCodeListName) => CODE_LISTS[list].map((e) => e.key);

describe('code lists', () => {
  it('splits the eighteen lists between the domain and the server, each list in exactly one place', () => {
    expect(CODE_LIST_NAMES).toHaveLength(18);
    expect([...DOMAIN_LISTS, ...SERVER_CODE_LISTS].sort()).toEqual([...CODE_LIST_NAMES].sort());
    expect(CODE_LIST_NAMES.filter(isDomainCodeList)).toEqual(DOMAIN_LISTS);
  });

  it('has entries in every domain list, with unique keys and non-empty labels', () => {
    for (const list of DOMAIN_LISTS) {
      expect(CODE_LISTS[list].length, list).toBeGreaterThan(0);
      expect(new Set(keys(list)).size, list).toBe(CODE_LISTS[list].length);
      for (const entry of CODE_LISTS[list]) expect(entry.value.trim(), `${list} ${entry.key}`).not.toBe('');
    }
  });

  it('puts the defaults first: Inches, Pound, English, US dollars, Fahrenheit', () => {
    expect(keys('LENGTH_UNIT')[0]).toBe('INH');
    expect(keys('WEIGHT_UNIT')[0]).toBe('LBR');
    expect(keys('CONTENT_UNIT')[0]).toBe('LBR');
    expect(keys('LANGUAGE')[0]).toBe('en');
    expect(keys('CURRENCY')[0]).toBe('USD');
    expect(keys('TEMPERATURE_UNIT')[0]).toBe('FAH');
  });

  it('has the seven GS1 trade item unit descriptors, smallest first', () => {
    expect(keys('UNIT_DESCRIPTOR')).toEqual([
      'BASE_UNIT_OR_EACH',
      'PACK_OR_INNER_PACK',
      'CASE',
      'DISPLAY_SHIPPER',
      'MIXED_MODULE',
      'PALLET',
      'TRANSPORT_LOAD',
    ]);
  });

  it('labels units with their UN/ECE Rec 20 names', () => {
    const units = (['LENGTH_UNIT', 'WEIGHT_UNIT', 'CONTENT_UNIT', 'TEMPERATURE_UNIT'] as const).flatMap(
      (list) => CODE_LISTS[list],
    );
    // H87 (Rec 20 Annex II) and EA (GS1's "each") are outside the Annex I file the excerpt comes from.
    const outsideExcerpt = new Set(['H87', 'EA']);
    for (const unit of units.filter((u) => !outsideExcerpt.has(u.key))) {
      expect(REC20_NAMES.get(unit.key), unit.key).toBe(unit.value);
    }
    expect(REC20_NAMES.get('INH')).toBe('inch');
    expect(REC20_NAMES.get('OZA')).toBe('fluid ounce (US)');
  });

  it('gives every nutrient a Rec 20 unit (NutrientCodeWithUOM)', () => {
    expect(Object.keys(NUTRIENT_UNITS).sort()).toEqual(keys('NUTRIENT').sort());
    for (const unit of Object.values(NUTRIENT_UNITS)) expect(REC20_NAMES.has(unit), unit).toBe(true);
    expect(NUTRIENT_UNITS['ENER-']).toBe('E14');
    expect(NUTRIENT_UNITS['VITD-']).toBe('MC');
    expect(NUTRIENT_UNITS.NA).toBe('MGM');
  });

  it('keeps GS1 allergen codes within three characters', () => {
    for (const key of keys('ALLERGEN_TYPE')) expect(key).toMatch(/^[A-Z][A-Z0-9]{1,2}$/);
    expect(codeListLabel('ALLERGEN_TYPE', 'AM')).toBe('Milk');
    expect(codeListLabel('ALLERGEN_TYPE', 'AP')).toBe('Peanuts');
  });

  it('finds a label by key, and nothing for an unknown key', () => {
    expect(codeListLabel('LENGTH_UNIT', 'INH')).toBe('inch');
    expect(codeListLabel('UNIT_DESCRIPTOR', 'CASE')).toBe('Case');
    expect(codeListLabel('LENGTH_UNIT', 'LBR')).toBeUndefined();
    expect(codeListLabel('CURRENCY', 'usd')).toBeUndefined();
  });
});
