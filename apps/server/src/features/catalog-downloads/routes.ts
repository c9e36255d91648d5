import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CATALOG_DOWNLOAD_TYPE,
  PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE,
  catalogDownloadIdParamsSchema,
  catalogDownloadLimitsSchema,
  catalogDownloadQuerySchema,
  catalogSearchSchema,
  envelopeOf,
  pageOf,
  scheduleDownloadQuerySchema,
  scheduleDownloadResultSchema,
  scheduleWholeDownloadQuerySchema,
  scheduledDownloadSchema,
  scheduledRequestsPageSchema,
  templateDownloadQuerySchema,
  type CatalogDownloadType,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { sendFile, sendStored } from '../../http/send-file.js';
import {
  completedRequests,
  directDownload,
  downloadLimits,
  publisherItemsReports,
  scheduleDownload,
  scheduledRequests,
  storedReport,
  templateDownload,
  type CatalogSearchInput,
  type DownloadSelection,
} from './service.js';
import { schedulePublisherItemsReport } from './publisher-items-report.js';
import { authorizePublisherItemsReport } from './report-access.js';

const selectionOf = (ids: number[] | undefined, body: CatalogSearchInput | undefined): DownloadSelection =>
  ids ? { ids } : { search: body ?? catalogSearchSchema.parse({}) };

export function registerCatalogDownloadRoutes(app: FastifyInstance, { db, config, handle, files }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const view = { access: access.reads('CATALOG_VIEW') };
  const schedule = { access: access.schedulesReport('CATALOG_VIEW') };

  const direct = (type: CatalogDownloadType, method: 'GET' | 'POST', url: string, summary: string) =>
    r.route({
      method,
      url,
      config: view,
      schema: {
        tags: ['catalog downloads'],
        summary,
        querystring: catalogDownloadQuerySchema,
        ...(method === 'POST' ? { body: catalogSearchSchema.optional() } : {}),
      },
      handler: async (request, reply) => {
        const body = (request.body ?? undefined) as CatalogSearchInput | undefined;
        const selection = selectionOf(request.query.ids, body);
        return sendFile(reply, await directDownload(db, config, principalOf(request), type, selection));
      },
    });

  const spreadsheet = 'The catalog spreadsheet (.xlsm) of the items `ids` (dot-joined), or of the search in the body';
  const itemGrid = 'The item status grid (.xlsx) of the items `ids` (dot-joined), or of the search in the body';
  direct(CATALOG_DOWNLOAD_TYPE.spreadsheet, 'POST', '/catalogs/download/spreadsheet/catalog', spreadsheet);
  direct(CATALOG_DOWNLOAD_TYPE.spreadsheet, 'GET', '/catalogs/download/spreadsheet', spreadsheet);
  direct(CATALOG_DOWNLOAD_TYPE.itemStatus, 'POST', '/catalogs/download/itemgrid/catalog', itemGrid);
  direct(CATALOG_DOWNLOAD_TYPE.itemStatus, 'POST', '/catalogs/download/itemgrid', itemGrid);

  r.get('/gdsn/download/template', {
    config: view,
    schema: {
      tags: ['catalog downloads'],
      summary:
        'The GTIN template: the catalog spreadsheet columns with no items, instructions and code lists; then a ' +
        'column per attribute of the GS1 modules `modules` names (dot-joined), row 2 its place in the tradeItem',
      querystring: templateDownloadQuerySchema,
    },
    handler: async (request, reply) => sendFile(reply, await templateDownload(config, request.query.modules)),
  });

  r.get('/catalogs/download/limits', {
    config: view,
    schema: {
      tags: ['catalog downloads'],
      summary: 'Most items a direct download holds; larger selections are scheduled',
      response: { 200: envelopeOf(catalogDownloadLimitsSchema) },
    },
    handler: async () => ok(downloadLimits(config)),
  });

  r.get('/catalogs/download/schedule', {
    config: schedule,
    schema: {
      tags: ['catalog downloads'],
      summary:
        "Schedule a report of the whole catalog, or (downloadType 4, the configured company's publishers only) " +
        "the publisher items report: 'success', or 'duplicate' when one is already waiting",
      querystring: scheduleWholeDownloadQuerySchema,
      response: { 200: envelopeOf(scheduleDownloadResultSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { downloadType } = request.query;
      if (downloadType !== PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE) {
        return ok(await scheduleDownload(handle, principal, downloadType, null));
      }
      await authorizePublisherItemsReport(db, config, principal);
      return ok(await schedulePublisherItemsReport(handle, principal));
    },
  });

  r.post('/catalogs/download/schedule', {
    config: schedule,
    schema: {
      tags: ['catalog downloads'],
      summary: "Schedule a report of the items the search in the body matches: 'success' or 'duplicate'",
      querystring: scheduleDownloadQuerySchema,
      body: catalogSearchSchema,
      response: { 200: envelopeOf(scheduleDownloadResultSchema) },
    },
    handler: async (request) =>
      ok(await scheduleDownload(handle, principalOf(request), request.query.downloadType, request.body)),
  });

  r.get('/catalogs/download/scheduledrequests', {
    config: view,
    schema: {
      tags: ['catalog downloads'],
      summary: "Reports waiting or running in the caller's company, newest first, with progress",
      response: { 200: envelopeOf(z.array(scheduledDownloadSchema)) },
    },
    handler: async (request) => ok(await scheduledRequests(db, principalOf(request))),
  });

  r.post('/catalogs/download/scheduledrequests/pub', {
    config: { access: access.reads('CATALOG_PUBLISH') },
    schema: {
      tags: ['catalog downloads'],
      summary:
        "The publisher items reports of the caller's company (the configured company's publishers only), " +
        'newest first, a page at a time (pageNumber from 0)',
      body: scheduledRequestsPageSchema,
      response: { 200: envelopeOf(pageOf(scheduledDownloadSchema)) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      await authorizePublisherItemsReport(db, config, principal);
      return ok(await publisherItemsReports(db, principal, request.body));
    },
  });

  r.get('/catalogs/download/completedrequests', {
    config: view,
    schema: {
      tags: ['catalog downloads'],
      summary: 'Finished reports (and failed ones, with the reason), most recent first',
      response: { 200: envelopeOf(z.array(scheduledDownloadSchema)) },
    },
    handler: async (request) => ok(await completedRequests(db, principalOf(request))),
  });

  r.get('/catalogs/download/file/:catalogDownloadId', {
    config: view,
    schema: {
      tags: ['catalog downloads'],
      summary: "A finished report's file (the caller's company only)",
      params: catalogDownloadIdParamsSchema,
    },
    handler: async (request, reply) =>
      sendStored(reply, await storedReport(db, config, files, principalOf(request), request.params.catalogDownloadId)),
  });
}
