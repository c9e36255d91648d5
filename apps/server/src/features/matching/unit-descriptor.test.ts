import { describe, expect, it } from 'vitest';
import { unitDescriptorCode } from './unit-descriptor.js';

describe('unitDescriptorCode', () => {
  it('reads a buyer’s abbreviations as GS1 codes', () => {
    expect(['EA', 'each', 'Base unit or each', 'BASE_UNIT_OR_EACH'].map(unitDescriptorCode)).toEqual(
      Array(4).fill('BASE_UNIT_OR_EACH'),
    );
    expect(['CS', 'case', 'pk', 'Inner pack', 'PLT'].map(unitDescriptorCode)).toEqual([
      'CASE',
      'CASE',
      'PACK_OR_INNER_PACK',
      'PACK_OR_INNER_PACK',
      'PALLET',
    ]);
  });

  it('keeps an unknown word as it is written, and nothing as nothing', () => {
    expect(unitDescriptorCode('Crate')).toBe('CRATE');
    expect(unitDescriptorCode(' ')).toBeNull();
    expect(unitDescriptorCode(null)).toBeNull();
  });
});
