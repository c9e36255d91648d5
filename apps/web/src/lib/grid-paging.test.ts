import { describe, expect, it } from 'vitest';
import { restoredPage, showsPager } from './grid-paging';

describe('showsPager', () => {
  it('only when the rows exceed the first page size (25)', () => {
    expect(showsPager(0)).toBe(false);
    expect(showsPager(25)).toBe(false);
    expect(showsPager(26)).toBe(true);
  });
});

describe('restoredPage', () => {
  it('restores the saved page on the landing screen only', () => {
    expect(restoredPage({ landingPage: '/play', pageNumber: 3 }, '/play')).toBe(3);
    expect(restoredPage({ landingPage: '/home', pageNumber: 3 }, '/play')).toBe(1);
  });

  it('starts at page 1 without a saved page', () => {
    expect(restoredPage(null, '/play')).toBe(1);
    expect(restoredPage({ landingPage: '/play' }, '/play')).toBe(1);
  });
});
