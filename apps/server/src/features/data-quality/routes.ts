import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  broadMatchParamsSchema,
  dmsCicRequestSchema,
  dmsCicResponseSchema,
  dmsDownloadQuerySchema,
  dmsHierarchyDetailParamsSchema,
  dmsItemDetailParamsSchema,
  dmsItemDetailSchema,
  dmsItemCountsQuerySchema,
  dmsItemCountsSchema,
  dmsItemPageSchema,
  dmsItemParamsSchema,
  dmsItemSearchSchema,
  dmsItemXmlParamsSchema,
  dmsSummaryPageSchema,
  dmsSubscriberDetailParamsSchema,
  dmsSummarySearchSchema,
  dmsotiParamsSchema,
  dmsotiResultSchema,
  envelopeOf,
  extrinsicMatchPageSchema,
  extrinsicMatchSearchSchema,
  followUpRequestSchema,
  followUpResponseSchema,
  followUpSchema,
  matchActionResultSchema,
  matchingRunSchema,
  omsTransactionParamsSchema,
  omsTransactionSchema,
  possibleMatchPageSchema,
  possibleMatchSearchSchema,
  rejectPairSchema,
  subscriberDqSummarySchema,
  tradeItemXmlSchema,
  unmatchedItemPageSchema,
  unmatchedItemSearchSchema,
} from '@tradepool/domain';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { access } from '../../http/access.js';
import { principalOf } from '../../http/authenticate.js';
import { ok } from '../../http/envelope.js';
import { sendFile } from '../../http/send-file.js';
import {
  addFollowUp,
  broadMatch,
  dmsItemCounts,
  dmsItems,
  dmsSummary,
  dmsWorkbook,
  extrinsicMatchedPublishers,
  followUpOf,
  hierarchyItemDetail,
  matchingStatus,
  omsTransactions,
  possibleMatchPairs,
  publisherItemDetail,
  receivedItemXml,
  rejectPair,
  rematchAll,
  removeFollowUp,
  sendDmsCic,
  sendToOrderSystem,
  subscriberDqSummary,
  subscriberItemDetail,
  unmatchedItems,
} from './service.js';

/**
 * Spec point 6: data quality is CATALOG_SUBSCRIBE's, and its actions CATALOG_SUBSCRIBE_MANAGE's (the read-only
 * subscriber has the screens without them); every call reads and writes the caller's company's rows only.
 */
const SUBSCRIBE = access.reads('CATALOG_SUBSCRIBE');
const MANAGE = access.writes('CATALOG_SUBSCRIBE_MANAGE');
const tags = ['data quality'];

/**
 * Spec point 7, "DMS" (under `dms/`) and the published item list's catalog calls (`catalogs/publisherItems`,
 * `publisherItemsList`, `itemDetailsSummary`). Matching on demand (`dms/matching`) is ours: the spec names
 * no call for it.
 */
export function registerDataQualityRoutes(app: FastifyInstance, { db, config, receivedCopies }: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const company = (request: Parameters<typeof principalOf>[0]) => principalOf(request).companyId;
  const decider = (request: Parameters<typeof principalOf>[0]) => {
    const { companyId, userId } = principalOf(request);
    return { companyId, userId };
  };

  r.post('/dms/summary/search', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The data quality summary: received items per publisher, matched and unmatched, by status',
      body: dmsSummarySearchSchema,
      response: { 200: envelopeOf(dmsSummaryPageSchema) },
    },
    handler: async (request) => ok(await dmsSummary(db, company(request), request.body)),
  });

  r.get('/dms/subscriber/summary/search', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The subscriber data quality summary: the buyer's own items, matched and unmatched (one row)",
      response: { 200: envelopeOf(z.array(subscriberDqSummarySchema)) },
    },
    handler: async (request) => ok([await subscriberDqSummary(db, company(request))]),
  });

  r.post('/catalogs/publisherItemsList', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "A page of one publisher's items in a view (4 Action Needed, 1 Matched, 2 Unmatched, 3 Custom)",
      body: dmsItemSearchSchema,
      response: { 200: envelopeOf(dmsItemPageSchema) },
    },
    handler: async (request) => ok(await dmsItems(db, company(request), request.body)),
  });

  r.post('/catalogs/publisherItems', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The item counts of one publisher's items under the search's filters",
      body: dmsItemSearchSchema,
      response: { 200: envelopeOf(dmsItemCountsSchema) },
    },
    handler: async (request) => ok(await dmsItemCounts(db, company(request), request.body, { view: true })),
  });

  r.get('/catalogs/itemDetailsSummary', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The item counts of one publisher's items, as the views label them",
      querystring: dmsItemCountsQuerySchema,
      response: { 200: envelopeOf(dmsItemCountsSchema) },
    },
    handler: async (request) => ok(await dmsItemCounts(db, company(request), request.query, { view: false })),
  });

  // Spec point 7 lists the CIC call among the DMS calls (`dms/…`); issue 14 and the subscriptions' calls
  // (`gdsn/subscriptions/…`) name it without the prefix. Both paths answer.
  for (const path of ['/dms/gdsn/subscriptions/cic', '/gdsn/subscriptions/cic']) {
    r.post(path, {
      config: { access: MANAGE },
      schema: {
        tags,
        summary: 'Synchronise, review or reject items: one CIC per item through the message path',
        body: dmsCicRequestSchema,
        response: { 200: envelopeOf(dmsCicResponseSchema) },
      },
      handler: async (request) => ok(await sendDmsCic(db, receivedCopies, company(request), request.body)),
    });
  }

  r.post('/dms/itemmatching/items/followup', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Put items on hold with a follow-up message',
      body: followUpRequestSchema,
      response: { 200: envelopeOf(followUpResponseSchema) },
    },
    handler: async (request) => ok(await addFollowUp(db, company(request), request.body)),
  });

  r.get('/dms/itemmatching/items/:catalogItemId/followup', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "An item's follow-up",
      params: dmsItemParamsSchema,
      response: { 200: envelopeOf(followUpSchema) },
    },
    handler: async (request) => ok(await followUpOf(db, company(request), request.params.catalogItemId)),
  });

  r.delete('/dms/itemmatching/items/:catalogItemId/followup', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: 'Take an item off hold (removes its follow-up)',
      params: dmsItemParamsSchema,
      response: { 200: envelopeOf(z.object({ catalogItemId: z.number().int() })) },
    },
    handler: async (request) => ok(await removeFollowUp(db, company(request), request.params.catalogItemId)),
  });

  r.get('/dms/itemmatching/items/publisher/:catalogItemId/previous/:isPreviousItem/xml', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The CIN that brought the item (current, or the one before)',
      params: dmsItemXmlParamsSchema,
      response: { 200: envelopeOf(tradeItemXmlSchema) },
    },
    handler: async (request) =>
      ok(await receivedItemXml(db, company(request), request.params.catalogItemId, request.params.isPreviousItem)),
  });

  for (const kind of ['matched', 'unmatched'] as const) {
    r.get(`/dms/itemmatching/items/${kind}/publisher/:catalogItemId/:attributesType`, {
      config: { access: SUBSCRIBE },
      schema: {
        tags,
        summary:
          kind === 'matched'
            ? 'Item detail: a received item by tab, beside the buyer items matched to it'
            : 'Item detail: a received item by tab, beside its possible matches, best first',
        params: dmsItemDetailParamsSchema,
        response: { 200: envelopeOf(dmsItemDetailSchema) },
      },
      handler: async (request) =>
        ok(
          await publisherItemDetail(
            db,
            company(request),
            request.params.catalogItemId,
            request.params.attributesType,
            kind === 'matched',
          ),
        ),
    });
  }

  r.get('/dms/subscriber/items/:subCatalogItemId/publisher/:pubCatalogItemId/:attributesType', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'Item detail in the subscriber view: one buyer item beside one received item',
      params: dmsSubscriberDetailParamsSchema,
      response: { 200: envelopeOf(dmsItemDetailSchema) },
    },
    handler: async (request) =>
      ok(
        await subscriberItemDetail(
          db,
          company(request),
          request.params.subCatalogItemId,
          request.params.pubCatalogItemId,
          request.params.attributesType,
        ),
      ),
  });

  r.get('/dms/publisher/items/:hierarchyCatalogItemId/matched/:matchedCatalogItemId/:attributesType', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "Item detail: a level of the opened item's hierarchy, for its column",
      params: dmsHierarchyDetailParamsSchema,
      response: { 200: envelopeOf(dmsItemDetailSchema) },
    },
    handler: async (request) =>
      ok(
        await hierarchyItemDetail(
          db,
          company(request),
          request.params.hierarchyCatalogItemId,
          request.params.matchedCatalogItemId,
          request.params.attributesType,
        ),
      ),
  });

  r.get('/catalogs/download/dmsDownload', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "One publisher's matched (matchType 1) or unmatched (2) items as a workbook, with their buyer items",
      querystring: dmsDownloadQuerySchema,
    },
    handler: async (request, reply) => sendFile(reply, await dmsWorkbook(db, config, company(request), request.query)),
  });

  r.get('/dms/matching', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The company's latest matching run and its progress",
      response: { 200: envelopeOf(matchingRunSchema) },
    },
    handler: async (request) => ok(await matchingStatus(db, company(request))),
  });

  r.post('/dms/matching', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: "Match every item again (on demand): queues a run over the buyer's whole item master",
      response: { 200: envelopeOf(matchingRunSchema) },
    },
    handler: async (request) => ok(await rematchAll(db, company(request))),
  });

  r.get('/dms/sodexo_dmsoti/:publisherCatalogId', {
    config: { access: access.forOrderSystem(MANAGE) },
    schema: {
      tags,
      summary: "DMSOTI: a matched item to the buyer's order system, as a CIN with the buyer's codes (queued)",
      params: dmsotiParamsSchema,
      response: { 200: envelopeOf(dmsotiResultSchema) },
    },
    handler: async (request) =>
      ok(await sendToOrderSystem(db, principalOf(request), request.params.publisherCatalogId)),
  });

  r.get('/dms/oms/:publisherGLN/transaction/items/:publisherGTIN', {
    config: { access: access.forOrderSystem(SUBSCRIBE) },
    schema: {
      tags,
      summary: "An item's order history: the order lines of the buyer's order system, newest first",
      params: omsTransactionParamsSchema,
      response: { 200: envelopeOf(z.array(omsTransactionSchema)) },
    },
    handler: async (request) =>
      ok(await omsTransactions(db, company(request), request.params.publisherGLN, request.params.publisherGTIN)),
  });

  r.post('/dms/subscriber/unmatched/items/search', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "A page of the buyer's items no publisher's item is matched to, with a keyword",
      body: unmatchedItemSearchSchema,
      response: { 200: envelopeOf(unmatchedItemPageSchema) },
    },
    handler: async (request) => ok(await unmatchedItems(db, company(request), request.body)),
  });

  r.post('/dms/subscriber/extrinsic/matched/publishers', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: 'The received items that may be one buyer item, scored 0–100 with their reasons, best first',
      body: extrinsicMatchSearchSchema,
      response: { 200: envelopeOf(extrinsicMatchPageSchema) },
    },
    handler: async (request) => ok(await extrinsicMatchedPublishers(db, company(request), request.body)),
  });

  r.post('/dms/subscriber/possible/matched/items', {
    config: { access: SUBSCRIBE },
    schema: {
      tags,
      summary: "The possible matches of one publisher's unmatched items, a pair a row, best score first",
      body: possibleMatchSearchSchema,
      response: { 200: envelopeOf(possibleMatchPageSchema) },
    },
    handler: async (request) => ok(await possibleMatchPairs(db, company(request), request.body)),
  });

  r.get('/dms/broad/match/:pubCatalogItemId/:subCatalogItemId', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: "Broad match: the buyer confirms that a received item is its item ('success')",
      params: broadMatchParamsSchema,
      response: { 200: envelopeOf(matchActionResultSchema) },
    },
    handler: async (request) =>
      ok(await broadMatch(db, decider(request), request.params.pubCatalogItemId, request.params.subCatalogItemId)),
  });

  // Ours: the spec offers no way to say a proposal is wrong; the engine learns from it (docs/MATCHING.md).
  r.post('/dms/possible/match/reject', {
    config: { access: MANAGE },
    schema: {
      tags,
      summary: "Reject a proposed pair: no copy of the publisher's item is proposed for the buyer item again",
      body: rejectPairSchema,
      response: { 200: envelopeOf(matchActionResultSchema) },
    },
    handler: async (request) => ok(await rejectPair(db, decider(request), request.body)),
  });
}
