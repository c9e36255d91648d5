import type { ItemAttributes } from './item-values.js';

/**
 * A complete, valid base unit: every one of the 32 required attributes filled (Ready) and what the GDSN
 * rules want besides (Variable Measure, rule 1013), so it validates. The information provider (GLN and name)
 * is left out: a save or an upload derives it from the owner. Tests, benchmarks and examples start from it.
 */
export function sampleReadyItem(gtin: string, overrides: ItemAttributes = {}): ItemAttributes {
  return {
    Coding1A: gtin,
    Coding1AF: '840',
    Coding1AD: 'BASE_UNIT_OR_EACH',
    Descriptions1E: `Test item ${gtin}`,
    Coding1B: `PC-${gtin.slice(-6)}`,
    Coding1C: '10000025',
    Coding1E: 'true',
    Coding1F: 'true',
    Coding1G: 'true',
    Coding1H: 'false',
    Coding1I: 'true',
    Coding1J: 'false',
    Descriptions1A: 'Greenfield Test Brand',
    Descriptions1B: 'Oats',
    Descriptions1C: 'Rolled oats',
    Descriptions1G: 'en',
    Dates1A: '01/15/2026',
    Dates1B: '02/01/2026',
    Measure1A: { value: '8', unit: 'INH' },
    Measure1B: { value: '5', unit: 'INH' },
    Measure1C: { value: '2', unit: 'INH' },
    Measure1D: { value: '1', unit: 'LBR' },
    Measure1E: { value: '1.1', unit: 'LBR' },
    Measure1F: { value: '1', unit: 'LBR' },
    Parties1C: '0614141000012',
    Parties1D: 'Brand Owner Inc.',
    Delivery1A: '1',
    Delivery1B: '1',
    Delivery1C: '3',
    Delivery1D: '30',
    Delivery1E: '180',
    ...overrides,
  };
}
