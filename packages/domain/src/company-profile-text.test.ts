import { describe, expect, it } from 'vitest';
import { matchCriteriaText, outputProfileText } from './company-profile-text.js';

describe('matchCriteriaText', () => {
  it('lists the keys by label, the score and the review switch', () => {
    expect(
      matchCriteriaText({ keys: ['GTIN', 'PRODUCT_CODE', 'MPC'], minimumScore: 80, autoReview: 0, notes: null }),
    ).toBe('Match keys: GTIN, Product code, MPC · Minimum score 80 % · Automatic review: off');
  });

  it('adds the notes when there are some', () => {
    expect(matchCriteriaText({ keys: ['BRAND'], minimumScore: 95, autoReview: 1, notes: 'Brand first.' })).toBe(
      'Match keys: Brand · Minimum score 95 % · Automatic review: on · Notes: Brand first.',
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
