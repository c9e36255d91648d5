import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  allCodePropertiesSchema,
  attributeDisplayNames,
  envelopeOf,
  gdsnCodeSchema,
  gdsnEntrySchema,
  gdsnModuleEntriesSchema,
  gdsnModuleSchema,
  gdsnSearchQuerySchema,
  ITEM_LIST_DISPLAY_NAMES,
  gpcItemSchema,
  gpcSearchSchema,
  targetMarketSchema,
} from '@tradepool/domain';
import { access } from '../../http/access.js';
import { ok } from '../../http/envelope.js';
import {
  codeProperties,
  gdsnCodes,
  gdsnModuleEntries,
  gdsnModules,
  gpcSuggestions,
  searchGdsnEntries,
  targetMarkets,
} from './service.js';

/** Reference lists that change only with a release: a browser may keep them for an hour. */
const CACHE_AN_HOUR = 'private, max-age=3600';

export function registerMetadataRoutes(app: FastifyInstance): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/metadata/dms/attributes/allCodeProperties', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary:
        'Every item code list (key = GS1 code, value = label) except GPC, whose 5,259 bricks are too many: use metadata/gpc; plus NutrientCodeWithUOM',
      response: { 200: envelopeOf(allCodePropertiesSchema) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(codeProperties());
    },
  });

  r.get('/metadata/gpc', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary:
        'GPC bricks whose title contains the keyword or whose code starts with it (at least 3 characters; 20 at most), each with its class, family and segment',
      querystring: gpcSearchSchema,
      response: { 200: envelopeOf(z.array(gpcItemSchema)) },
    },
    handler: async (request) => ok(gpcSuggestions(request.query.keyword)),
  });

  r.get('/metadata/targetmarkets', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary: 'Target markets: ISO 3166 countries by numeric code, 840 and 124 first, then by name',
      response: { 200: envelopeOf(z.array(targetMarketSchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(targetMarkets());
    },
  });

  r.get('/metadata/dms/attributes/displayname', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary: 'Label of every item attribute and group column, by attribute code (the attribute dictionary)',
      response: { 200: envelopeOf(z.record(z.string(), z.string())) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(attributeDisplayNames());
    },
  });

  r.get('/metadata/dms/attributes/itemlist/displayname', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary: "Label of every catalog grid column, by the catalog row's field name",
      response: { 200: envelopeOf(z.record(z.string(), z.string())) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(ITEM_LIST_DISPLAY_NAMES);
    },
  });

  r.get('/metadata/gdsn/modules', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary:
        "GS1's GDSN 3.1.36 trade-item modules with their attribute counts; first `tradeItem`, the tradeItem's own classes and attributes",
      response: { 200: envelopeOf(z.array(gdsnModuleSchema)) },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(gdsnModules());
    },
  });

  r.get('/metadata/gdsn/modules/:module', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary:
        'One GDSN module (its local name, or `tradeItem`) and all its classes and attributes, depth-first in schema order, each with the section field showing it; 404 for an unknown module',
      params: z.object({ module: z.string().min(1).max(100) }),
      response: { 200: envelopeOf(gdsnModuleEntriesSchema) },
    },
    handler: async (request, reply) => {
      const answer = gdsnModuleEntries(request.params.module);
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(answer);
    },
  });

  r.get('/metadata/gdsn/search', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary: 'GDSN classes and attributes whose name, then those whose definition, holds the text (50 at most)',
      querystring: gdsnSearchQuerySchema,
      response: { 200: envelopeOf(z.array(gdsnEntrySchema)) },
    },
    handler: async (request) => ok(searchGdsnEntries(request.query.text)),
  });

  r.get('/metadata/gdsn/codes/:codeListName', {
    config: { access: access.signedIn() },
    schema: {
      tags: ['metadata'],
      summary:
        "A GS1 code list's codes with their labels, by the list's name in the GDSN dictionary (`_GDSN` lists as the list without it), or an XSD enumeration's codes; empty for a list the pool does not hold",
      params: z.object({ codeListName: z.string().min(1).max(100) }),
      response: { 200: envelopeOf(z.array(gdsnCodeSchema)) },
    },
    handler: async (request, reply) => {
      reply.header('cache-control', CACHE_AN_HOUR);
      return ok(gdsnCodes(request.params.codeListName));
    },
  });
}
