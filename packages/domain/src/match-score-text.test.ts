import { describe, expect, it } from 'vitest';
import { matchScoreMeaning, matchScoreText } from './match-score-text.js';

describe('matchScoreText', () => {
  it('says what a score means, band by band', () => {
    expect(matchScoreText(87.4)).toBe('87 % — very likely the same item');
    expect(matchScoreText(45)).toBe('45 % — possible');
    expect(matchScoreMeaning(90)).toBe('almost certainly the same item');
    expect(matchScoreMeaning(50)).toBe('likely the same item');
    expect(matchScoreMeaning(24.9)).toBe('unlikely');
    expect(matchScoreMeaning(0)).toBe('unlikely');
  });
});
