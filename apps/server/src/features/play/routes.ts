import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, playEntrySchema as entry, playNameSchema, playWriteSchema as body } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { deleteEntry, readEntry, writeEntry } from './service.js';

const params = z.object({ name: playNameSchema });

export function registerPlayRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { config: { access: access.signedIn() } };
  const writing = { config: { access: access.signedIn({ effect: 'sandbox' }) } };

  r.get('/test/:name', {
    ...common,
    schema: { tags: ['demo'], summary: 'Read a test entry', params, response: { 200: envelopeOf(entry) } },
    handler: async (request) => ok(await readEntry(db, principalOf(request), request.params.name)),
  });
  r.post('/test/:name', {
    ...writing,
    schema: {
      tags: ['demo'],
      summary: 'Create or replace a test entry',
      params,
      body,
      response: { 200: envelopeOf(entry) },
    },
    handler: async (request) => ok(await writeEntry(db, principalOf(request), request.params.name, request.body.value)),
  });
  r.put('/test/:name', {
    ...writing,
    schema: { tags: ['demo'], summary: 'Update a test entry', params, body, response: { 200: envelopeOf(entry) } },
    handler: async (request) => {
      const principal = principalOf(request);
      await readEntry(db, principal, request.params.name);
      return ok(await writeEntry(db, principal, request.params.name, request.body.value));
    },
  });
  r.delete('/test/:name', {
    ...writing,
    schema: {
      tags: ['demo'],
      summary: 'Delete a test entry',
      params,
      response: { 200: envelopeOf(z.object({ deleted: z.literal(true) })) },
    },
    handler: async (request) => {
      await deleteEntry(db, principalOf(request), request.params.name);
      return ok({ deleted: true as const });
    },
  });
}
