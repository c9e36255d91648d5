import { describe, expect, it } from 'vitest';
import { scoreCategoriesOf, scoreItem } from './item-score.js';
import { ATTRIBUTES } from './attributes.js';

const base = {
  Coding1A: '00614141000029',
  Parties1A: '0614141000005',
  Measure1A: { value: '4', unit: 'INH' },
  Measure1E: { value: '', unit: 'LBR' },
  Handling1A: { value: '2', unit: 'CEL' },
  Allergen1B: [{ Allergen1BA: 'AM', Allergen1BB: 'CONTAINS' }],
  Nutrient1D: [{ Nutrient1DA: 'FAT', Nutrient1DB: '7', Nutrient1DD: 'GRM' }],
  EFile1A: [],
  Descriptions1H: 'Slow-simmered with basil',
  Dates1F: '01/01/2030',
};

describe('scoring a received item', () => {
  it('expects every attribute a publisher writes, less the end dates and the next level of a base unit', () => {
    const { counts } = scoreItem({}, [], { hasChildren: false });
    const derived = ATTRIBUTES.filter((a) => a.derived).length;
    expect(counts.all).toEqual({ filled: 0, expected: ATTRIBUTES.length - derived - 3 });
    expect(scoreItem({}, [], { hasChildren: true }).counts.all.expected).toBe(ATTRIBUTES.length - derived - 2);
    expect(counts.logistics.expected).toBe(14);
    expect(counts.allergen.expected).toBe(2);
    expect(counts.nutrient.expected).toBe(4);
    expect(counts.image.expected).toBe(2);
  });

  it('counts a value only when it is there, and names what is missing', () => {
    const score = scoreItem(base, [], { hasChildren: false });
    expect(score.counts.logistics).toEqual({ filled: 2, expected: 14 });
    expect(score.counts.allergen).toEqual({ filled: 1, expected: 2 });
    expect(score.counts.nutrient).toEqual({ filled: 1, expected: 4 });
    // An empty list of files and a measure without its value are not there.
    expect(score.counts.image).toEqual({ filled: 1, expected: 2 });
    expect(score.missing).toEqual(expect.arrayContaining(['Measure1E', 'EFile1A', 'Allergen1A']));
    // The GTIN counts; the information provider (the data pool's) and a cancel date do not.
    expect(score.counts.all.filled).toBe(6);
    expect(score.missing).not.toContain('Parties1A');
    expect(score.missing).not.toContain('Dates1E');
    expect(score.failing).toEqual([]);
  });

  it('counts a value a rule or the dictionary refuses against the publisher, a group column against its group', () => {
    const score = scoreItem(base, ['Measure1A', 'Nutrient1DB', 'Dates1F'], { hasChildren: false });
    expect(score.failing).toEqual(['Measure1A', 'Nutrient1D']);
    expect(score.counts.logistics.filled).toBe(1);
    expect(score.counts.nutrient.filled).toBe(0);
    expect(score.counts.all.filled).toBe(4);
  });

  it('says which categories an attribute counts in', () => {
    expect(scoreCategoriesOf('Measure1D')).toEqual(['all', 'logistics']);
    expect(scoreCategoriesOf('EFile1A')).toEqual(['all', 'image']);
    expect(scoreCategoriesOf('Coding1A')).toEqual(['all']);
    expect(scoreCategoriesOf('Nope')).toEqual([]);
  });
});
