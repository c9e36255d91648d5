import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, globalSearchFilterSchema, globalSearchPageSchema } from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { globalSearch } from './service.js';

/** Spec point 6: the buyer's received items are CATALOG_SUBSCRIBE's; the search reads the caller's company's only. */
const SUBSCRIBE = access.reads('CATALOG_SUBSCRIBE');

/** Spec point 7, `catalogs/globalsearch/publisherItemsList`: the global search of spec point 2. */
export function registerGlobalSearchRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/catalogs/globalsearch/publisherItemsList', {
    config: { access: SUBSCRIBE },
    schema: {
      tags: ['global search'],
      summary: "The buyer's received items from all its publishers, misspelt descriptions and brands found too",
      body: globalSearchFilterSchema,
      response: { 200: envelopeOf(globalSearchPageSchema) },
    },
    handler: async (request) => ok(await globalSearch(db, principalOf(request), request.body)),
  });
}
