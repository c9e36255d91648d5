import { describe, expect, it } from 'vitest';
import { matchCriteriaText, outputProfileText } from './company-profile-text.js';

describe('matchCriteriaText', () => {
  it('lists the keys by label, the confidence, the candidates and the review switch', () => {
    expect(
      matchCriteriaText({
        keys: ['GTIN', 'PRODUCT_CODE', 'MPC'],
        minimumScore: 80,
        candidates: 5,
        autoReview: 0,
        notes: null,
      }),
    ).toBe(
      'Match keys: GTIN, Product code, MPC · Confident match: from 80 % · Candidates: up to 5 · Automatic review: off',
    );
  });

  it('always lists GTIN, says when only confident matches are proposed, and adds the notes', () => {
    expect(
      matchCriteriaText({ keys: ['BRAND'], minimumScore: 95, candidates: 0, autoReview: 1, notes: 'Brand first.' }),
    ).toBe(
      'Match keys: GTIN, Brand · Confident match: from 95 % · Candidates: none (confident matches only) · Automatic review: on · Notes: Brand first.',
    );
  });
});

describe('outputProfileText', () => {
  it('lists formats, frequency and the three inclusions, then the notes', () => {
    expect(
      outputProfileText({
        formats: ['GS1_XML', 'SPREADSHEET'],
        frequency: 'DAILY',
        includeHierarchy: 1,
        includeNutrients: 1,
        includeImages: 0,
        notes: 'Allergens required.',
      }),
    ).toBe(
      'Formats: GS1 XML, Spreadsheet · Frequency: daily · Hierarchy: yes · Nutrients: yes · Images: no · Notes: Allergens required.',
    );
  });

  it('says none when no format is chosen', () => {
    expect(
      outputProfileText({
        formats: [],
        frequency: 'REAL_TIME',
        includeHierarchy: 0,
        includeNutrients: 0,
        includeImages: 0,
        notes: null,
      }),
    ).toBe('Formats: none · Frequency: real time · Hierarchy: no · Nutrients: no · Images: no');
  });
});
