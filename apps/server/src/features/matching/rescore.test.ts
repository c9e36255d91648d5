import { describe, expect, it } from 'vitest';
import { CandidateIndex } from './candidate-index.js';
import { buyerItemsToRescore } from './rescore.js';

describe('buyerItemsToRescore', () => {
  it('finds the buyer items a changed received item may match: its GTIN’s first, then by blocking', () => {
    const buyers = CandidateIndex.build([
      { id: 'soup', description: 'tomato soup 12 oz' },
      { id: 'soup-case', gtin: '036000291452', description: 'soup case' },
      { id: 'bar', description: 'milk chocolate bar' },
    ]);
    const changed = { id: 99, gtin: '00036000291452', description: 'Acme tomato soup' };
    expect(buyerItemsToRescore(buyers, changed)).toEqual(['soup-case', 'soup']);
    expect(buyerItemsToRescore(buyers, { id: 100, description: 'orange juice' })).toEqual([]);
  });
});
