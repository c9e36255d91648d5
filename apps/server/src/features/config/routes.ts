import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { digitalLinkSettingsSchema, envelopeOf, sessionTimeoutSchema } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { describeMinutes } from './session-timeout.js';

export function registerConfigRoutes(app: FastifyInstance, { config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  // Public: the sign-in screen and the session dialog need it before and after a session exists.
  r.get('/config/get/session-timeout', {
    config: { access: access.public() },
    schema: {
      tags: ['config'],
      summary: 'Session inactivity timeout',
      querystring: z.object({ gln: z.string().max(13).optional() }),
      response: { 200: envelopeOf(sessionTimeoutSchema) },
    },
    handler: async () =>
      ok({
        sessionTimeout: describeMinutes(config.sessionTimeoutMinutes),
        sessionTimeoutMinutes: config.sessionTimeoutMinutes,
      }),
  });

  // Signed in: only the item screens write Digital Links; the resolver's address is no company's data.
  r.get('/config/get/digital-link', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['config'],
      summary: "The GS1 Digital Link resolver items' URIs point to: {base}/01/{gtin}",
      response: { 200: envelopeOf(digitalLinkSettingsSchema) },
    },
    handler: async () => ok({ base: config.digitalLinkBase }),
  });
}
