import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelopeOf,
  inboxAckResultSchema,
  inboxAckSchema,
  inboxMessageDetailsSchema,
  inboxMessageParamsSchema,
  inboxPageSchema,
  inboxQuerySchema,
  resendResultSchema,
  webhookSettingsSchema,
  webhookUpdateSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { acknowledge, MESSAGE_WRITERS, pushAgain, resendMessage } from './inbox-actions.js';
import { inboxMessageDetails } from './inbox-details.js';
import { inboxMessage, listInbox } from './inbox-list.js';
import { inboxScope, integratedCompany } from './inbox-scope.js';
import { saveWebhook, webhookSettings } from './webhook-settings.js';

/**
 * Reading is open to every role (CATALOG_VIEW is everyone's, read-only users included); `inboxScope` then
 * asks for the outbound XML integration, or the support company. An acknowledgment changes what the whole
 * company's system is shown, so it is a write: read-only roles and support may not (docs/SECURITY.md).
 */
const READ = access.reads('CATALOG_VIEW', 'SUPPORT_WORKFLOW');
const WRITE = access.writes(...MESSAGE_WRITERS);
/** The company's administrators: the webhook says where the company's data goes. */
const ADMIN_READ = access.reads('COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE');
const ADMIN_WRITE = access.writes('COMPANY_MANAGE', 'USER_ACCOUNT_MANAGE');
const tags = ['gdsn'];

/** The inbox and outbox of integrated systems, and their webhook (issue 16). */
export function registerMessageInboxRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/gdsn/messages', {
    config: { access: READ },
    schema: {
      tags,
      summary:
        "The company's GS1 messages in and out, unacknowledged unless asked; `since` a page's nextCursor for what came after",
      querystring: inboxQuerySchema,
      response: { 200: envelopeOf(inboxPageSchema) },
    },
    handler: async (request) => {
      const scope = await inboxScope(db, principalOf(request), request.query.companyId);
      return ok(await listInbox(db, scope, request.query));
    },
  });

  r.get('/gdsn/messages/:id', {
    config: { access: READ },
    schema: {
      tags,
      summary: 'One message of the company: its XML as stored (application/xml)',
      params: inboxMessageParamsSchema,
      produces: ['application/xml'],
    },
    handler: async (request, reply) => {
      const scope = await inboxScope(db, principalOf(request));
      const message = await inboxMessage(db, scope, request.params.id);
      return reply
        .type('application/xml; charset=utf-8')
        .header('X-Tradepool-Message-Type', message.message_type)
        .send(message.xml);
    },
  });

  r.get('/gdsn/messages/:id/details', {
    config: { access: READ },
    schema: {
      tags,
      summary: "One message of the company with its GS1Response read: each refused transaction's errors",
      params: inboxMessageParamsSchema,
      response: { 200: envelopeOf(inboxMessageDetailsSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const scope = await inboxScope(db, principal);
      return ok(await inboxMessageDetails(db, principal, scope, request.params.id));
    },
  });

  r.post('/gdsn/messages/ack', {
    config: { access: WRITE },
    schema: {
      tags,
      summary: "Acknowledge messages the company's system has taken: the default listing leaves them out",
      body: inboxAckSchema,
      response: { 200: envelopeOf(inboxAckResultSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const companyId = await integratedCompany(db, principal);
      return ok(await acknowledge(db, companyId, principal.userId, request.body.ids));
    },
  });

  r.post('/gdsn/messages/:id/resend', {
    config: { access: access.writes('CATALOG_MANAGE', 'CATALOG_PUBLISH', 'SUPPORT_WORKFLOW') },
    schema: {
      tags,
      summary: 'Send a failed or queued RCI again (support re-send)',
      params: inboxMessageParamsSchema,
      response: { 200: envelopeOf(resendResultSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const scope = await inboxScope(db, principal);
      return ok(await resendMessage(db, principal, scope, request.params.id));
    },
  });

  r.post('/gdsn/messages/:id/push', {
    config: { access: WRITE },
    schema: {
      tags,
      summary: "Push a message whose webhook push failed to the company's webhook again",
      params: inboxMessageParamsSchema,
      response: { 200: envelopeOf(resendResultSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const scope = await inboxScope(db, principal);
      return ok(await pushAgain(db, principal, scope, request.params.id));
    },
  });

  r.get('/gdsn/webhook', {
    config: { access: ADMIN_READ },
    schema: {
      tags,
      summary: "The company's webhook: where new messages are POSTed, signed (X-Tradepool-Signature)",
      response: { 200: envelopeOf(webhookSettingsSchema) },
    },
    handler: async (request) => ok(await webhookSettings(db, await integratedCompany(db, principalOf(request)))),
  });

  r.put('/gdsn/webhook', {
    config: { access: ADMIN_WRITE },
    schema: {
      tags,
      summary: 'Set or remove the webhook; a new secret is answered once, when made',
      body: webhookUpdateSchema,
      response: { 200: envelopeOf(webhookSettingsSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      const companyId = await integratedCompany(db, principal);
      return ok(await saveWebhook(db, companyId, principal.userId, request.body));
    },
  });
}
