import { describe, expect, it } from 'vitest';
import { CandidateIndex } from './candidate-index.js';
import { DEFAULT_MATCH_OPTIONS, matchBuyerItem, matchCount, scoreBuyerItem } from './match-buyer-item.js';
import type { MatchItem } from './match-item.js';

const received: MatchItem[] = [
  {
    id: 10,
    gtin: '00036000291452',
    description: 'Acme Tomato Soup 10.75 oz',
    brandName: 'Acme',
    unitDescriptor: 'BASE_UNIT_OR_EACH',
  },
  { id: 11, description: 'Acme Tomato Soup 10.75 oz, case of 12', brandName: 'Acme', unitDescriptor: 'CASE' },
  { id: 12, description: 'Acme Chicken Noodle Soup 10.5 oz', brandName: 'Acme', unitDescriptor: 'BASE_UNIT_OR_EACH' },
  { id: 13, description: 'Zenith Milk Chocolate Bar 1.55 oz', brandName: 'Zenith' },
];

describe('matchBuyerItem', () => {
  const index = CandidateIndex.build(received);

  it('matches by GTIN first, whatever its length, and scores nothing then', () => {
    const match = matchBuyerItem(index, { id: 'b1', gtin: '036000291452', description: 'something else' });
    expect(match).toEqual({ buyerId: 'b1', matched: [10], possible: [], possibleCount: 0 });
  });

  it('scores the rest: possible matches above the threshold, best first, with reasons', () => {
    const match = matchBuyerItem(index, {
      id: 'b2',
      description: 'TOMATO SOUP 10.75OZ',
      brandName: 'Acme Foods Inc.',
      unitDescriptor: 'EA',
    });
    expect(match.matched).toEqual([]);
    // The chicken noodle soup shares the brand and "soup" only: below the threshold.
    expect(match.possible.map((m) => m.receivedId)).toEqual([10, 11]);
    expect(match.possible[0]!.score).toBeGreaterThan(match.possible[1]!.score);
    expect(match.possible[1]!.reasons).toContainEqual(
      expect.objectContaining({ factor: 'unitDescriptor', effect: 'against' }),
    );
    expect(match.possible.every((m) => m.score >= DEFAULT_MATCH_OPTIONS.threshold)).toBe(true);
    expect(match.possibleCount).toBe(2);
  });

  it('counts every possible match but lists only the first few', () => {
    const soups = Array.from({ length: 7 }, (_, i) => ({ id: i, description: `acme tomato soup ${i + 1} pack` }));
    const match = matchBuyerItem(
      CandidateIndex.build(soups),
      { id: 'b', description: 'acme tomato soup' },
      {
        ...DEFAULT_MATCH_OPTIONS,
        maxPossible: 2,
      },
    );
    expect(match.possible).toHaveLength(2);
    expect(match.possibleCount).toBe('4+');
    // Equal scores keep the received items' order by id.
    expect(match.possible.map((m) => m.receivedId)).toEqual([0, 1]);
  });

  it('offers nothing below the threshold', () => {
    const match = matchBuyerItem(index, { id: 'b3', description: 'orange juice' });
    expect(match).toEqual({ buyerId: 'b3', matched: [], possible: [], possibleCount: 0 });
  });

  it('gives the scores of every candidate to whoever keeps them, whatever the threshold', () => {
    const scored = scoreBuyerItem(index, { id: 'b4', description: 'acme soup' });
    expect(scored.candidates.map((c) => c.receivedId)).toEqual([10, 12, 11]);
    expect(scored.candidates.every((c) => typeof c.score === 'number')).toBe(true);
  });
});

describe('matchCount', () => {
  it('is the spec’s filters: 1, 2, 3 and 4+', () => {
    expect([0, 1, 2, 3, 4, 9].map(matchCount)).toEqual([0, 1, 2, 3, '4+', '4+']);
  });
});
