import { describe, expect, it } from 'vitest';
import { dmsItemListPath, parseDmsItemListParams } from './dms-paths';

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
