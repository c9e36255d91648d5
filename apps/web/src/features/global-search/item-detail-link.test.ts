import { describe, expect, it } from 'vitest';
import { itemDetailPath } from './item-detail-link';

describe('a found item’s detail', () => {
  it('opens in the Matched or the Unmatched view, as the item is', () => {
    const row = { catalogItemId: 42, publisherName: 'Northwind Foods', publisherGln: '0761305000019' };
    expect(itemDetailPath({ ...row, matchedCount: 1 })).toBe(
      '/dms/itemlist/itemdetail/Northwind%20Foods/0761305000019/1/dms?item=42&rows=100',
    );
    expect(itemDetailPath({ ...row, matchedCount: 0 })).toBe(
      '/dms/itemlist/itemdetail/Northwind%20Foods/0761305000019/2/dms?item=42&rows=100',
    );
  });
});
