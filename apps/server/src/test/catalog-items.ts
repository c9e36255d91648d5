import { gs1CheckDigit, type ItemAttributes } from '@tradepool/domain';

// Random start: test files run in parallel workers, each with its own counter.
let sequence = Math.floor(Math.random() * 900_000);

/** A valid GTIN-14 under the GS1 example prefix 0614141 that no other call in this process returns. */
export function uniqueGtin(): string {
  sequence = (sequence + 1) % 1_000_000;
  const body = `0614141${String(sequence).padStart(6, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** The 4 create keys of an item (spec point 5): enough to create it, not to make it Ready. */
export function itemKeys(gtin: string, unitDescriptor = 'BASE_UNIT_OR_EACH'): ItemAttributes {
  return { Coding1A: gtin, Coding1AF: '840', Coding1AD: unitDescriptor, Descriptions1E: `Test item ${gtin}` };
}

/** Every required attribute filled (the information provider GLN is the owner's, derived on save): Ready. */
export function catalogItemAttributes(gtin: string, overrides: ItemAttributes = {}): ItemAttributes {
  return {
    ...itemKeys(gtin),
    Coding1B: `PC-${gtin.slice(-6)}`,
    Coding1C: '10000025',
    Coding1E: 'true',
    Coding1F: 'true',
    Coding1G: 'true',
    Coding1H: 'false',
    Coding1I: 'true',
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
