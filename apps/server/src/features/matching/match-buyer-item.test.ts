import { MATCH_KEYS } from '@tradepool/domain';
import { describe, expect, it } from 'vitest';
import { CandidateIndex } from './candidate-index.js';
import {
  DEFAULT_MATCH_OPTIONS,
  extrinsicMatches,
  matchBuyerItem,
  matchCount,
  possibleMatches,
  scoreBuyerItem,
} from './match-buyer-item.js';
import type { MatchItem } from './match-item.js';
import { CONFIRMED_REASON, lessonsOf } from './match-lessons.js';

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
    expect(match).toEqual({ buyerId: 'b1', matched: [10], possible: [], possibleCount: 0, decision: 'matched' });
  });

  it('scores the rest: possible matches above the threshold, best first, with reasons', () => {
    const match = matchBuyerItem(
      index,
      { id: 'b2', description: 'TOMATO SOUP 10.75OZ', brandName: 'Acme Foods Inc.', unitDescriptor: 'EA' },
      { ...DEFAULT_MATCH_OPTIONS, confident: 101, threshold: 0.5 },
    );
    expect(match.matched).toEqual([]);
    expect(match.decision).toBe('candidates');
    // The chicken noodle soup shares the brand and "soup" only: below the threshold.
    expect(match.possible.map((m) => m.receivedId)).toEqual([10, 11]);
    expect(match.possible[1]!.score).toBeLessThan(20);
    expect(match.possible[0]!.score).toBeGreaterThan(match.possible[1]!.score);
    expect(match.possible[1]!.reasons).toContainEqual(
      expect.objectContaining({ factor: 'unitDescriptor', effect: 'against' }),
    );
    expect(match.possible.every((m) => m.score >= 0.5)).toBe(true);
    expect(match.possibleCount).toBe(2);
  });

  it('proposes a best pair at or above the confidence alone', () => {
    const soup = { id: 'b2', description: 'TOMATO SOUP 10.75OZ', brandName: 'Acme Foods Inc.', unitDescriptor: 'EA' };
    const listed = matchBuyerItem(index, soup, { ...DEFAULT_MATCH_OPTIONS, confident: 101 });
    const alone = matchBuyerItem(index, soup, { ...DEFAULT_MATCH_OPTIONS, confident: listed.possible[0]!.score });
    expect(alone).toMatchObject({ decision: 'confident', possibleCount: 1 });
    expect(alone.possible).toEqual([listed.possible[0]]);
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

  it('scores a buyer item numbered its own way as it scores it unnumbered', () => {
    const numbered = CandidateIndex.build(received.map((item) => ({ ...item, productCode: `NW-${item.id}001` })));
    const soup = { id: 'b5', description: 'tomato soup 10.75 oz', brandName: 'Acme', unitDescriptor: 'EA' };
    const own = matchBuyerItem(numbered, { ...soup, productCode: 'HE-1004' });
    expect(own).toEqual(matchBuyerItem(numbered, soup));
    expect(own.possible[0]!.receivedId).toBe(10);
    expect(own.decision).toBe('confident');
    expect(own.possible.flatMap((m) => m.reasons).map((r) => r.factor)).not.toContain('modelCode');
  });

  it('matches by GTIN only when the buyer’s keys count it', () => {
    const noGtin = MATCH_KEYS.filter((k) => k !== 'GTIN');
    const match = matchBuyerItem(
      index,
      { id: 'b1', gtin: '036000291452', description: 'tomato soup' },
      { ...DEFAULT_MATCH_OPTIONS, keys: noGtin },
    );
    expect(match.matched).toEqual([]);
    expect(match.decision).not.toBe('matched');
  });

  it('keeps every candidate carrying a rare code of the buyer’s, however far its words rank it', () => {
    const crowd = Array.from({ length: 30 }, (_, i) => ({ id: i, description: `acme tomato soup classic ${i}` }));
    const coded = { id: 99, description: 'condensed red 12345678' };
    const many = CandidateIndex.build([...crowd, coded]);
    const scored = scoreBuyerItem(
      many,
      { id: 'b', description: 'acme tomato soup classic 12345678' },
      {
        ...DEFAULT_MATCH_OPTIONS,
        candidateLimit: 5,
      },
    );
    expect(scored.candidates.map((c) => c.receivedId)).toContain(99);
  });

  it('offers nothing below the threshold', () => {
    const match = matchBuyerItem(index, { id: 'b3', description: 'orange juice' });
    expect(match).toEqual({ buyerId: 'b3', matched: [], possible: [], possibleCount: 0, decision: 'none' });
  });

  it('gives the scores of every candidate to whoever keeps them, whatever the threshold', () => {
    const scored = scoreBuyerItem(index, { id: 'b4', description: 'acme soup' });
    expect(scored.candidates.map((c) => c.receivedId)).toEqual([10, 12, 11]);
    expect(scored.candidates.every((c) => typeof c.score === 'number')).toBe(true);
  });
});

describe('the buyer’s lessons', () => {
  const index = CandidateIndex.build(received);
  // Found: 10, 11 (a case), 12 (chicken noodle), in that order; 13 (chocolate) is not found.
  const tomato: MatchItem = { id: 'b', description: 'tomato soup' };

  it('never proposes a pair the buyer rejected, nor lets it compete', () => {
    const lessons = lessonsOf([['b', 10]]);
    const scored = scoreBuyerItem(index, tomato, DEFAULT_MATCH_OPTIONS, lessons);
    expect(scored.candidates.map((c) => c.receivedId)).not.toContain(10);
    const match = possibleMatches(index, tomato, scored, DEFAULT_MATCH_OPTIONS, undefined, lessons);
    expect(match.possible.map((m) => m.receivedId)).toEqual([11]);
    expect(match.possibleCount).toBe(1);
  });

  it('leaves out a pair rejected after its scores were kept', () => {
    const kept = scoreBuyerItem(index, tomato);
    const match = possibleMatches(index, tomato, kept, DEFAULT_MATCH_OPTIONS, undefined, lessonsOf([['b', 11]]));
    expect(match.possible.map((m) => m.receivedId)).toEqual([10]);
  });

  it('proposes a confirmed code alone, at 100, even where the words would not find it', () => {
    const lessons = lessonsOf([], new Map([['b', [13]]]));
    const match = possibleMatches(
      index,
      tomato,
      scoreBuyerItem(index, tomato, DEFAULT_MATCH_OPTIONS, lessons),
      DEFAULT_MATCH_OPTIONS,
      undefined,
      lessons,
    );
    expect(match.possible[0]).toEqual({ receivedId: 13, score: 100, reasons: [CONFIRMED_REASON] });
    expect(match.decision).toBe('confident');
    expect(match.possible.map((m) => m.receivedId)).toEqual([13]);
  });

  it('lets a rejection outweigh a confirmation, and forgets a confirmed item no longer received', () => {
    const lessons = lessonsOf([['b', 13]], new Map([['b', [13, 99]]]));
    expect(scoreBuyerItem(index, tomato, DEFAULT_MATCH_OPTIONS, lessons).candidates.map((c) => c.receivedId)).toEqual([
      10, 11, 12,
    ]);
  });
});

describe('extrinsicMatches', () => {
  const index = CandidateIndex.build(received);

  it('lists every candidate blocking finds, below the threshold too, best first, each with its reasons', () => {
    const found = extrinsicMatches(index, { id: 'b', description: 'soup', gtin: '036000291452' }, 10);
    expect(found.map((m) => m.receivedId)).toEqual([10, 12, 11]);
    expect(found.some((m) => m.score < DEFAULT_MATCH_OPTIONS.confident)).toBe(true);
    expect(found.every((m, i) => i === 0 || m.score <= found[i - 1]!.score)).toBe(true);
    expect(found.every((m) => m.reasons.length > 0)).toBe(true);
  });

  it('applies the lessons and stops at its limit', () => {
    const lessons = lessonsOf([['b', 12]], new Map([['b', [13]]]));
    const found = extrinsicMatches(index, { id: 'b', description: 'soup' }, 2, lessons);
    expect(found.map((m) => [m.receivedId, m.score])).toEqual([
      [13, 100],
      [10, expect.any(Number)],
    ]);
    expect(found[0]!.reasons).toEqual([CONFIRMED_REASON]);
  });
});

describe('matchCount', () => {
  it('is the spec’s filters: 1, 2, 3 and 4+', () => {
    expect([0, 1, 2, 3, 4, 9].map(matchCount)).toEqual([0, 1, 2, 3, '4+', '4+']);
  });
});
