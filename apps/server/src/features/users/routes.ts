import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUserSchema, envelopeOf, idDigits, preferenceSchema } from '@tradepool/domain';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { registerUserAdminRoutes } from './admin-routes.js';
import { currentUserView, selectCompany, updatePreference } from './service.js';

export function registerUserRoutes(app: FastifyInstance, context: AppContext): void {
  const { db, config } = context;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/users', {
    config: { access: access.signedIn({ pendingOk: true }) },
    schema: { tags: ['users'], summary: 'The signed-in user', response: { 200: envelopeOf(currentUserSchema) } },
    handler: async (request) => {
      const principal = principalOf(request);
      return ok(await currentUserView(db, config, principal.userId, principal.companyId));
    },
  });

  r.get('/users/company/:companyId/select', {
    config: { access: access.signedIn({ effect: 'own' }) },
    schema: {
      tags: ['users'],
      summary: "Switch the session to another of the user's companies",
      params: z.object({ companyId: idDigits() }),
      response: { 200: envelopeOf(currentUserSchema) },
    },
    handler: async (request) => ok(await selectCompany(db, config, principalOf(request), request.params.companyId)),
  });

  r.post('/users/updateUserPreference/:id/:preference', {
    config: { access: access.signedIn({ pendingOk: true, effect: 'own' }) },
    schema: {
      tags: ['users'],
      summary: "Save the user's preference; the last path segment is the landing page ('-' keeps it)",
      params: z.object({
        id: idDigits(),
        preference: z.string().max(300),
      }),
      body: preferenceSchema,
      response: { 200: envelopeOf(preferenceSchema) },
    },
    handler: async (request) =>
      ok(await updatePreference(db, principalOf(request), request.params.id, request.params.preference, request.body)),
  });

  registerUserAdminRoutes(app, context);
}
