import { describe, expect, it } from 'vitest';
import { catalogPath, parseCatalogParams, uploadRegisterPath } from './catalog-params';

describe('parseCatalogParams', () => {
  it('reads an item id, a keyword and a GTIN', () => {
    expect(parseCatalogParams({ catalogItemId: '42', keyword: 'oat milk', gtin: '00012345678905' })).toEqual({
      catalogItemId: 42,
      keyword: 'oat milk',
      gtin: '00012345678905',
      mode: 'browse',
    });
  });

  it('takes 0, - and an absent segment as empty, in any position', () => {
    const empty = { catalogItemId: null, keyword: null, gtin: null, mode: 'browse' };
    expect(parseCatalogParams({ catalogItemId: '0', keyword: '-', gtin: '-' })).toEqual(empty);
    expect(parseCatalogParams({ catalogItemId: '-', keyword: '0', gtin: '0' })).toEqual(empty);
    expect(parseCatalogParams({})).toEqual(empty);
  });

  it('ignores an id or a GTIN that is not a number', () => {
    expect(parseCatalogParams({ catalogItemId: 'abc', keyword: '-', gtin: '12x' })).toMatchObject({
      catalogItemId: null,
      gtin: null,
    });
  });

  it('turns the home page keywords into modes, not searches', () => {
    expect(parseCatalogParams({ catalogItemId: '0', keyword: 'fromHomePage', gtin: '0' })).toEqual({
      catalogItemId: null,
      keyword: null,
      gtin: null,
      mode: 'download',
    });
    expect(parseCatalogParams({ catalogItemId: '0', keyword: 'fromHomePageCreateItem', gtin: '0' }).mode).toBe(
      'createItem',
    );
  });
});

describe('catalogPath', () => {
  it('writes placeholders for the empty segments and encodes the keyword', () => {
    expect(catalogPath({ catalogItemId: 42, gtin: '00012345678905' })).toBe('/catalog/42/-/00012345678905');
    expect(catalogPath({ keyword: 'oat/milk 1%' })).toBe('/catalog/0/oat%2Fmilk%201%25/-');
    expect(catalogPath({ keyword: 'fromHomePage' })).toBe('/catalog/0/fromHomePage/-');
  });

  it('writes the same params under another screen (the subscriber catalog)', () => {
    expect(catalogPath({ keyword: 'milk' }, '/catalog/subscriber')).toBe('/catalog/subscriber/0/milk/-');
    expect(catalogPath({}, '/catalog/subscriber')).toBe('/catalog/subscriber');
  });

  it('is plain /catalog with nothing to search', () => {
    expect(catalogPath()).toBe('/catalog');
    expect(catalogPath({ catalogItemId: null, keyword: '  ', gtin: '' })).toBe('/catalog');
  });

  it('round-trips through parseCatalogParams', () => {
    const [, , catalogItemId, keyword, gtin] = catalogPath({ catalogItemId: 7, keyword: 'a b' }).split('/');
    expect(parseCatalogParams({ catalogItemId, keyword: decodeURIComponent(keyword!), gtin })).toEqual({
      catalogItemId: 7,
      keyword: 'a b',
      gtin: null,
      mode: 'browse',
    });
  });
});

describe('uploadRegisterPath', () => {
  it('writes every placeholder when the catalog has no search', () => {
    expect(uploadRegisterPath()).toBe('/catalog/0/-/-/uploadregister');
    expect(uploadRegisterPath({ keyword: '  ' })).toBe('/catalog/0/-/-/uploadregister');
  });

  it("keeps the catalog's search, encoded", () => {
    expect(uploadRegisterPath({ keyword: 'oat milk' })).toBe('/catalog/0/oat%20milk/-/uploadregister');
    expect(uploadRegisterPath({ catalogItemId: 12, gtin: '00012345678905' })).toBe(
      '/catalog/12/-/00012345678905/uploadregister',
    );
  });
});
