import { describe, expect, it } from 'vitest';
import { sampleReadyItem } from '@tradepool/domain';
import { exceptionAttributes } from './item-exceptions.js';

const GTIN = '00614141000029';
const provider = { Parties1A: '0614141000012', Parties1B: 'Northwind Foods' };
const today = new Date('2026-11-24T12:00:00Z');

describe('exception attributes of a received item', () => {
  it('has none for a complete, valid item', () => {
    expect(exceptionAttributes({ attributes: sampleReadyItem(GTIN, provider), children: [] }, today)).toEqual([]);
  });

  it('names a required attribute left empty, a value the dictionary refuses and one a GDSN rule fails', () => {
    const attributes = sampleReadyItem(GTIN, provider);
    delete attributes.Descriptions1A;
    attributes.Coding1AD = 'NOT_A_UNIT';
    // Gross weight below net weight breaks GDSN rules 201 and 539.
    attributes.Measure1E = { value: '0.5', unit: 'LBR' };
    const codes = exceptionAttributes({ attributes, children: [] }, today);
    expect(codes).toEqual(['Coding1AD', 'Descriptions1A', 'Measure1E']);
  });
});
