import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countrySchema, envelopeOf } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import countries from '../../resources/countries.json' with { type: 'json' };

export function registerResourceRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/resources/countries_en.json', {
    config: { access: access.public() },
    schema: {
      tags: ['resources'],
      summary: 'Countries (ISO 3166 numeric, 840 and 124 first) with their states',
      response: { 200: envelopeOf(z.array(countrySchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok(countries);
    },
  });
}
