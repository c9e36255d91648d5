import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  envelopeOf,
  homeSubscriberSummaryQuerySchema,
  itemStatusCountsSchema,
  publisherActivitiesQuerySchema,
  registrationSummarySchema,
  subscriberSummaryPageSchema,
  weeklySyncQuerySchema,
  weeklySyncSchema,
} from '@tradepool/domain';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { companyScope } from '../../http/scope.js';
import { sendFile } from '../../http/send-file.js';
import { subscriberSummary } from '../publication/service.js';
import { itemStatusCounts, publisherActivitiesWorkbook, registrationSummary, weeklySync } from './service.js';

/**
 * Spec point 6: the catalog chart is the catalog's (CATALOG_VIEW); the registration and publication summary
 * and the activity workbook are a publisher's, who manages or publishes a catalog (so a read-only
 * subscriber, who does neither, loads none: spec point 6); the subscriber summary is the publication
 * center's (CATALOG_PUBLISH) and the weekly charts data quality's (CATALOG_SUBSCRIBE).
 */
const VIEW = access.reads('CATALOG_VIEW');
const PUBLISHER = access.reads('CATALOG_MANAGE', 'CATALOG_PUBLISH');
const PUBLISH = access.reads('CATALOG_PUBLISH');
const SUBSCRIBE = access.reads('CATALOG_SUBSCRIBE');
const tags = ['dashboard'];

/** Spec point 7: the dashboard's calls under `catalogs/` and `dms/`. */
export function registerDashboardRoutes(app: FastifyInstance, { db, config }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/catalogs/getItemStatusesCount', {
    config: { access: VIEW },
    schema: {
      tags,
      summary: 'Active items per dashboard status (In Process, Validated, Failed, Not Ready; non-GDSN users two)',
      response: { 200: envelopeOf(itemStatusCountsSchema) },
    },
    handler: async (request) => ok(await itemStatusCounts(db, principalOf(request))),
  });

  r.get('/catalogs/registrationSummary', {
    config: { access: PUBLISHER },
    schema: {
      tags,
      summary: 'Items, registrations, publications and their CIC states, product data counts and the last activity',
      response: { 200: envelopeOf(registrationSummarySchema) },
    },
    handler: async (request) => ok(await registrationSummary(db, principalOf(request))),
  });

  r.get('/catalogs/subscriberSummary', {
    config: { access: PUBLISH },
    schema: {
      tags,
      summary: "The publication center's subscriber summary for the home page (10 rows, lower(name) by default)",
      querystring: homeSubscriberSummaryQuerySchema,
      response: { 200: envelopeOf(subscriberSummaryPageSchema) },
    },
    handler: async (request) => ok(await subscriberSummary(db, companyScope(principalOf(request)), request.query)),
  });

  r.get('/dms/lastweeksynchitem', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The buyer's last 7 days: items synchronised, matched and unmatched totals, items and subscriptions",
      response: { 200: envelopeOf(weeklySyncSchema) },
    },
    handler: async (request) => ok((await weeklySync(db, principalOf(request).companyId, 1))[0]!),
  });

  r.get('/dms/weeklysubscription', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The buyer's weeks (7 days each, the last ending today), oldest first: the weekly charts' series",
      querystring: weeklySyncQuerySchema,
      response: { 200: envelopeOf(z.array(weeklySyncSchema)) },
    },
    handler: async (request) => ok(await weeklySync(db, principalOf(request).companyId, request.query.weeks)),
  });

  r.get('/catalogs/download/publisherActivities', {
    config: { access: PUBLISHER },
    schema: {
      tags,
      summary: "The publisher's recent activity (publications, CICs received, registrations) as an .xlsx",
      querystring: publisherActivitiesQuerySchema,
    },
    handler: async (request, reply) =>
      sendFile(
        reply,
        await publisherActivitiesWorkbook(db, config, companyScope(principalOf(request)), request.query.lastDays),
      ),
  });
}
