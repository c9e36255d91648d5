import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, eventLoopWindowSchema, nodeHealthSchema } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { closeEventLoopWindow, openEventLoopWindow, readEventLoopWindow } from './event-loop-windows.js';
import { nodeHealth, readiness } from './service.js';

/** The node's own measurements, for the pool's operator and its benches: the site administrator only. */
const OPERATOR = access.forSiteAdmin(access.reads('COMPANY_MANAGE'));
const windowParams = z.object({ id: z.string().uuid() });

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

  r.post('/health/event-loop', {
    config: { access: OPERATOR },
    schema: {
      tags: ['health'],
      summary: "Opens a window over which this node measures its event loop's delay (p50, p99, max)",
      response: { 200: envelopeOf(eventLoopWindowSchema) },
    },
    handler: async () => ok(openEventLoopWindow()),
  });

  r.get('/health/event-loop/:id', {
    config: { access: OPERATOR },
    schema: {
      tags: ['health'],
      summary: "The event loop's delay since the window opened",
      params: windowParams,
      response: { 200: envelopeOf(eventLoopWindowSchema) },
    },
    handler: async (request) => ok(readEventLoopWindow(request.params.id)),
  });

  r.delete('/health/event-loop/:id', {
    config: { access: OPERATOR },
    schema: {
      tags: ['health'],
      summary: 'The window’s last figures; it stops measuring',
      params: windowParams,
      response: { 200: envelopeOf(eventLoopWindowSchema) },
    },
    handler: async (request) => ok(closeEventLoopWindow(request.params.id)),
  });
}
