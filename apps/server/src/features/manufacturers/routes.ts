import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  manufacturerEditSchema,
  manufacturerPageSchema,
  manufacturerSchema,
  manufacturerSearchSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { editManufacturer, searchManufacturerPage } from './service.js';

export function registerManufacturerRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/manufacturer/search', {
    // Spec point 2: a food-service company's manufacturers, a buyer's tool (issue 35).
    config: { access: access.forBuyers(access.reads('USER_ACCOUNT_MANAGE', 'USER_ACCOUNT_VIEW')) },
    schema: {
      tags: ['manufacturers'],
      summary: "A page of the company's manufacturers (also the search box typeahead)",
      body: manufacturerSearchSchema,
      response: { 200: envelopeOf(manufacturerPageSchema) },
    },
    handler: async (request) => ok(await searchManufacturerPage(db, principalOf(request), request.body)),
  });

  r.put('/manufacturer/editManufacturerDetails', {
    config: { access: access.forBuyers(access.writes('USER_ACCOUNT_MANAGE')) },
    schema: {
      tags: ['manufacturers'],
      summary: "Update a manufacturer's info provider GLN, confirmation and contact details",
      body: manufacturerEditSchema,
      response: { 200: envelopeOf(manufacturerSchema) },
    },
    handler: async (request) => ok(await editManufacturer(db, principalOf(request), request.body)),
  });
}
