import { describe, expect, it } from 'vitest';
import { CandidateIndex } from './candidate-index.js';
import type { MatchItem } from './match-item.js';

const items: MatchItem[] = [
  { id: 1, gtin: '036000291452', description: 'Acme tomato soup 10.75 oz', brandName: 'Acme' },
  { id: 2, gtin: '4006381333931', description: 'Acme chicken noodle soup', brandName: 'Acme' },
  { id: 3, description: 'Zenith milk chocolate bar', brandName: 'Zenith', mpc: 'ZN-4471' },
  { id: 4, description: 'Zenith dark chocolate bar 70%', brandName: 'Zenith' },
  { id: 5, description: 'Orchard orange juice, not from concentrate', brandName: 'Orchard' },
];

/** The ids blocking offers for a description (and its other fields). */
function blocked(index: CandidateIndex, item: Omit<MatchItem, 'id'>, limit = 10, budget = 1024) {
  const { terms } = index.queryOf({ id: 'q', ...item });
  return index.candidates(terms, limit, budget).map((o) => index.idOf(o));
}

describe('CandidateIndex', () => {
  it('finds items by GTIN in any length GS1 allows', () => {
    const index = CandidateIndex.build(items);
    expect(index.size).toBe(5);
    expect(index.withGtin('00036000291452')).toEqual([1]);
    expect(index.withGtin('36000291452')).toEqual([]); // 11 digits: no GTIN
    expect(index.withGtin('04006381333931')).toEqual([2]);
  });

  it('offers the items that share terms, the closest first', () => {
    const index = CandidateIndex.build(items);
    expect(blocked(index, { description: 'tomato soup' })).toEqual([1, 2]);
    expect(blocked(index, { description: 'chocolate bar, dark' })).toEqual([4, 3]);
    expect(blocked(index, { description: 'something else entirely' })).toEqual([]);
  });

  it('finds an item by its manufacturer code alone', () => {
    const index = CandidateIndex.build(items);
    expect(blocked(index, { description: 'candy', mpc: 'zn 4471' })).toEqual([3]);
  });

  it('reads no more postings than the budget, rarest terms first', () => {
    const soups = Array.from({ length: 200 }, (_, i) => ({ id: i, description: `soup number${i}` }));
    const index = CandidateIndex.build([...soups, { id: 'rare', description: 'soup quixotic' }]);
    // "soup" is on 201 items: over the budget, so only the rare word's list is read.
    expect(blocked(index, { description: 'quixotic soup' }, 10, 50)).toEqual(['rare']);
    // A query of the common word alone reads the budget's worth of it.
    expect(blocked(index, { description: 'soup' }, 100, 50)).toHaveLength(50);
  });

  it('weighs a term by how rare it is among the received items', () => {
    const index = CandidateIndex.build(items);
    expect(index.weightOf('quixotic')).toBeGreaterThan(index.weightOf('chocolate'));
    expect(index.weightOf('chocolate')).toBeGreaterThan(index.weightOf('acme') - 1e-9);
  });

  it('adds, replaces and removes items, keeping GTINs and document frequencies true', () => {
    const index = CandidateIndex.build(items);
    const before = index.weightOf('soup');
    index.add({ id: 6, gtin: '036000291452', description: 'Acme tomato soup, family size' });
    expect(index.withGtin('036000291452')).toEqual([1, 6]);
    expect(index.weightOf('soup')).toBeLessThan(before);
    index.add({ id: 1, description: 'Acme tomato juice' }); // a new CIN for item 1
    expect(index.withGtin('036000291452')).toEqual([6]);
    expect(blocked(index, { description: 'tomato juice' })[0]).toBe(1);
    expect(index.remove(6)).toBe(true);
    expect(index.remove(6)).toBe(false);
    expect(index.withGtin('036000291452')).toEqual([]);
    expect(blocked(index, { description: 'family size' })).toEqual([]);
    expect(index.size).toBe(5);
  });

  it('answers the same whether built at once or item by item', () => {
    const whole = CandidateIndex.build(items);
    const grown = new CandidateIndex();
    for (const item of items) grown.add(item);
    grown.compact();
    for (const query of ['tomato soup', 'zenith bar', 'orange', 'acme']) {
      expect(blocked(grown, { description: query })).toEqual(blocked(whole, { description: query }));
    }
    const query = grown.queryOf({ id: 'q', description: 'dark chocolate' });
    expect(query.features.tokenWeights).toEqual(
      whole.queryOf({ id: 'q', description: 'dark chocolate' }).features.tokenWeights,
    );
  });

  it('gives back an item’s features as the scorer reads them', () => {
    const index = CandidateIndex.build([
      { id: 'x', description: 'Sony KDL-40V4100 TV 40"', brandName: 'Sony', mpc: 'KDL40V4100', unitDescriptor: 'EA' },
      { id: 'y', description: 'Cola 6 x 330 ml', netContent: { value: '2', unit: 'LTR' } },
    ]);
    const tv = index.featuresOf(index.ordinalOf('x')!);
    expect(tv).toMatchObject({
      tokens: ['sony', 'kdl', '40v4100', 'tv', '40'],
      brand: ['sony'],
      codes: ['40v4100', 'kdl40v4100'],
      identifiers: ['kdl40v4100'],
      netContent: null,
      unitDescriptor: 'BASE_UNIT_OR_EACH',
    });
    expect(tv.tokenWeights).toHaveLength(5);
    expect(index.featuresOf(index.ordinalOf('y')!).netContent).toEqual({ amount: 2000, dimension: 'volume' });
  });
});
