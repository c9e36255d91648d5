import { describe, expect, it } from 'vitest';
import { SCORE_BANDS, type ScorecardRow } from '@tradepool/domain';
import { explainScore, scoreBars } from './scorecard-view';

const noGaps = { gaps: [] };
const row = (name: string, allAttribute: number | null, imageScore: number | null): ScorecardRow => ({
  publisherName: name,
  publisherGln: '0761305000019',
  publishedCount: 16,
  synchCount: 8,
  scoredCount: allAttribute === null ? 0 : 16,
  allAttribute,
  logisticsScore: 44,
  allergenScore: 38,
  nutrientsSocre: 59,
  imageScore,
  explanations: {
    allAttribute: {
      gaps: [
        { code: 'Avp1A', label: 'Additional Attributes', missing: 16, failing: 0 },
        { code: 'Measure1E', label: 'Gross Weight', missing: 2, failing: 3 },
      ],
    },
    logisticsScore: noGaps,
    allergenScore: noGaps,
    nutrientsSocre: noGaps,
    imageScore: noGaps,
  },
});

describe('the score card view', () => {
  it('explains a score with its band, basis and the attributes most often lacking', () => {
    expect(explainScore(row('Northwind Foods', 47, 31), 'allAttribute', SCORE_BANDS)).toEqual({
      headline: 'All attributes: 47 of 100 (Poor), the average over 16 items.',
      gaps: ['Additional Attributes: missing on 16 of 16', 'Gross Weight: missing on 2 of 16, failing a rule on 3'],
    });
    expect(explainScore(row('Northwind Foods', null, null), 'imageScore', SCORE_BANDS).headline).toMatch(
      /^Images and marketing: not scored yet/,
    );
  });

  it('charts the scored publishers best first, each in its band', () => {
    const bars = scoreBars(
      [row('Northwind Foods', 47, 31), row('Greenfield Provisions', 82, 55), row('Newcomer', null, null)],
      'allAttribute',
      SCORE_BANDS,
    );
    expect(bars.map((b) => [b.publisher, b.score, b.band])).toEqual([
      ['Greenfield Provisions', 82, 'Good'],
      ['Northwind Foods', 47, 'Poor'],
    ]);
    expect(bars[0]!.color).not.toBe(bars[1]!.color);
  });
});
