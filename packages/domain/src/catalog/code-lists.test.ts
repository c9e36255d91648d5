import { describe, expect, it } from 'vitest';
import {
  CODE_LIST_FIRST,
  CODE_LIST_NAMES,
  CODE_LIST_SOURCES,
  CODE_LIST_SUPPLEMENTS,
  NUTRIENT_DEFAULT_UNITS,
} from './code-lists.js';
import { dimensionOf } from './units.js';

// The lists' codes are the server's (apps/server/src/resources/codelists); metadata.test.ts checks them there.
describe('code lists', () => {
  it('names a source for every list: a GS1 list, ISO 3166, ISO 4217 or the GPC bricks', () => {
    expect(Object.keys(CODE_LIST_SOURCES).sort()).toEqual([...CODE_LIST_NAMES].sort());
    expect(CODE_LIST_SOURCES.NUTRIENT).toEqual({ kind: 'gdsn', list: 'NutrientTypeCode', dimension: undefined });
    expect(CODE_LIST_SOURCES.LANGUAGE).toEqual({ kind: 'gdsn', list: 'LanguageCode', dimension: undefined });
    expect(CODE_LIST_SOURCES.WEIGHT_UNIT).toEqual({
      kind: 'gdsn',
      list: 'MeasurementUnitCode_GDSN',
      dimension: 'mass',
    });
    expect(CODE_LIST_SOURCES.TARGET_MARKET).toEqual({ kind: 'iso3166' });
  });

  it('puts the defaults of spec point 9 first: Inches, Pound, English, US dollars, Fahrenheit, 840', () => {
    expect(CODE_LIST_FIRST.LENGTH_UNIT?.[0]).toBe('INH');
    expect(CODE_LIST_FIRST.WEIGHT_UNIT?.[0]).toBe('LBR');
    expect(CODE_LIST_FIRST.LANGUAGE?.[0]).toBe('en');
    expect(CODE_LIST_FIRST.CURRENCY?.[0]).toBe('USD');
    expect(CODE_LIST_FIRST.TEMPERATURE_UNIT?.[0]).toBe('FAH');
    expect(CODE_LIST_FIRST.TARGET_MARKET?.[0]).toBe('840');
    for (const [list, codes] of Object.entries(CODE_LIST_FIRST)) expect(new Set(codes).size, list).toBe(codes.length);
  });

  it('leads each unit list with units of its own dimension', () => {
    for (const [list, dimension] of [
      ['LENGTH_UNIT', 'length'],
      ['WEIGHT_UNIT', 'mass'],
      ['TEMPERATURE_UNIT', 'temperature'],
    ] as const) {
      for (const unit of CODE_LIST_FIRST[list] ?? []) expect(dimensionOf(unit), `${list} ${unit}`).toBe(dimension);
    }
  });

  it('assumes a mass or an energy for the nutrients whose unit a spreadsheet may leave out', () => {
    expect(NUTRIENT_DEFAULT_UNITS['ENER-']).toBe('E14');
    expect(NUTRIENT_DEFAULT_UNITS.NA).toBe('MGM');
    expect(NUTRIENT_DEFAULT_UNITS['VITC-']).toBe('MGM');
    expect(NUTRIENT_DEFAULT_UNITS['VITD-']).toBe('MC');
    for (const [nutrient, unit] of Object.entries(NUTRIENT_DEFAULT_UNITS)) {
      expect(['mass', 'energy'], nutrient).toContain(dimensionOf(unit));
    }
  });

  it('supplements the older PackageTypeCode copy with the GS1 codes it lacks, Barrel and Can among them', () => {
    const keys = (CODE_LIST_SUPPLEMENTS.PACKAGING_TYPE ?? []).map((e) => e.key);
    expect(keys).toEqual(expect.arrayContaining(['BA', 'CNG']));
  });
});
