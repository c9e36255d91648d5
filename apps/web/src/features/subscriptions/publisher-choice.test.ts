import { describe, expect, it } from 'vitest';
import { publisherChoiceLabel } from './publisher-choice';

describe('publisher choices', () => {
  it('labels a Tradepool publisher by its GLN and name', () => {
    expect(publisherChoiceLabel({ value: '0761305000019', name: 'Northwind Foods' })).toBe(
      '0761305000019 · Northwind Foods',
    );
  });

  it('says of a publisher another data pool serves that it lives there', () => {
    expect(publisherChoiceLabel({ value: '0614141000203', name: 'Fjord Fisheries', dataPool: '0860000000024' })).toBe(
      '0614141000203 · Fjord Fisheries (another data pool)',
    );
  });
});
