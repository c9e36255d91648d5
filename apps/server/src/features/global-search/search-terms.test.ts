import { describe, expect, it } from 'vitest';
import { editDistance, slipsAllowed, spelledAlike, termsOf, trigramSimilarity, trigramsOf } from './search-terms.js';

describe('the search words', () => {
  it('folds case and accents and splits on anything but letters and digits', () => {
    expect(termsOf("Kellogg's Corn-Flakes, Crème BRÛLÉE 12 x 330ml")).toEqual([
      'kellogg',
      'corn',
      'flakes',
      'creme',
      'brulee',
      '12',
      '330ml',
    ]);
    expect(termsOf(null)).toEqual([]);
  });

  it("makes pg_trgm's trigrams and similarity", () => {
    // As PostgreSQL's show_trgm('lidnt') and similarity('lidnt', 'lindt') answer.
    expect(trigramsOf('lidnt').sort()).toEqual(['  l', ' li', 'dnt', 'idn', 'lid', 'nt '].sort());
    expect(trigramSimilarity('lidnt', 'lindt')).toBeCloseTo(0.2);
    expect(trigramSimilarity('chocolat', 'chocolate')).toBeCloseTo(0.7272727);
  });

  it('counts a swapped pair of letters as one edit', () => {
    expect(editDistance('lidnt', 'lindt')).toBe(1);
    expect(editDistance('choclate', 'chocolate')).toBe(1);
    expect(editDistance('vinagrete', 'vinaigrette')).toBe(2);
    expect(editDistance('soup', 'soup')).toBe(0);
    expect(editDistance('', 'abc')).toBe(3);
  });

  it('lets longer words hold more slips, and never reads a number or a short word as another', () => {
    expect([slipsAllowed('oat'), slipsAllowed('soup'), slipsAllowed('chocolate'), slipsAllowed('1000')]).toEqual([
      0, 1, 2, 0,
    ]);
    expect(spelledAlike('lidnt', 'lindt')).toBe(true);
    expect(spelledAlike('chocolat', 'chocolate')).toBe(true);
    expect(spelledAlike('soup', 'soap')).toBe(true);
    expect(spelledAlike('soup', 'sauce')).toBe(false);
    expect(spelledAlike('330ml', '350ml')).toBe(false);
    expect(spelledAlike('tea', 'tee')).toBe(false);
  });
});
