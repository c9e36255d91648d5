import { expect } from 'vitest';
import type { CatalogRow, CatalogSuggestion, Page } from '@tradepool/domain';
import type { MatrixCases } from '../../test/access-matrix.js';
import type { TestApp } from '../../test/test-app.js';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';

/** An item of Greenfield Provisions (a publisher-subscriber), created once per test app, that Northwind must not reach. */
const greenfieldItems = new WeakMap<TestApp, Promise<{ id: number; gtin: string }>>();

function greenfieldItem(t: TestApp): Promise<{ id: number; gtin: string }> {
  let item = greenfieldItems.get(t);
  if (!item) {
    item = (async () => {
      const token = await t.signIn('pubsub.admin');
      const gtin = uniqueGtin();
      const saved = await t.call({
        method: 'POST',
        url: '/mds/app/catalogs',
        token,
        payload: { attributes: catalogItemAttributes(gtin, { Descriptions1E: 'Greenfield secret oats' }) },
      });
      expect(saved.status).toBe(200);
      const found = await t.call<Page<CatalogRow>>({
        method: 'POST',
        url: '/mds/app/catalogs/search',
        token,
        payload: { gtin },
      });
      return { id: found.body.data!.results[0]!.catalogItemId, gtin };
    })();
    greenfieldItems.set(t, item);
  }
  return item;
}

/** Northwind's admin asks for Greenfield's item by id: 404, and Greenfield's item is unchanged. */
function notFoundForNorthwind(method: 'GET' | 'DELETE', url: (id: number) => string) {
  return {
    async check(t: TestApp) {
      const { id } = await greenfieldItem(t);
      const token = await t.signIn('pub.admin');
      const res = await t.call({ method, url: url(id), token });
      expect(res.status).toBe(404);
      const row = await t.context.db
        .selectFrom('catalog_item')
        .select('deleted')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.deleted).toBe(0);
    },
  };
}

/** Northwind's admin searching for Greenfield's GTIN finds nothing. */
function searchFindsNothing(url: string) {
  return {
    async check(t: TestApp) {
      const { gtin } = await greenfieldItem(t);
      const token = await t.signIn('pub.admin');
      const res = await t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload: { gtin } });
      expect(res.status).toBe(200);
      expect(res.body.data!.totalRows).toBe(0);
      const all = await t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload: { rowCount: 500 } });
      expect(all.body.data!.results.some((r) => r.gtin === gtin)).toBe(false);
    },
  };
}

export const accessCases: MatrixCases = {
  'POST /mds/app/catalogs/search': {
    request: { method: 'POST', url: '/mds/app/catalogs/search', payload: {} },
    crossTenant: searchFindsNothing('/mds/app/catalogs/search'),
  },
  'POST /mds/app/catalogs/searchDeleted': {
    request: { method: 'POST', url: '/mds/app/catalogs/searchDeleted', payload: {} },
    crossTenant: searchFindsNothing('/mds/app/catalogs/searchDeleted'),
  },
  'GET /mds/app/catalogs/partialCatalog': {
    request: { method: 'GET', url: '/mds/app/catalogs/partialCatalog?keyword=oat' },
    crossTenant: {
      async check(t) {
        await greenfieldItem(t);
        const token = await t.signIn('pub.admin');
        const res = await t.call<CatalogSuggestion[]>({
          method: 'GET',
          url: '/mds/app/catalogs/partialCatalog?keyword=Greenfield%20secret',
          token,
        });
        expect(res.status).toBe(200);
        expect(res.body.data).toEqual([]);
      },
    },
  },
  'GET /mds/app/catalogs/searchPartialDeleted': {
    request: { method: 'GET', url: '/mds/app/catalogs/searchPartialDeleted?keyword=oat' },
    crossTenant: {
      async check(t, ids) {
        const rows = await t.context.db
          .selectFrom('catalog_item')
          .select('gtin')
          .where('company_id', '<>', ids.publisher!)
          .where('deleted', '=', 1)
          .execute();
        const token = await t.signIn('pub.admin');
        for (const { gtin } of rows.slice(0, 5)) {
          const res = await t.call<CatalogSuggestion[]>({
            method: 'GET',
            url: `/mds/app/catalogs/searchPartialDeleted?keyword=${gtin}`,
            token,
          });
          expect(res.body.data).toEqual([]);
        }
      },
    },
  },
  'GET /mds/app/catalogs/brands': {
    request: { method: 'GET', url: '/mds/app/catalogs/brands' },
    crossTenant: {
      async check(t) {
        await greenfieldItem(t);
        const token = await t.signIn('pub.admin');
        const res = await t.call<{ brands: string[] }>({ method: 'GET', url: '/mds/app/catalogs/brands', token });
        expect(res.body.data!.brands).not.toContain('Greenfield Test Brand');
      },
    },
  },
  'GET /mds/app/catalogs/authors': {
    request: { method: 'GET', url: '/mds/app/catalogs/authors' },
    crossTenant: {
      async check(t, ids) {
        await greenfieldItem(t);
        const token = await t.signIn('pub.admin');
        const res = await t.call<{ authors: { userId: number }[] }>({
          method: 'GET',
          url: '/mds/app/catalogs/authors',
          token,
        });
        expect(res.body.data!.authors.map((a) => a.userId)).not.toContain(ids['pubsub.admin']);
      },
    },
  },
  'GET /mds/app/catalogs/processingErrors': {
    request: { method: 'GET', url: '/mds/app/catalogs/processingErrors' },
    crossTenant: {
      async check(t) {
        const { id } = await greenfieldItem(t);
        await t.context.db.updateTable('catalog_item').set({ status: 9 }).where('id', '=', id).execute();
        const token = await t.signIn('pub.admin');
        const res = await t.call<{ count: number; items: CatalogRow[] }>({
          method: 'GET',
          url: '/mds/app/catalogs/processingErrors',
          token,
        });
        expect(res.body.data!.items.some((r) => r.catalogItemId === id)).toBe(false);
        await t.context.db.updateTable('catalog_item').set({ status: 1 }).where('id', '=', id).execute();
      },
    },
  },
  'GET /mds/app/catalogs/getCatalogItemDetails/:catalogItemId': {
    request: { method: 'GET', url: '/mds/app/catalogs/getCatalogItemDetails/1' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/getCatalogItemDetails/${id}`),
  },
  'POST /mds/app/catalogs': {
    request: { method: 'POST', url: '/mds/app/catalogs', payload: { attributes: {} } },
    crossTenant: {
      async check(t) {
        const { id, gtin } = await greenfieldItem(t);
        const token = await t.signIn('pub.admin');
        const res = await t.call({
          method: 'POST',
          url: '/mds/app/catalogs',
          token,
          payload: { catalogItemId: id, attributes: catalogItemAttributes(gtin, { Descriptions1E: 'Taken over' }) },
        });
        expect(res.status).toBe(404);
        const detail = await t.context.db
          .selectFrom('catalog_item')
          .select('description')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(detail.description).toBe('Greenfield secret oats');
      },
    },
  },
  'POST /mds/app/catalogs/checkItemExists': {
    request: { method: 'POST', url: '/mds/app/catalogs/checkItemExists', payload: { gtin: '00614141000012' } },
    crossTenant: {
      async check(t) {
        const { gtin } = await greenfieldItem(t);
        const token = await t.signIn('pub.admin');
        const res = await t.call({
          method: 'POST',
          url: '/mds/app/catalogs/checkItemExists',
          token,
          payload: { gtin },
        });
        expect(res.body.data).toBe('0');
      },
    },
  },
  'DELETE /mds/app/catalogs': {
    request: { method: 'DELETE', url: '/mds/app/catalogs?Ids=1' },
    crossTenant: notFoundForNorthwind('DELETE', (id) => `/mds/app/catalogs?Ids=${id}`),
  },
  'GET /mds/app/catalogs/getHierarchy/:catalogItemId': {
    request: { method: 'GET', url: '/mds/app/catalogs/getHierarchy/1' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/getHierarchy/${id}`),
  },
  'GET /mds/app/catalogs/getParentHierarchy': {
    request: { method: 'GET', url: '/mds/app/catalogs/getParentHierarchy?parentCatalogItemId=1' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/getParentHierarchy?parentCatalogItemId=${id}`),
  },
  'GET /mds/app/catalogs/getComponent/:catalogItemId': {
    request: { method: 'GET', url: '/mds/app/catalogs/getComponent/1' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/getComponent/${id}`),
  },
};
