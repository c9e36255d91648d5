import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  SCORE_BANDS,
  envelopeOf,
  publisherSuggestionSchema,
  scoreBandSchema,
  scorecardKeywordSchema,
  scorecardPageSchema,
  scorecardSearchSchema,
} from '@tradepool/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { publisherSuggestions, subscriberScores } from './service.js';

/** Spec point 6: the score card is CATALOG_SUBSCRIBE's; it reads the caller's company's received items only. */
const SUBSCRIBE = access.reads('CATALOG_SUBSCRIBE');
const tags = ['score card'];

/** Spec point 7, "Scorecard": the scores per publisher, the colour bands, and the publisher typeahead. */
export function registerScorecardRoutes(app: FastifyInstance, { db }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post('/scorecard/subscriberScore', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "Each publisher's scores over the items the buyer received, with what costs each score most",
      body: scorecardSearchSchema,
      response: { 200: envelopeOf(scorecardPageSchema) },
    },
    handler: async (request) => ok(await subscriberScores(db, principalOf(request).companyId, request.body)),
  });

  r.get('/scorecard/colorCodeRange', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The score bands and their colours (red below 50, amber 50–79, green 80 and up)',
      response: { 200: envelopeOf(z.array(scoreBandSchema)) },
    },
    handler: async () => ok([...SCORE_BANDS]),
  });

  r.get('/scorecard/search', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "Publisher suggestions among the buyer's publishers (3 characters at least, 20 at most)",
      querystring: scorecardKeywordSchema,
      response: { 200: envelopeOf(z.array(publisherSuggestionSchema)) },
    },
    handler: async (request) =>
      ok(await publisherSuggestions(db, principalOf(request).companyId, request.query.keyword)),
  });
}
