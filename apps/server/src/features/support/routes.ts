import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  idDigits,
  itemMessageAnswerSchema,
  itemMessageSearchSchema,
  itemTimelineSchema,
  messageDetailsParamsSchema,
  resendResultSchema,
  resendTargetSchema,
  supportMessageSchema,
  supportResultPageSchema,
  supportSearchSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import { attachment } from '../../http/send-file.js';
import { downloadItemMessages, latestItemMessage, messageDetails } from './item-messages.js';
import { resend } from './resend.js';
import { publicationSearch, registrationSearch } from './support-search.js';
import { itemTimeline } from './timeline.js';

/**
 * The support admin's alone: SUPPORT_WORKFLOW is the SUPPORT_ADMIN role's, and holds only in the support
 * company (`permissionsIn`), so every other user gets 403 before the input is read. The calls read every
 * company's rows: the support company sees all (spec point 6).
 */
const SUPPORT = access.reads('SUPPORT_WORKFLOW');
const tags = ['support'];

/** Spec point 7, "Support", and our timeline and re-send. */
export function registerSupportRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/support/publisher/upload/registration/search', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: "A publisher's items changed within the dates, one row each: upload, RCI, CIRR (20 rows, by gtin)",
      body: supportSearchSchema,
      response: { 200: envelopeOf(supportResultPageSchema) },
    },
    handler: async (request) => ok(await registrationSearch(db, request.body)),
  });

  r.post('/support/publisher/upload/publication/search', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: "A publisher's publications active within the dates, one row per item and subscriber: CIN, CIC",
      body: supportSearchSchema,
      response: { 200: envelopeOf(supportResultPageSchema) },
    },
    handler: async (request) => ok(await publicationSearch(db, request.body)),
  });

  r.get('/support/:msgInstanceId/:senderId/messageDetails', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: 'Any stored GS1 message by its instance identifier and sender GLN, with its SBDH summary',
      params: messageDetailsParamsSchema,
      response: { 200: envelopeOf(supportMessageSchema) },
    },
    handler: async (request) => ok(await messageDetails(db, request.params.msgInstanceId, request.params.senderId)),
  });

  r.post('/support/tradeItem', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary:
        "The latest CIN that carried the item (to the subscriber if given), or none: 'No upload message for this item'",
      body: itemMessageSearchSchema.extend({ msgType: z.literal('TradeItem').default('TradeItem') }),
      response: { 200: envelopeOf(itemMessageAnswerSchema) },
    },
    handler: async (request) => ok(await latestItemMessage(db, request.body)),
  });

  r.post('/support/cic', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: "The latest CIC about the item (from the subscriber if given), or none: 'No CIC for this item'",
      body: itemMessageSearchSchema.extend({ msgType: z.literal('Cic').default('Cic') }),
      response: { 200: envelopeOf(itemMessageAnswerSchema) },
    },
    handler: async (request) => ok(await latestItemMessage(db, request.body)),
  });

  r.post('/support/download', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: 'The messages an item message search finds: one XML file, or a zip of them',
      body: itemMessageSearchSchema,
    },
    handler: async (request, reply) => {
      const file = await downloadItemMessages(db, request.body);
      return reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', attachment(file.fileName))
        .send(file.body);
    },
  });

  r.get('/support/timeline/:catalogItemId', {
    config: { access: SUPPORT },
    schema: {
      tags,
      summary: 'One item from upload to CIC: every step with its message, and why each subscriber sees it or not',
      params: z.object({ catalogItemId: idDigits() }),
      response: { 200: envelopeOf(itemTimelineSchema) },
    },
    handler: async (request) => ok(await itemTimeline(db, request.params.catalogItemId)),
  });

  r.post('/support/resend', {
    config: { access: access.writes('SUPPORT_WORKFLOW') },
    schema: {
      tags,
      summary: 'Hand a failed or queued RCI, or a failed or pending CIN, back to the job that sends it',
      body: resendTargetSchema,
      response: { 200: envelopeOf(resendResultSchema) },
    },
    handler: async (request) => ok(await resend(db, request.body)),
  });
}
