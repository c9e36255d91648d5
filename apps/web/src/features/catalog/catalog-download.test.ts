import { describe, expect, it } from 'vitest';
import { byteSize, catalogDownloadRequest } from './catalog-download';

describe('catalog download requests', () => {
  it('sends ticked rows as dot-joined ids and every row as the search in the body', () => {
    expect(catalogDownloadRequest('catalogs/download/spreadsheet/catalog', { ids: [4, 8, 15] })).toEqual({
      path: 'catalogs/download/spreadsheet/catalog?ids=4.8.15&page=catalog',
      body: {},
    });
    const search = { keyword: 'soup', brands: ['Northwind'] };
    expect(catalogDownloadRequest('catalogs/download/itemgrid/catalog', { all: true, search })).toEqual({
      path: 'catalogs/download/itemgrid/catalog?page=catalog',
      body: search,
    });
  });

  it('writes sizes as people read them', () => {
    expect([900, 2048, 27_996_160].map(byteSize)).toEqual(['900 bytes', '2 KB', '26.7 MB']);
  });
});
