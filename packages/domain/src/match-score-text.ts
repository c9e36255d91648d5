import type { MatchDecision } from './schemas/data-quality.js';

/**
 * What a match score means in words. The score is the engine's probability, in percent, that the two items
 * are the same (docs/MATCHING.md); the bands read it as a buyer would, highest first.
 */
export const MATCH_SCORE_BANDS = [
  { from: 90, meaning: 'almost certainly the same item' },
  { from: 75, meaning: 'very likely the same item' },
  { from: 50, meaning: 'likely the same item' },
  { from: 25, meaning: 'possible' },
  { from: 0, meaning: 'unlikely' },
] as const;

export function matchScoreMeaning(score: number): string {
  return MATCH_SCORE_BANDS.find((band) => score >= band.from)!.meaning;
}

/** "87 % — very likely the same item". */
export function matchScoreText(score: number): string {
  return `${Math.round(score)} % — ${matchScoreMeaning(score)}`;
}

/** The decisions as the data quality screens name them. */
export const MATCH_DECISION_LABELS: Record<MatchDecision, string> = {
  matched: 'Matched',
  confident: 'Confident match',
  candidates: 'Candidates',
  none: 'No match',
};
