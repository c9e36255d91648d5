import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorListSchema,
  brandListSchema,
  catalogComponentsSchema,
  catalogDeleteQuerySchema,
  catalogIdParamsSchema,
  catalogItemDetailSchema,
  catalogItemKeySchema,
  catalogPageSchema,
  catalogSaveSchema,
  catalogSearchSchema,
  catalogSuggestionSchema,
  catalogSuggestQuerySchema,
  envelopeOf,
  hierarchyNodeSchema,
  itemHistoryPageSchema,
  itemHistoryQuerySchema,
  itemVersionCompareSchema,
  itemVersionParamsSchema,
  pageOf,
  parentHierarchyQuerySchema,
  processingErrorsSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { catalogComponents, catalogHierarchy, parentHierarchies } from './hierarchy.js';
import { compareItemVersion, itemHistory } from './item-history.js';
import {
  catalogAuthors,
  catalogBrands,
  catalogItemDetail,
  catalogItemExists,
  deleteCatalogItems,
  processingErrors,
  saveCatalogItem,
  searchCatalog,
  suggestCatalog,
} from './service.js';

const VIEW = access.reads('CATALOG_VIEW');
const MANAGE = access.writes('CATALOG_MANAGE');
const tags = ['catalog'];

export function registerCatalogRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/catalogs/search', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'A page of the active catalog (spec point 3, "Catalog item search"); modifiedTime descending by default',
      body: catalogSearchSchema,
      response: { 200: envelopeOf(catalogPageSchema) },
    },
    handler: async (request) => ok(await searchCatalog(db, principalOf(request), request.body, 0)),
  });

  r.post('/catalogs/searchDeleted', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'A page of the Deleted tab (send sortBy actionTime, sortDesc true for its default order)',
      body: catalogSearchSchema,
      response: { 200: envelopeOf(catalogPageSchema) },
    },
    handler: async (request) => ok(await searchCatalog(db, principalOf(request), request.body, 1)),
  });

  r.get('/catalogs/partialCatalog', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'Typeahead over active items: GTIN, product code or description (20 at most)',
      querystring: catalogSuggestQuerySchema,
      response: { 200: envelopeOf(z.array(catalogSuggestionSchema)) },
    },
    handler: async (request) => ok(await suggestCatalog(db, principalOf(request), request.query.keyword, 0)),
  });

  r.get('/catalogs/searchPartialDeleted', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'Typeahead over deleted items',
      querystring: catalogSuggestQuerySchema,
      response: { 200: envelopeOf(z.array(catalogSuggestionSchema)) },
    },
    handler: async (request) => ok(await suggestCatalog(db, principalOf(request), request.query.keyword, 1)),
  });

  r.get('/catalogs/brands', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: "The brands of the company's active items",
      response: { 200: envelopeOf(brandListSchema) },
    },
    handler: async (request) => ok(await catalogBrands(db, principalOf(request))),
  });

  r.get('/catalogs/authors', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: "Who created the company's items (the author filter)",
      response: { 200: envelopeOf(authorListSchema) },
    },
    handler: async (request) => ok(await catalogAuthors(db, principalOf(request))),
  });

  r.get('/catalogs/processingErrors', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'How many items failed processing (status 9) and the latest 25 of them',
      response: { 200: envelopeOf(processingErrorsSchema) },
    },
    handler: async (request) => ok(await processingErrors(db, principalOf(request))),
  });

  r.get('/catalogs/getCatalogItemDetails/:catalogItemId', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'One item: attributes, section arrays, missing required attributes, children and parents',
      params: catalogIdParamsSchema,
      response: { 200: envelopeOf(catalogItemDetailSchema) },
    },
    handler: async (request) => ok(await catalogItemDetail(db, principalOf(request), request.params.catalogItemId)),
  });

  r.get('/catalogs/:catalogItemId/history', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: "A page of the item's versions (newest first): who, when, how, and each attribute changed, old → new",
      params: catalogIdParamsSchema,
      querystring: itemHistoryQuerySchema,
      response: { 200: envelopeOf(itemHistoryPageSchema) },
    },
    handler: async (request) =>
      ok(await itemHistory(db, principalOf(request), request.params.catalogItemId, request.query)),
  });

  r.get('/catalogs/:catalogItemId/history/:version/compare', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'A version of the item beside the item now: every attribute that differs, the version → today',
      params: itemVersionParamsSchema,
      response: { 200: envelopeOf(itemVersionCompareSchema) },
    },
    handler: async (request) =>
      ok(await compareItemVersion(db, principalOf(request), request.params.catalogItemId, request.params.version)),
  });

  r.post('/catalogs', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: "Save an item (create from the 4 keys, or replace its attributes and children); '1' on success",
      body: catalogSaveSchema,
      response: { 200: envelopeOf(z.literal('1')) },
    },
    handler: async (request) => {
      await saveCatalogItem(db, principalOf(request), request.body);
      return ok('1' as const);
    },
  });

  r.post('/catalogs/checkItemExists', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: "'1' when an active item of your company has this GTIN and target market, else '0'",
      body: catalogItemKeySchema,
      response: { 200: envelopeOf(z.enum(['0', '1'])) },
    },
    handler: async (request) => ok((await catalogItemExists(db, principalOf(request), request.body)) ? '1' : '0'),
  });

  r.delete('/catalogs', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Move items to the Deleted tab (Ids joined by dots); answers how many',
      querystring: catalogDeleteQuerySchema,
      response: { 200: envelopeOf(z.number().int()) },
    },
    handler: async (request) => ok(await deleteCatalogItems(db, principalOf(request), request.query.Ids)),
  });

  r.get('/catalogs/getHierarchy/:catalogItemId', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'The item with every level below it, and its direct parents',
      params: catalogIdParamsSchema,
      response: { 200: envelopeOf(hierarchyNodeSchema) },
    },
    handler: async (request) => ok(await catalogHierarchy(db, principalOf(request), request.params.catalogItemId)),
  });

  r.get('/catalogs/getParentHierarchy', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'The whole hierarchies an item sits in, from their top items, 10 per page',
      querystring: parentHierarchyQuerySchema,
      response: { 200: envelopeOf(pageOf(hierarchyNodeSchema)) },
    },
    handler: async (request) => ok(await parentHierarchies(db, principalOf(request), request.query)),
  });

  r.get('/catalogs/getComponent/:catalogItemId', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: "The item's next lower level with each component's values",
      params: catalogIdParamsSchema,
      response: { 200: envelopeOf(catalogComponentsSchema) },
    },
    handler: async (request) => ok(await catalogComponents(db, principalOf(request), request.params.catalogItemId)),
  });
}
