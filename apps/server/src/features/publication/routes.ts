import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cicHistoryRowSchema,
  cicStatusOptionSchema,
  envelopeOf,
  gs1MessageSchema,
  idDigits,
  newSubscriberSchema,
  publicationResponseSchema,
  publishedItemPageSchema,
  publishedItemSearchSchema,
  publishRequestSchema,
  subscriberItemPageSchema,
  subscriberItemSearchSchema,
  subscriberSchema,
  subscriberSummaryPageSchema,
  subscriberSummarySearchSchema,
  unpublishedItemPageSchema,
  unpublishRequestSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { companyScope } from '../../http/scope.js';
import { sendFile } from '../../http/send-file.js';
import { gtinsOf, reviewCicWorkbook } from './review-download.js';
import {
  addSubscriber,
  cicHistory,
  cicStatuses,
  latestCin,
  listSubscribers,
  publishedItems,
  publisherGlns,
  publishItems,
  subscriberItems,
  subscriberSummary,
  unpublishedItems,
  unpublishItems,
} from './service.js';

const BASE = '/gdsn/publications/subscribers';
const itemParams = z.object({
  subscriberGLN: z.string().regex(/^\d{13}$/, 'A GLN has 13 digits.'),
  catalogItemId: idDigits(),
});

export function registerPublicationRoutes(app: FastifyInstance, { db, config, receivedCopies }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const publish = { access: access.reads('CATALOG_PUBLISH') };
  const tags = ['publication'];

  r.post(`${BASE}/summary`, {
    config: publish,
    schema: {
      tags,
      summary:
        'Per subscriber: items published, accepted, in review, rejected, synchronised, waiting for a subscription',
      body: subscriberSummarySearchSchema,
      response: { 200: envelopeOf(subscriberSummaryPageSchema) },
    },
    handler: async (request) => ok(await subscriberSummary(db, companyScope(principalOf(request)), request.body)),
  });

  r.get(BASE, {
    config: publish,
    schema: {
      tags,
      summary: 'The subscribers a publisher can publish to: Tradepool subscribers and the GLNs it added',
      response: { 200: envelopeOf(z.array(subscriberSchema)) },
    },
    handler: async (request) => ok(await listSubscribers(db, principalOf(request).companyId)),
  });

  r.post(BASE, {
    // Spec point 6: non-GDSN users have no Add New; a GLN outside Tradepool is reached through GDSN.
    config: { access: access.forGdsn(access.writes('CATALOG_PUBLISH')) },
    schema: {
      tags,
      summary: "Add a subscriber by GLN (the wizard's Add New); the name defaults to 'Name Unknown'",
      body: newSubscriberSchema,
      response: { 200: envelopeOf(subscriberSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      return ok(
        await addSubscriber(db, principal.companyId, await publisherGlns(db, principal.companyId), request.body),
      );
    },
  });

  r.get(`${BASE}/cicstatuses`, {
    config: publish,
    schema: {
      tags,
      summary: 'The CIC states a filter offers',
      response: { 200: envelopeOf(z.array(cicStatusOptionSchema)) },
    },
    handler: async () => ok(cicStatuses()),
  });

  r.post(`${BASE}/items/published/search`, {
    config: publish,
    schema: {
      tags,
      summary: 'Published items per subscriber with their CIC state (review screen, subscriber items page)',
      body: subscriberItemSearchSchema,
      response: { 200: envelopeOf(subscriberItemPageSchema) },
    },
    handler: async (request) => ok(await subscriberItems(db, companyScope(principalOf(request)), request.body)),
  });

  r.post(`${BASE}/all/items/published/search`, {
    config: publish,
    schema: {
      tags,
      summary: 'Published items with their subscribers (GTIN tab, unpublish wizard); optionally with their hierarchy',
      body: publishedItemSearchSchema,
      response: { 200: envelopeOf(publishedItemPageSchema) },
    },
    handler: async (request) => ok(await publishedItems(db, companyScope(principalOf(request)), request.body)),
  });

  r.post(`${BASE}/items/unpublished/search`, {
    config: publish,
    schema: {
      tags,
      summary: 'Items not yet published to the named subscribers (publish wizard), with why one cannot be published',
      body: publishedItemSearchSchema,
      response: { 200: envelopeOf(unpublishedItemPageSchema) },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      return ok(await unpublishedItems(db, companyScope(principal), principal.userType, request.body));
    },
  });

  r.post(`${BASE}/publish`, {
    config: { access: access.writes('CATALOG_PUBLISH') },
    schema: {
      tags,
      summary:
        'Publish items (each from the top of its hierarchy) to subscriber GLNs: a CIP each, CINs where subscriptions meet',
      body: publishRequestSchema,
      response: { 200: envelopeOf(publicationResponseSchema) },
    },
    handler: async (request) => ok(await publishItems(db, principalOf(request), request.body)),
  });

  r.post(`${BASE}/unpublish`, {
    config: { access: access.writes('CATALOG_PUBLISH') },
    schema: {
      tags,
      summary: 'Withdraw publications (a CIP DELETE each, a CIHW where a CIN was sent)',
      body: unpublishRequestSchema,
      response: { 200: envelopeOf(publicationResponseSchema) },
    },
    handler: async (request) => ok(await unpublishItems(db, receivedCopies, principalOf(request), request.body)),
  });

  r.get(`${BASE}/:subscriberGLN/cichistory/:catalogItemId`, {
    config: publish,
    schema: {
      tags,
      summary: "The subscriber's CICs about the item, newest first",
      params: itemParams,
      response: { 200: envelopeOf(z.array(cicHistoryRowSchema)) },
    },
    handler: async (request) =>
      ok(
        await cicHistory(
          db,
          companyScope(principalOf(request)),
          request.params.subscriberGLN,
          request.params.catalogItemId,
        ),
      ),
  });

  r.get(`${BASE}/:subscriberGLN/gs1Message/:catalogItemId`, {
    config: publish,
    schema: {
      tags,
      summary: 'The latest CIN sent to the subscriber for the item, as GS1 XML',
      params: itemParams,
      response: { 200: envelopeOf(gs1MessageSchema) },
    },
    handler: async (request) =>
      ok(
        await latestCin(
          db,
          companyScope(principalOf(request)),
          request.params.subscriberGLN,
          request.params.catalogItemId,
        ),
      ),
  });

  r.post(`${BASE}/all/items/published/download/gtin/:gtins/includecichistory/true`, {
    config: publish,
    schema: {
      tags,
      summary: 'The CICs received about published items (GTINs comma-separated) as _review-CICs.xlsx, a row per reason',
      params: z.object({ gtins: z.string().min(1).max(80_000) }),
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await reviewCicWorkbook(db, config, companyScope(principalOf(request)), gtinsOf(request.params.gtins)),
      ),
  });
}
