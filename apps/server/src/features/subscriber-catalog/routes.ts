import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  brandListSchema,
  catalogDownloadQuerySchema,
  catalogSuggestionSchema,
  catalogSuggestQuerySchema,
  envelopeOf,
  receivedItemDetailSchema,
  receivedItemParamsSchema,
  receivedVersionPageSchema,
  receivedVersionsQuerySchema,
  scheduleDownloadResultSchema,
  subscriberCatalogPageSchema,
  subscriberCatalogSearchSchema,
  subscriberPublisherListSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { sendFile } from '../../http/send-file.js';
import {
  receivedItemDetail,
  scheduleSubscriberReport,
  searchSubscriberCatalog,
  subscriberBrands,
  subscriberPublishers,
  subscriberSpreadsheet,
  suggestReceived,
} from './service.js';
import { receivedVersions } from './received-versions.js';

const SUBSCRIBE = access.reads('CATALOG_SUBSCRIBE');
const tags = ['subscriber catalog'];
const BASE = '/catalogs/subscriber';

/**
 * Spec point 2, "Subscriber catalog": the items the caller's company received by CIN, from every publisher.
 * The spec names no calls for it; these follow the supplier catalog's (`catalogs/search`, `partialCatalog`,
 * `brands`, `getCatalogItemDetails`, `download/...`) under `catalogs/subscriber`. Scheduled reports are
 * listed and fetched through the catalog's `catalogs/download/scheduledrequests`, `completedrequests` and
 * `file/{id}`, where they show as type 3.
 */
export function registerSubscriberCatalogRoutes(app: FastifyInstance, { db, config, handle }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(`${BASE}/search`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'A page of the received items; modifiedTime (the latest CIN) descending by default',
      body: subscriberCatalogSearchSchema,
      response: { 200: envelopeOf(subscriberCatalogPageSchema) },
    },
    handler: async (request) => ok(await searchSubscriberCatalog(db, principalOf(request), request.body)),
  });

  r.get(`${BASE}/partial`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'Typeahead over received items: GTIN, product code or description (20 at most)',
      querystring: catalogSuggestQuerySchema,
      response: { 200: envelopeOf(z.array(catalogSuggestionSchema)) },
    },
    handler: async (request) => ok(await suggestReceived(db, principalOf(request), request.query.keyword)),
  });

  r.get(`${BASE}/brands`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The brands among the received items (the brand filter)',
      response: { 200: envelopeOf(brandListSchema) },
    },
    handler: async (request) => ok(await subscriberBrands(db, principalOf(request))),
  });

  r.get(`${BASE}/publishers`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The publishers (information provider GLN and company name) the items came from',
      response: { 200: envelopeOf(subscriberPublisherListSchema) },
    },
    handler: async (request) => ok(await subscriberPublishers(db, principalOf(request))),
  });

  r.get(`${BASE}/:receivedItemId`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'One received item, read-only: attributes, section arrays, hierarchy and CIC history',
      params: receivedItemParamsSchema,
      response: { 200: envelopeOf(receivedItemDetailSchema) },
    },
    handler: async (request) => ok(await receivedItemDetail(db, principalOf(request), request.params.receivedItemId)),
  });

  r.get(`${BASE}/:receivedItemId/versions`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'A page of the CINs that brought the received item, newest first: when, which version, which command',
      params: receivedItemParamsSchema,
      querystring: receivedVersionsQuerySchema,
      response: { 200: envelopeOf(receivedVersionPageSchema) },
    },
    handler: async (request) =>
      ok(await receivedVersions(db, principalOf(request), request.params.receivedItemId, request.query)),
  });

  r.post(`${BASE}/download/spreadsheet`, {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The _catalog_subscriber.xlsm of the received items `ids` (dot-joined), or of the search in the body',
      querystring: catalogDownloadQuerySchema,
      body: subscriberCatalogSearchSchema.optional(),
    },
    handler: async (request, reply) => {
      const ids = request.query.ids;
      const selection = ids ? { ids } : { search: request.body ?? subscriberCatalogSearchSchema.parse({}) };
      return sendFile(reply, await subscriberSpreadsheet(db, config, principalOf(request), selection));
    },
  });

  r.post(`${BASE}/download/schedule`, {
    config: { access: access.schedulesReport('CATALOG_SUBSCRIBE') },
    schema: {
      tags,
      summary: "Schedule the _catalog_subscriber.xlsm of the search in the body: 'success' or 'duplicate'",
      body: subscriberCatalogSearchSchema,
      response: { 200: envelopeOf(scheduleDownloadResultSchema) },
    },
    handler: async (request) => ok(await scheduleSubscriberReport(handle, principalOf(request), request.body)),
  });
}
