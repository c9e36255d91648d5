import { describe, expect, it } from 'vitest';
import { candidatesToggleText, decisionsOf, stepPlace, unmatchedKeyword } from './unmatched-items';

describe('the unmatched-item search', () => {
  it('asks nothing for an empty keyword over the whole list, nor for the keyword shown', () => {
    expect(unmatchedKeyword('', '')).toBeNull();
    expect(unmatchedKeyword('', '   ')).toBeNull();
    expect(unmatchedKeyword('soup', ' soup ')).toBeNull();
  });

  it('searches a new keyword, and a cleared one returns to the whole list', () => {
    expect(unmatchedKeyword('', ' soup')).toBe('soup');
    expect(unmatchedKeyword('soup', '')).toBe('');
  });
});

describe('stepping through the unmatched items', () => {
  const grid = { pageSize: 25, totalRows: 60 };

  it('moves within a page and across pages, in grid order', () => {
    expect(stepPlace({ page: 1, index: 3 }, 1, grid)).toEqual({ page: 1, index: 4 });
    expect(stepPlace({ page: 1, index: 24 }, 1, grid)).toEqual({ page: 2, index: 0 });
    expect(stepPlace({ page: 2, index: 0 }, -1, grid)).toEqual({ page: 1, index: 24 });
  });

  it('stops at either end', () => {
    expect(stepPlace({ page: 1, index: 0 }, -1, grid)).toBeNull();
    expect(stepPlace({ page: 3, index: 9 }, 1, grid)).toBeNull();
  });

  it('finds the next item in the place of one that left the list', () => {
    expect(stepPlace({ page: 1, index: 3 }, 1, { ...grid, totalRows: 59, gone: true })).toEqual({ page: 1, index: 3 });
    expect(stepPlace({ page: 1, index: 3 }, -1, { ...grid, totalRows: 59, gone: true })).toEqual({ page: 1, index: 2 });
    expect(stepPlace({ page: 3, index: 9 }, 1, { ...grid, totalRows: 59, gone: true })).toBeNull();
  });
});

describe("an item's decision in the list", () => {
  it('offers its candidates on request, counted', () => {
    expect(candidatesToggleText(3, false)).toBe('Show 3 candidates');
    expect(candidatesToggleText(1, false)).toBe('Show 1 candidate');
    expect(candidatesToggleText(3, true)).toBe('Hide candidates');
  });

  it('filters on one decision, or none for all', () => {
    expect(decisionsOf('all')).toBeNull();
    expect(decisionsOf('confident')).toEqual(['confident']);
  });
});
