import { expect } from 'vitest';
import type { CatalogRow, CatalogSuggestion, Page } from '@tradepool/domain';
import { expectOwnerSees, type MatrixCases } from '../../test/access-matrix.js';
import { insertTestItems } from '../../test/catalog-bulk-items.js';
import type { TestApp } from '../../test/test-app.js';
import { catalogItemAttributes, uniqueGtin } from '../../test/catalog-items.js';

/** An item of Greenfield Provisions (a publisher-subscriber), created once per test app, that Northwind must not reach. */
/** Greenfield's admin, who owns the item, and Northwind's, who must not reach it. */
const LOGINS = { owner: 'pubsub.admin', outsider: 'pub.admin' };

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

const greenfieldDeleted = new WeakMap<TestApp, Promise<string>>();

/** A deleted item of Greenfield's, for the Deleted tab's searches. */
function greenfieldDeletedGtin(t: TestApp): Promise<string> {
  let gtin = greenfieldDeleted.get(t);
  if (!gtin) {
    gtin = (async () => {
      const pubsub = await t.context.db
        .selectFrom('company')
        .select('id')
        .where('name', '=', 'Greenfield Provisions')
        .executeTakeFirstOrThrow();
      const [id] = await insertTestItems(t.context.db, pubsub.id, 1, { gln: '0893076000018', firstSerial: 971 });
      const row = await t.context.db
        .updateTable('catalog_item')
        .set({ deleted: 1 })
        .where('id', '=', id!)
        .returning('gtin')
        .executeTakeFirstOrThrow();
      return row.gtin;
    })();
    greenfieldDeleted.set(t, gtin);
  }
  return gtin;
}

/**
 * Northwind's admin asks for Greenfield's item by id: 404, and Greenfield's item is unchanged; a read is
 * answered to Greenfield's admin (a delete is not tried by the owner: it would take the item away).
 */
function notFoundForNorthwind(method: 'GET' | 'DELETE', url: (id: number) => string) {
  return {
    async check(t: TestApp) {
      const { id } = await greenfieldItem(t);
      const call = async (token: string) => (await t.call({ method, url: url(id), token })).status;
      if (method === 'GET') await expectOwnerSees(t, LOGINS, call, (status) => status === 200);
      expect(await call(await t.signIn('pub.admin'))).toBe(404);
      const row = await t.context.db
        .selectFrom('catalog_item')
        .select('deleted')
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
      expect(row.deleted).toBe(0);
    },
  };
}

/** Northwind's admin searching for Greenfield's GTIN finds nothing; Greenfield's admin finds it. */
function searchFindsNothing(url: string, greenfieldGtin: (t: TestApp) => Promise<string>) {
  return {
    async check(t: TestApp) {
      const gtin = await greenfieldGtin(t);
      await expectOwnerSees(
        t,
        LOGINS,
        (token) => t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload: { gtin } }),
        (res) => res.status === 200 && res.body.data!.totalRows === 1,
      );
      const token = await t.signIn('pub.admin');
      const all = await t.call<Page<CatalogRow>>({ method: 'POST', url, token, payload: { rowCount: 500 } });
      expect(all.body.data!.results.some((r) => r.gtin === gtin)).toBe(false);
    },
  };
}

export const accessCases: MatrixCases = {
  'POST /mds/app/catalogs/search': {
    request: { method: 'POST', url: '/mds/app/catalogs/search', payload: {} },
    crossTenant: searchFindsNothing('/mds/app/catalogs/search', async (t) => (await greenfieldItem(t)).gtin),
  },
  'POST /mds/app/catalogs/searchDeleted': {
    request: { method: 'POST', url: '/mds/app/catalogs/searchDeleted', payload: {} },
    crossTenant: searchFindsNothing('/mds/app/catalogs/searchDeleted', greenfieldDeletedGtin),
  },
  'GET /mds/app/catalogs/partialCatalog': {
    request: { method: 'GET', url: '/mds/app/catalogs/partialCatalog?keyword=oat' },
    crossTenant: {
      async check(t) {
        const { id } = await greenfieldItem(t);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<CatalogSuggestion[]>({
              method: 'GET',
              url: '/mds/app/catalogs/partialCatalog?keyword=Greenfield%20secret',
              token,
            }),
          (res) => res.status === 200 && res.body.data!.some((s) => s.catalogItemId === id),
        );
      },
    },
  },
  'GET /mds/app/catalogs/searchPartialDeleted': {
    request: { method: 'GET', url: '/mds/app/catalogs/searchPartialDeleted?keyword=oat' },
    crossTenant: {
      async check(t) {
        const gtin = await greenfieldDeletedGtin(t);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<CatalogSuggestion[]>({
              method: 'GET',
              url: `/mds/app/catalogs/searchPartialDeleted?keyword=${gtin}`,
              token,
            }),
          (res) => res.body.data!.length > 0,
        );
      },
    },
  },
  'GET /mds/app/catalogs/brands': {
    request: { method: 'GET', url: '/mds/app/catalogs/brands' },
    crossTenant: {
      async check(t) {
        await greenfieldItem(t);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call<{ brands: string[] }>({ method: 'GET', url: '/mds/app/catalogs/brands', token }),
          (res) => res.body.data!.brands.includes('Greenfield Test Brand'),
        );
      },
    },
  },
  'GET /mds/app/catalogs/authors': {
    request: { method: 'GET', url: '/mds/app/catalogs/authors' },
    crossTenant: {
      async check(t, ids) {
        await greenfieldItem(t);
        await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<{ authors: { userId: number }[] }>({ method: 'GET', url: '/mds/app/catalogs/authors', token }),
          (res) => res.body.data!.authors.some((a) => a.userId === ids['pubsub.admin']),
        );
      },
    },
  },
  'GET /mds/app/catalogs/processingErrors': {
    request: { method: 'GET', url: '/mds/app/catalogs/processingErrors' },
    crossTenant: {
      async check(t) {
        const { id } = await greenfieldItem(t);
        await t.context.db.updateTable('catalog_item').set({ status: 9 }).where('id', '=', id).execute();
        await expectOwnerSees(
          t,
          LOGINS,
          (token) =>
            t.call<{ count: number; items: CatalogRow[] }>({
              method: 'GET',
              url: '/mds/app/catalogs/processingErrors',
              token,
            }),
          (res) => res.body.data!.items.some((r) => r.catalogItemId === id),
        );
        await t.context.db.updateTable('catalog_item').set({ status: 1 }).where('id', '=', id).execute();
      },
    },
  },
  'GET /mds/app/catalogs/getCatalogItemDetails/:catalogItemId': {
    request: { method: 'GET', url: '/mds/app/catalogs/getCatalogItemDetails/1' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/getCatalogItemDetails/${id}`),
  },
  'GET /mds/app/catalogs/:catalogItemId/history': {
    request: { method: 'GET', url: '/mds/app/catalogs/1/history' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/${id}/history`),
  },
  'GET /mds/app/catalogs/:catalogItemId/history/:version/compare': {
    request: { method: 'GET', url: '/mds/app/catalogs/1/history/1/compare' },
    crossTenant: notFoundForNorthwind('GET', (id) => `/mds/app/catalogs/${id}/history/1/compare`),
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
        await expectOwnerSees(
          t,
          LOGINS,
          (token) => t.call({ method: 'POST', url: '/mds/app/catalogs/checkItemExists', token, payload: { gtin } }),
          (res) => res.body.data === '1',
        );
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
