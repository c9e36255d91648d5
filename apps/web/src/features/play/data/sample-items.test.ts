import { describe, expect, it } from 'vitest';
import { isValidGtin } from '@tradepool/domain';
import { SAMPLE_ITEMS } from './sample-items';

describe('SAMPLE_ITEMS', () => {
  it('fills more than one grid page, with unique, valid GTIN-14s', () => {
    expect(SAMPLE_ITEMS.length).toBeGreaterThan(25);
    expect(new Set(SAMPLE_ITEMS.map((item) => item.gtin)).size).toBe(SAMPLE_ITEMS.length);
    for (const item of SAMPLE_ITEMS) expect(isValidGtin(item.gtin), item.gtin).toBe(true);
  });
});
