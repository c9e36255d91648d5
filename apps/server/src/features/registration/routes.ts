import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  failedItemsDownloadSchema,
  registerRequestSchema,
  registerResultSchema,
  registrationAuthorSchema,
  registrationErrorsSchema,
  registrationPageSchema,
  registrationSearchSchema,
  registrationStatusOptionSchema,
  registrationTotalsSchema,
  idDigits,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { sendFile } from '../../http/send-file.js';
import { failedItemsWorkbook } from './failed-items.js';
import { authors, registerItems, registrationErrors, searchRegistrations, statuses, totals } from './service.js';

const BASE = '/gdsn/tradeitems/registration';

export function registerRegistrationRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const manage = { access: access.reads('CATALOG_MANAGE') };
  const tags = ['registration'];

  r.get(`${BASE}/totals`, {
    config: manage,
    schema: {
      tags,
      summary: 'Items ready, rejected, submitted and registered',
      response: { 200: envelopeOf(registrationTotalsSchema) },
    },
    handler: async (request) => ok(await totals(db, principalOf(request))),
  });

  r.get(`${BASE}/statuses`, {
    config: manage,
    schema: {
      tags,
      summary: 'The registration statuses the filter offers',
      response: { 200: envelopeOf(z.array(registrationStatusOptionSchema)) },
    },
    handler: async () => ok(statuses()),
  });

  r.get(`${BASE}/authors`, {
    config: manage,
    schema: {
      tags,
      summary: 'Who last changed the items (the author filter)',
      response: { 200: envelopeOf(z.array(registrationAuthorSchema)) },
    },
    handler: async (request) => ok(await authors(db, principalOf(request))),
  });

  r.post(BASE, {
    config: manage,
    schema: {
      tags,
      summary:
        'The registration list: status, author, dates, keyword; 90 days, 20 rows, lastUpdated descending by default',
      body: registrationSearchSchema,
      response: { 200: envelopeOf(registrationPageSchema) },
    },
    handler: async (request) => ok(await searchRegistrations(db, principalOf(request), request.body)),
  });

  r.post(`${BASE}/register`, {
    config: { access: access.forGdsn(access.writes('CATALOG_MANAGE')) },
    schema: {
      tags,
      summary: 'Send Validated items to the Global Registry (an RCI each); all or nothing',
      body: registerRequestSchema,
      response: { 200: envelopeOf(registerResultSchema) },
    },
    handler: async (request) => ok(await registerItems(db, principalOf(request), request.body.catalogItemIds)),
  });

  r.get(`${BASE}/:catalogItemId/errors`, {
    config: manage,
    schema: {
      tags,
      summary: "Why an item failed: GDSN validation rules and the registry's reasons, with the upload row",
      params: z.object({ catalogItemId: idDigits() }),
      response: { 200: envelopeOf(registrationErrorsSchema) },
    },
    handler: async (request) => ok(await registrationErrors(db, principalOf(request), request.params.catalogItemId)),
  });

  r.post('/catalogs/getCatalogFailedItems', {
    config: manage,
    schema: {
      tags,
      summary: 'The failed items as `<MM-DD-YYYY>_catalog_failed.xlsm`: the catalog layout plus their errors',
      body: failedItemsDownloadSchema,
    },
    handler: async (request, reply) =>
      sendFile(reply, await failedItemsWorkbook(db, config, principalOf(request), request.body)),
  });
}
