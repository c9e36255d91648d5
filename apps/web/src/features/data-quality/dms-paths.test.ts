import { describe, expect, it } from 'vitest';
import {
  detailRowCount,
  dmsItemDetailPath,
  dmsItemListPath,
  dmsPossibleMatchPath,
  parseDmsItemListParams,
} from './dms-paths';

describe('the item list route', () => {
  it('writes the publisher, its GLN, the view and where the list was opened from', () => {
    expect(dmsItemListPath({ publisherName: 'Northwind Foods', publisherGln: '0614141000012', itemView: 1 })).toBe(
      '/dms/itemlist/Northwind%20Foods/0614141000012/1/dms',
    );
  });

  it('writes an unnamed publisher as - and reads it back as no name', () => {
    const path = dmsItemListPath({ publisherName: ' ', publisherGln: '0614141000012', itemView: 4, fromFlag: 'home' });
    expect(path).toBe('/dms/itemlist/-/0614141000012/4/home');
    expect(
      parseDmsItemListParams({ publisherName: '-', publisherGln: '0614141000012', itemView: '4', fromFlag: 'home' }),
    ).toEqual({ publisherName: '', publisherGln: '0614141000012', itemView: 4, fromFlag: 'home' });
  });

  it('opens Action Needed for a view it does not know', () => {
    expect(parseDmsItemListParams({ publisherGln: '0614141000012', itemView: '9' }).itemView).toBe(4);
  });
});

describe('the item detail route', () => {
  it('keeps the list it was opened from, the item and the list length rounded up to 100', () => {
    expect(
      dmsItemDetailPath({
        publisherName: 'Northwind Foods',
        publisherGln: '0614141000012',
        itemView: 1,
        catalogItemId: 42,
        rows: 130,
      }),
    ).toBe('/dms/itemlist/itemdetail/Northwind%20Foods/0614141000012/1/dms?item=42&rows=200');
  });

  it('names the buyer item of the subscriber view', () => {
    expect(
      dmsItemDetailPath({
        publisherName: 'Northwind Foods',
        publisherGln: '0614141000012',
        itemView: 2,
        catalogItemId: 42,
        subscriberItemId: 7,
      }),
    ).toBe('/dms/itemlist/itemdetail/Northwind%20Foods/0614141000012/2/dms?item=42&rows=100&subscriberItem=7');
  });

  it('opens 100 rows at least and never more than the API gives at once', () => {
    expect([0, 1, 100, 101, 499, 900, Number.NaN].map(detailRowCount)).toEqual([100, 100, 100, 200, 500, 500, 100]);
  });
});

describe('the possible match list route', () => {
  const link = { publisherName: 'Northwind Foods', publisherGln: '0761305000019', itemView: 2 as const };

  it('carries the item list’s segments, and one received item in the query when given', () => {
    expect(dmsPossibleMatchPath(link)).toBe('/dms/possibleMatchitemlist/Northwind%20Foods/0761305000019/2/dms');
    expect(dmsPossibleMatchPath({ ...link, fromFlag: 'home' }, 42)).toBe(
      '/dms/possibleMatchitemlist/Northwind%20Foods/0761305000019/2/home?catalogItemId=42',
    );
  });
});
