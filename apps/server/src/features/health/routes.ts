import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf, nodeHealthSchema } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { nodeHealth, readiness } from './service.js';

/**
 * Public, as a load balancer and an orchestrator ask without a session, and cheap: they are asked every few
 * seconds. They say nothing about tenants.
 */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/health/live', {
    config: { access: access.public() },
    schema: {
      tags: ['health'],
      summary: 'The process answers (restart it if not)',
      response: { 200: envelopeOf(nodeHealthSchema) },
    },
    handler: async () => ok(nodeHealth(context, 'live')),
  });

  r.get('/health/ready', {
    config: { access: access.public() },
    schema: {
      tags: ['health'],
      summary: 'The node can take work: its database answers and it is not draining (503 otherwise)',
      response: { 200: envelopeOf(nodeHealthSchema) },
    },
    handler: async () => ok(await readiness(context)),
  });
}
