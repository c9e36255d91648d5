import { describe, expect, it } from 'vitest';
import { amountInBase, convertAmount, dimensionOf, measuringSystemOf, unitsOf } from './units.js';

describe('units', () => {
  it('converts within a dimension with the UN/ECE Rec 20 factors', () => {
    expect(convertAmount(0.3, 'GRM', 'MGM')).toBeCloseTo(300);
    expect(convertAmount(1, 'LBR', 'GRM')).toBeCloseTo(453.59237);
    expect(convertAmount(16, 'ONZ', 'LBR')).toBeCloseTo(1);
    expect(convertAmount(1, 'INH', 'CMT')).toBeCloseTo(2.54);
    expect(convertAmount(1, 'GLL', 'LTR')).toBeCloseTo(3.785411784);
    expect(convertAmount(33, 'CLT', 'MLT')).toBeCloseTo(330);
    expect(convertAmount(100, 'E14', 'KJO')).toBeCloseTo(418.68);
    expect(convertAmount(212, 'FAH', 'CEL')).toBeCloseTo(100);
    expect(convertAmount(0, 'CEL', 'KEL')).toBeCloseTo(273.15);
    expect(convertAmount(5, 'MC', 'MC')).toBe(5);
  });

  it('refuses to compare units of different dimensions or outside any', () => {
    expect(convertAmount(1, 'GRM', 'MLT')).toBeNull();
    expect(convertAmount(1, 'E14', 'GRM')).toBeNull();
    expect(convertAmount(1, 'EA', 'EA')).toBeNull();
    expect(convertAmount(1, 'P1', 'GRM')).toBeNull();
    expect(amountInBase(2, 'KGM', 'mass')).toBe(2000);
    expect(amountInBase(2, 'KGM', 'length')).toBeNull();
  });

  it('knows each unit once, with its measuring system', () => {
    const all = (['mass', 'length', 'volume', 'energy', 'temperature'] as const).flatMap(unitsOf);
    expect(new Set(all).size).toBe(all.length);
    expect(dimensionOf('MGM')).toBe('mass');
    expect(dimensionOf('OZA')).toBe('volume');
    expect(measuringSystemOf('INH')).toBe('imperial');
    expect(measuringSystemOf('CMT')).toBe('metric');
    expect(measuringSystemOf('EA')).toBeUndefined();
  });
});
