import { describe, expect, it } from 'vitest';
import { receivedMatchItem, subscriberMatchItem } from './row-items.js';

describe('row items', () => {
  it('reads a subscriber item’s columns', () => {
    expect(
      subscriberMatchItem({
        id: 7,
        gtin: null,
        description: 'Tomato soup 12 oz',
        brand_name: 'Acme',
        mpc: 'AC-1',
        product_code: 'SKU-9',
        unit_descriptor: 'EA',
      }),
    ).toEqual({
      id: 7,
      gtin: null,
      description: 'Tomato soup 12 oz',
      brandName: 'Acme',
      mpc: 'AC-1',
      productCode: 'SKU-9',
      unitDescriptor: 'EA',
    });
  });

  it('takes a received item’s part number and net content from the CIN’s attributes', () => {
    const row = {
      id: 3,
      gtin: '00036000291452',
      description: 'Acme tomato soup',
      brand_name: 'Acme',
      product_code: 'NW-1',
      unit_descriptor: 'BASE_UNIT_OR_EACH',
      attributes: JSON.stringify({ Coding1K: 'AC-1', Measure1D: { value: '10.75', unit: 'ONZ' } }),
    };
    expect(receivedMatchItem(row)).toMatchObject({ mpc: 'AC-1', netContent: { value: '10.75', unit: 'ONZ' } });
    expect(receivedMatchItem({ ...row, attributes: 'not json' })).toMatchObject({ mpc: null, netContent: null });
    expect(receivedMatchItem({ ...row, attributes: '{}' })).toMatchObject({ id: 3, productCode: 'NW-1', mpc: null });
  });
});
