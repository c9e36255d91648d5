import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  cicHistoryRowSchema,
  envelopeOf,
  GPC_LEVELS,
  gpcItemSchema,
  idDigits,
  publisherSuggestionSchema,
  publisherTermSchema,
  scheduleDownloadResultSchema,
  subscriptionCancelResponseSchema,
  subscriptionCancelSchema,
  subscriptionKeywordSchema,
  subscriptionPageSchema,
  subscriptionRequestSchema,
  subscriptionResponseSchema,
  subscriptionSearchSchema,
  subscriptionSuggestionSchema,
  targetMarketSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { queueSubscriptionsForRegistry } from '../../gdsn/registry-client.js';
import { registryPublisherSearch } from '../../gdsn/registry-publishers.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { companyScope } from '../../http/scope.js';
import { sendFile } from '../../http/send-file.js';
import { gpcSuggestions, targetMarkets } from '../metadata/service.js';
import { cancelSubscriptionsById } from './cancel.js';
import { receivedItemCicHistory } from './cic-history.js';
import { createSubscriptions } from './create.js';
import { publisherSuggestions } from './publishers.js';
import { searchSubscriptions, subscriptionSuggestions } from './search.js';
import { subscribedItemSheet } from './subscribed-items-sheet.js';

const BASE = '/gdsn/subscriptions';

export function registerSubscriptionRoutes(app: FastifyInstance, { db, config, handle }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const subscribe = { access: access.reads('CATALOG_SUBSCRIBE') };
  const manage = { access: access.writes('CATALOG_SUBSCRIBE_MANAGE') };
  const tags = ['subscriptions'];
  // The CISs to publishers outside the pool go to a Global Registry of its own process, when there is one.
  const toGlobalRegistry = async () => {
    if (config.globalRegistry) await queueSubscriptionsForRegistry(db);
  };

  r.post(BASE, {
    config: manage,
    schema: {
      tags,
      summary:
        'Subscribe: one Valid subscription (and its CIS) per GTIN or GPC code (segment, family, class or brick) and target market, releasing the waiting publications it meets',
      body: subscriptionRequestSchema,
      response: { 200: envelopeOf(subscriptionResponseSchema) },
    },
    handler: async (request) => {
      const result = await createSubscriptions(db, principalOf(request), request.body);
      await toGlobalRegistry();
      return ok(result);
    },
  });

  r.post(`${BASE}/cancel`, {
    config: manage,
    schema: {
      tags,
      summary: "Cancel the caller's Valid subscriptions (a CIS DELETE each); items received stay",
      body: subscriptionCancelSchema,
      response: { 200: envelopeOf(subscriptionCancelResponseSchema) },
    },
    handler: async (request) => {
      const result = await cancelSubscriptionsById(db, principalOf(request), request.body.itemSubscriptionId);
      await toGlobalRegistry();
      return ok(result);
    },
  });

  r.post(`${BASE}/search`, {
    config: subscribe,
    schema: {
      tags,
      summary: "The caller's subscriptions: filters, sort on any column (lastUpdate descending by default), paging",
      body: subscriptionSearchSchema,
      response: { 200: envelopeOf(subscriptionPageSchema) },
    },
    handler: async (request) => ok(await searchSubscriptions(db, companyScope(principalOf(request)), request.body)),
  });

  r.get(`${BASE}/searchPartial`, {
    config: subscribe,
    schema: {
      tags,
      summary: "Typeahead of the caller's subscriptions by GLN, GTIN, GPC or publisher name (20 at most)",
      querystring: subscriptionKeywordSchema,
      response: { 200: envelopeOf(z.array(subscriptionSuggestionSchema)) },
    },
    handler: async (request) =>
      ok(await subscriptionSuggestions(db, companyScope(principalOf(request)), request.query.keyword)),
  });

  r.get(`${BASE}/gpcs`, {
    config: subscribe,
    schema: {
      tags,
      summary:
        'GPC codes to subscribe to, by code or title: segments, families, classes and bricks, each with its level and the levels above it (20 at most)',
      querystring: subscriptionKeywordSchema,
      response: { 200: envelopeOf(z.array(gpcItemSchema)) },
    },
    handler: async (request) => ok(gpcSuggestions(request.query.keyword, GPC_LEVELS)),
  });

  r.get(`${BASE}/targetmarkets`, {
    config: subscribe,
    schema: {
      tags,
      summary: 'Target markets: ISO 3166 countries, 840 and 124 first',
      response: { 200: envelopeOf(z.array(targetMarketSchema)) },
    },
    handler: async () => ok(targetMarkets()),
  });

  r.get(`${BASE}/publishers/:term`, {
    config: subscribe,
    schema: {
      tags,
      summary:
        "Publisher GLNs of Tradepool starting with the term, or of companies whose name holds it (no '-'); with a Global Registry, then those other data pools serve (with their pool's GLN as dataPool)",
      params: publisherTermSchema,
      response: { 200: envelopeOf(z.array(publisherSuggestionSchema)) },
    },
    handler: async (request) => {
      const link = config.globalRegistry;
      const outside = link ? registryPublisherSearch(link, request.log) : null;
      return ok(await publisherSuggestions(db, principalOf(request).companyId, request.params.term, outside));
    },
  });

  r.get(`${BASE}/:publisherGLN/cichistory/:catalogItemId`, {
    config: subscribe,
    schema: {
      tags,
      summary: 'The CICs the caller sent about an item it received (catalogItemId: its received copy), newest first',
      params: z.object({
        publisherGLN: z.string().regex(/^\d{13}$/, 'A GLN has 13 digits.'),
        catalogItemId: idDigits(),
      }),
      response: { 200: envelopeOf(z.array(cicHistoryRowSchema)) },
    },
    handler: async (request) =>
      ok(
        await receivedItemCicHistory(
          db,
          companyScope(principalOf(request)),
          request.params.publisherGLN,
          request.params.catalogItemId,
        ),
      ),
  });

  r.post(`${BASE}/download/subscribedItemSheet`, {
    // Above the direct-download limit the sheet is scheduled as the caller's report.
    config: { access: access.schedulesReport('CATALOG_SUBSCRIBE') },
    schema: {
      tags,
      summary:
        'The items the selected subscriptions brought ({mm-dd-yyyy}_subscribed_Item.xlsx); above the direct-download limit a scheduled report: success or duplicate',
      body: subscriptionSearchSchema,
      response: { 200: envelopeOf(scheduleDownloadResultSchema) },
    },
    handler: async (request, reply) => {
      const principal = principalOf(request);
      const answer = await subscribedItemSheet(handle, config, principal, companyScope(principal), request.body);
      return typeof answer === 'string' ? ok(answer) : sendFile(reply, answer);
    },
  });
}
