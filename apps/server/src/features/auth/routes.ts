import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authenticateRequestSchema,
  currentUserSchema,
  envelopeOf,
  MESSAGES,
  messageSchema,
  normaliseUserName,
  policyRequestSchema,
  SERVER_ERRORS,
  updatePasswordRequestSchema,
} from '@tradepool/domain';
import { tooManyRequests } from '../../errors.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import type { AppContext } from '../../app-context.js';
import { setUserPassword } from '../users/account-service.js';
import { answerPolicy, authenticate, changeOwnPassword, forgotPassword, logout } from './service.js';

export function registerAuthRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Counts every call, good or bad: its refusal says so, unlike the failed-attempt lockout's.
  const perIpLimit = {
    max: config.loginRateLimitPerMinute,
    timeWindow: '1 minute',
    errorResponseBuilder: () => tooManyRequests(SERVER_ERRORS.tooManyRequests),
  };

  r.post('/users/authenticate', {
    config: { access: access.public({ effect: 'own' }), rateLimit: perIpLimit },
    schema: {
      tags: ['auth'],
      summary: 'Sign in; answers the user with authToken.token',
      body: authenticateRequestSchema,
      response: { 200: envelopeOf(currentUserSchema) },
    },
    handler: async (request) => ok(await authenticate(db, config, request.body, request.ip)),
  });

  r.get('/users/logout', {
    config: { access: access.signedIn({ pendingOk: true, effect: 'own' }) },
    schema: { tags: ['auth'], summary: 'End this session', response: { 200: envelopeOf(messageSchema) } },
    handler: async (request) => {
      await logout(db, principalOf(request));
      return ok({ message: 'Logged out' });
    },
  });

  r.post('/users/policy', {
    config: { access: access.signedIn({ pendingOk: true, effect: 'own' }) },
    schema: {
      tags: ['auth'],
      summary: "Record the user's answer to the privacy policy ('1' accept, '0' decline)",
      body: policyRequestSchema,
      response: { 200: envelopeOf(currentUserSchema) },
    },
    handler: async (request) => ok(await answerPolicy(db, config, principalOf(request), request.body.policyAccepted)),
  });

  r.post('/users/updateUserPassword', {
    // Another user's password is an administrator's write: setUserPassword asks for its write permissions.
    config: { access: access.signedIn({ pendingOk: true, effect: 'own' }) },
    schema: {
      tags: ['auth'],
      summary:
        'Change the signed-in user’s own password (with currentPassword, unless the change is forced), or (administrators) set one of their users’ passwords (policy: 15+ characters, lower, upper, digit)',
      body: updatePasswordRequestSchema,
      response: { 200: envelopeOf(messageSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const { id, password } = request.body;
      if (id === principal.userId) await changeOwnPassword(db, config, principal, request.body, request.ip);
      else await setUserPassword(db, principal, id, password);
      return ok({ message: MESSAGES.passwordUpdated });
    },
  });

  r.get('/users/forgotpassword/:userName', {
    config: { access: access.public({ effect: 'own' }), rateLimit: perIpLimit },
    schema: {
      tags: ['auth'],
      summary: 'Mail a one-time temporary password',
      params: z.object({ userName: z.string().min(1).max(100) }),
      response: { 200: envelopeOf(messageSchema) },
    },
    handler: async (request) =>
      ok({ message: await forgotPassword(db, config, normaliseUserName(request.params.userName)) }),
  });
}
