import { describe, expect, it } from 'vitest';
import { subscriberAttributes, subscriberDifferences } from './subscriber-compare.js';

const core = {
  gtin: '0614141000029',
  buyerProductCode: 'HW-100',
  description: 'TOMATO  basil soup',
  brandName: 'Northwind',
  mpc: null,
  unitDescriptor: 'CASE',
};

describe('the buyer item beside the publisher item', () => {
  it('places the item master fields on their attributes', () => {
    expect(subscriberAttributes(core)).toEqual({
      Coding1A: '0614141000029',
      Descriptions1E: 'TOMATO  basil soup',
      Descriptions1A: 'Northwind',
      Coding1AD: 'CASE',
    });
  });

  it('finds what differs, not counting case, spacing or a GTIN written shorter', () => {
    const publisher = {
      Coding1A: '00614141000029',
      Descriptions1E: 'Tomato basil soup',
      Descriptions1A: 'Northwind Foods',
      Coding1AD: 'BASE_UNIT_OR_EACH',
    };
    expect(subscriberDifferences(publisher, core)).toEqual([
      { code: 'Descriptions1A', publisherValue: 'Northwind Foods', subscriberValue: 'Northwind' },
      { code: 'Coding1AD', publisherValue: 'BASE_UNIT_OR_EACH', subscriberValue: 'CASE' },
    ]);
    expect(subscriberDifferences({}, { ...core, brandName: null })).toHaveLength(3);
  });
});
