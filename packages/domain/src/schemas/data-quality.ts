import { gdsnElementSchema } from '../gdsn/gdsn-element.js';
import { z } from 'zod';
import type { AttributeSection } from '../catalog/attribute-types.js';
import { attributeValueSchema } from '../catalog/item-values.js';
import { isValidGln } from '../gs1/gln.js';
import { parseGtin } from '../gs1/gtin.js';
import { MESSAGES, SERVER_ERRORS } from '../messages.js';
import { pageOf, pageRequestShape } from './paging.js';
import { CIC_STATES, type CicState } from './publication.js';
import { idDigits, idNumber } from './whole-number.js';

/**
 * The buyer's data quality work (spec points 2–5, 7–9, "DMS"): the items publishers sent it (its received
 * items), matched to its own item master (its subscriber items, from cross-reference files), each given a
 * status by a CIC.
 */

/**
 * What matching decided for a buyer item (issue 18): matched by GTIN; one confident match proposed alone; up
 * to a few candidates shown on request; or no match (abstaining is a result).
 */
export const MATCH_DECISIONS = ['matched', 'confident', 'candidates', 'none'] as const;
export type MatchDecision = (typeof MATCH_DECISIONS)[number];

/** Spec point 4, "DMS item statuses": the filter codes. New is an item without a CIC yet (or only RECEIVED). */
export const DMS_STATUS = { new: 11, review: 10, synchronised: 12, rejected: 4 } as const;
export const DMS_STATUS_CODES = [11, 10, 12, 4] as const;
export type DmsStatusCode = (typeof DMS_STATUS_CODES)[number];
export const DMS_STATUS_LABELS: Record<DmsStatusCode, string> = { 11: 'New', 10: 'Review', 12: "Sync'd", 4: 'Reject' };

/** The DMS status of an item from the CIC state its subscriber gave it (point 4: REVIEW 10, SYNCHRONISED 12, REJECTED 4). */
export function dmsStatusOf(cicStatus: string | null): DmsStatusCode {
  if (cicStatus === 'REVIEW') return 10;
  if (cicStatus === 'SYNCHRONISED') return 12;
  if (cicStatus === 'REJECTED') return 4;
  return 11;
}

/**
 * Notification codes: 2 Changed (a new CIN after the buyer synchronised), 1 Follow-Up (on hold). Spec point 4
 * names Exceptions among the notification filters without a code: ours is 3 (items with missing or
 * inconsistent data, the item's `thresholdExceptionAttributes`).
 */
export const DMS_NOTIFICATION = { followUp: 1, changed: 2, exceptions: 3 } as const;
export const DMS_NOTIFICATION_CODES = [1, 2, 3] as const;

/** Item views: 4 Action Needed, 1 Matched, 2 Unmatched, 3 Custom. */
export const DMS_ITEM_VIEW = { actionNeeded: 4, matched: 1, unmatched: 2, custom: 3 } as const;
export const DMS_ITEM_VIEWS = [4, 1, 2, 3] as const;
export type DmsItemView = (typeof DMS_ITEM_VIEWS)[number];
export const DMS_ITEM_VIEW_LABELS: Record<DmsItemView, string> = {
  4: 'Action Needed',
  1: 'Matched',
  2: 'Unmatched',
  3: 'Custom',
};

/** Point 9's match-count filters. */
export const DMS_MATCH_COUNTS = ['1', '2', '3', '4+'] as const;
export type DmsMatchCount = (typeof DMS_MATCH_COUNTS)[number];

/** The item detail's tabs; which attribute sections each holds decides where a change is counted. */
export const DMS_TABS = ['core', 'nutritional', 'marketing'] as const;
export type DmsTab = (typeof DMS_TABS)[number];
export const DMS_TAB_LABELS: Record<DmsTab, string> = {
  core: 'Core',
  nutritional: 'Nutritional',
  marketing: 'Marketing',
};
const NUTRITIONAL_SECTIONS: readonly AttributeSection[] = ['ArrAllergens', 'ArrNutrients', 'ArrDiet'];
const MARKETING_SECTIONS: readonly AttributeSection[] = ['ArrEFiles', 'ArrSalesInfo'];
export function dmsTabOf(section: AttributeSection): DmsTab {
  if (NUTRITIONAL_SECTIONS.includes(section)) return 'nutritional';
  if (MARKETING_SECTIONS.includes(section)) return 'marketing';
  return 'core';
}

/** Find by (point 9): GTIN, Product Code, Description. */
export const DMS_FIND_BY = ['gtin', 'productCode', 'description'] as const;

/** The CIC states a buyer sends from the work list. */
export const DMS_CIC_STATES = ['REVIEW', 'SYNCHRONISED', 'REJECTED'] as const satisfies readonly CicState[];

// ---------------------------------------------------------------------------------------------------------
// The summary (`POST dms/summary/search`, `GET dms/subscriber/summary/search`)

export const DMS_SUMMARY_SORT_KEYS = [
  'lastUploadDate',
  'publisherName',
  'publisherGln',
  'publishedItemsCount',
  'matchTotalCount',
  'unmatchTotalCount',
  'actionNeededCount',
] as const;

/** Spec point 3, "Data quality search"; point 9: lastUploadDate descending (home: 200 rows). */
export const dmsSummarySearchSchema = z.object({
  id: idNumber().nullish(),
  publisherName: z.string().trim().max(200).nullish(),
  publisherGln: z.string().trim().max(13).nullish(),
  keyword: z.string().trim().max(200).nullish(),
  ...pageRequestShape(DMS_SUMMARY_SORT_KEYS, { rowCount: 25, sortBy: 'lastUploadDate', sortDesc: true }),
});
export type DmsSummarySearch = z.input<typeof dmsSummarySearchSchema>;

/** Spec point 3, "Data quality summary row": one publisher's items as the buyer received them. */
export const dmsSummaryRowSchema = z.object({
  publisherName: z.string(),
  publisherGln: z.string(),
  /** The latest CIN's date-time (ISO). */
  lastUploadDate: z.string(),
  /** Non-GDSN publishers' items are searched by product code, and not offered Synchronise. */
  isGdsn: z.boolean(),
  publishedItemsCount: z.number().int(),
  actionNeededCount: z.number().int(),
  matchTotalCount: z.number().int(),
  matchNewCount: z.number().int(),
  matchChangedCount: z.number().int(),
  matchOnHoldCount: z.number().int(),
  matchReviewCount: z.number().int(),
  matchSyncCount: z.number().int(),
  matchRejectedCount: z.number().int(),
  unmatchTotalCount: z.number().int(),
  unmatchNewCount: z.number().int(),
  unmatchReviewCount: z.number().int(),
  unmatchSyncCount: z.number().int(),
  unmatchRejectedCount: z.number().int(),
  /** Unmatched items with at least one possible match. */
  possibleMatchCount: z.number().int(),
  totalUnMatched: z.number().int(),
  /** Items ever synchronised (a SYNCHRONISED CIC in their history) and never. */
  syncHistoryCount: z.number().int(),
  noSyncHistoryCount: z.number().int(),
});
export type DmsSummaryRow = z.infer<typeof dmsSummaryRowSchema>;
export const dmsSummaryPageSchema = pageOf(dmsSummaryRowSchema);

/** Spec point 2, "Subscriber data quality summary": the buyer's own items. */
export const subscriberDqSummarySchema = z.object({
  subscriberItemsCount: z.number().int(),
  matchTotalCount: z.number().int(),
  unmatchTotalCount: z.number().int(),
  possibleMatchCount: z.number().int(),
});
export type SubscriberDqSummary = z.infer<typeof subscriberDqSummarySchema>;

// ---------------------------------------------------------------------------------------------------------
// The published item list (`POST catalogs/publisherItemsList`, `POST catalogs/publisherItems`, `GET catalogs/itemDetailsSummary`)

export const DMS_ITEM_SORT_KEYS = [
  'modifiedTime',
  'gtin',
  'productCode',
  'description',
  'brandName',
  'status',
  'matchedCount',
] as const;

/**
 * Spec point 3, "Publisher items search (DMS)", with the publisher's GLN: `listView` is the item view,
 * `statuses` the DMS status codes, `notifications` 1 Follow-Up / 2 Changed / 3 Exceptions, `matchCounts` the match-count
 * filters (matched buyer items, or for an unmatched item its possible matches), `tabCount` the tabs with
 * changes, `synced` 1 ever synchronised / 0 never / -1 any. Point 9: modifiedTime descending.
 */
export const dmsItemSearchSchema = z.object({
  publisherGln: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'A GLN has 13 digits.'),
  listView: z.union([z.literal(4), z.literal(1), z.literal(2), z.literal(3)]).default(4),
  matchUnMatch: z.union([z.literal(0), z.literal(1), z.literal(2)]).nullish(),
  statuses: z
    .array(z.union([z.literal(11), z.literal(10), z.literal(12), z.literal(4), z.literal(15)]))
    .max(5)
    .nullish(),
  notifications: z
    .array(z.union([z.literal(1), z.literal(2), z.literal(3)]))
    .max(3)
    .nullish(),
  matchCounts: z.array(z.enum(DMS_MATCH_COUNTS)).max(4).nullish(),
  tabCount: z.array(z.enum(DMS_TABS)).max(3).nullish(),
  keyword: z.string().trim().max(200).nullish(),
  findBy: z.enum(DMS_FIND_BY).nullish(),
  synced: z.number().int().min(-1).max(1).default(-1),
  catalogItemId: idNumber().nullish(),
  ...pageRequestShape(DMS_ITEM_SORT_KEYS, { rowCount: 25, sortBy: 'modifiedTime', sortDesc: true }),
});
export type DmsItemSearch = z.input<typeof dmsItemSearchSchema>;

/** A buyer item an item is matched to (GTIN or a confirmed broad match) or possibly matched to (scored). */
export const dmsMatchSchema = z.object({
  subscriberItemId: z.number().int(),
  kind: z.enum(['gtin', 'broad', 'possible']),
  productCode: z.string(),
  gtin: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  /** 0–100 for a possible match; null for a GTIN or broad match. */
  score: z.number().nullable(),
  reasons: z.array(z.object({ factor: z.string(), effect: z.enum(['for', 'against']), detail: z.string() })),
  /** What matching decided for the buyer item: a possible match of a `confident` one is proposed alone. */
  matchDecision: z.enum(MATCH_DECISIONS),
});
export type DmsMatch = z.infer<typeof dmsMatchSchema>;

/** Spec point 3, "DMS catalog item" (its core fields), one received item of the list. */
export const dmsItemRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  targetMarket: z.string(),
  description: z.string().nullable(),
  productCode: z.string().nullable(),
  brandName: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  /** The DMS status code (11, 10, 12, 4) and the CIC state behind it. */
  status: z.number().int(),
  cicStatus: z.enum(CIC_STATES).nullable(),
  cicStatusDate: z.string().nullable(),
  /** 6 for a non-GDSN publisher's item (searched by product code, no Synchronise), else 1. */
  type: z.number().int(),
  subscriberGln: z.string(),
  matchedCount: z.number().int(),
  partialMatchedCount: z.number().int(),
  onHold: z.number().int(),
  followUpMessage: z.string().nullable(),
  changed: z.number().int(),
  coreChangesCount: z.number().int(),
  nutritionalChangesCount: z.number().int(),
  marketingChangesCount: z.number().int(),
  /** Spec point 3, `thresholdExceptionAttributes`: the attributes missing (required) or inconsistent. */
  thresholdExceptionAttributes: z.array(z.string()),
  hasPrevious: z.boolean(),
  withdrawn: z.boolean(),
  /** The next level down of the item's hierarchy as its CIN carried it (not `children`: grids read that as tree rows). */
  nextLevel: z.array(z.object({ gtin: z.string(), quantity: z.number() })),
  modifiedTime: z.string(),
  /** The buyer items matched first, then the possible matches best first (5 at most). */
  matches: z.array(dmsMatchSchema),
});
export type DmsItemRow = z.infer<typeof dmsItemRowSchema>;
export const dmsItemPageSchema = pageOf(dmsItemRowSchema);

/** `GET catalogs/itemDetailsSummary?publisherGln`: a publisher's item counts, as the views label them. */
export const dmsItemCountsQuerySchema = z.object({
  publisherGln: z
    .string()
    .trim()
    .regex(/^\d{13}$/, 'A GLN has 13 digits.'),
});

/**
 * `GET catalogs/download/dmsDownload?publisherGln&matchType`: one publisher's items as a workbook, the
 * matched ones with their buyer items (1), the unmatched ones with their best possible match (2), or the
 * matched pairs side by side, a line per attribute where they differ (3).
 */
export const dmsDownloadQuerySchema = dmsItemCountsQuerySchema.extend({
  matchType: z.coerce
    .number()
    .int()
    .refine(
      (n): n is 1 | 2 | 3 => n === 1 || n === 2 || n === 3,
      'matchType is 1 (matched), 2 (unmatched) or 3 (matched-compare).',
    ),
});
export type DmsDownloadQuery = z.infer<typeof dmsDownloadQuerySchema>;

/** Spec point 9: the DMS download's file name starts with its match type's prefix. */
export const DMS_DOWNLOAD_PREFIX = { 1: 'MATCHED_', 2: 'UNMATCHED_', 3: 'MATCHED_COMPARE_' } as const;

/** Spec point 3, "Item counts record". `filterMatchCount`/`filterUnmatchCount`: under the search's filters. */
export const dmsItemCountsSchema = z.object({
  actionNeededCount: z.number().int(),
  matchTotalCount: z.number().int(),
  unmatchTotalCount: z.number().int(),
  customCount: z.number().int(),
  filterMatchCount: z.number().int(),
  filterUnmatchCount: z.number().int(),
  oneMatch: z.number().int(),
  twoMatch: z.number().int(),
  threeMatch: z.number().int(),
  fourMatch: z.number().int(),
  newCount: z.number().int(),
  syncCount: z.number().int(),
  reviewCount: z.number().int(),
  rejectedCount: z.number().int(),
  onHoldCount: z.number().int(),
  changedCount: z.number().int(),
  exceptionCount: z.number().int(),
  coreChangedCount: z.number().int(),
  nutritionalChangedCount: z.number().int(),
  marketingChangedCount: z.number().int(),
});
export type DmsItemCounts = z.infer<typeof dmsItemCountsSchema>;

// ---------------------------------------------------------------------------------------------------------
// Actions: CIC, follow-up, the item's CIN, matching on demand

/** Spec point 3, "CIC status request": one CIC per item, through the message path. */
export const dmsCicRequestSchema = z
  .object({
    catalogItemIds: z.array(idNumber()).min(1, MESSAGES.selectTheItem).max(1000),
    publisherGln: z.string().trim().max(13).nullish(),
    status: z.enum(DMS_CIC_STATES),
    confirmationStatusCode: z.string().trim().max(10).nullish(),
    reason: z.string().trim().max(500).nullish(),
    correctiveActionCode: z.string().trim().max(40).nullish(),
    correctiveActionDesc: z.string().trim().max(500).nullish(),
    correctiveActionNotes: z.string().trim().max(1000).nullish(),
    subCatalogItemId: idNumber().nullish(),
  })
  .refine((r) => r.status === 'SYNCHRONISED' || !!r.confirmationStatusCode, {
    message: 'Choose a CIC status code for a Review or a Reject.',
    path: ['confirmationStatusCode'],
  })
  .refine((r) => r.confirmationStatusCode !== 'CIC999' || !!r.reason, {
    message: 'CIC999 needs the reason in words.',
    path: ['reason'],
  });
export type DmsCicRequest = z.input<typeof dmsCicRequestSchema>;

/** Spec point 3, "CIC response". */
export const dmsCicResponseSchema = z.object({
  status: z.enum(DMS_CIC_STATES),
  results: z.array(
    z.object({ catalogItemId: z.number().int(), gtin: z.string(), success: z.boolean(), error: z.string().nullable() }),
  ),
  errorCount: z.number().int(),
  errorMessage: z.string().nullable(),
});
export type DmsCicResponse = z.infer<typeof dmsCicResponseSchema>;

/** Spec point 3, "Follow-up". */
export const followUpRequestSchema = z.object({
  catalogItemIds: z.array(idNumber()).min(1, MESSAGES.selectTheItem).max(1000),
  message: z.string().trim().min(1, 'Write the follow-up message.').max(1000),
});
export const followUpResponseSchema = z.object({ catalogItemIds: z.array(z.number().int()) });
export const followUpSchema = z.object({
  catalogItemId: z.number().int(),
  onHold: z.number().int(),
  message: z.string().nullable(),
  time: z.string().nullable(),
});
export type FollowUp = z.infer<typeof followUpSchema>;
export const dmsItemParamsSchema = z.object({ catalogItemId: idDigits() });

/** `GET dms/itemmatching/items/publisher/{catalogItemId}/previous/{isPreviousItem}/xml`. */
export const dmsItemXmlParamsSchema = z.object({
  catalogItemId: idDigits(),
  isPreviousItem: z.enum(['true', 'false', '0', '1']).transform((v) => v === 'true' || v === '1'),
});
export const tradeItemXmlSchema = z.object({ tradeItemXml: z.string().nullable() });

/** Matching on demand (`POST dms/matching`) and where the latest run stands (`GET dms/matching`). */
export const matchingRunSchema = z.object({
  jobId: z.number().int().nullable(),
  status: z.enum(['queued', 'running', 'done', 'failed', 'none']),
  progress: z.number().int(),
  lastRunTime: z.string().nullable(),
});
export type MatchingRun = z.infer<typeof matchingRunSchema>;

// ---------------------------------------------------------------------------------------------------------
// Item detail: the side-by-side comparison (issue 15)

/** `{attributesType}` of the item detail calls: one tab's attributes, or all three. */
export const DMS_ATTRIBUTES_TYPES = [...DMS_TABS, 'all'] as const;
export type DmsAttributesType = (typeof DMS_ATTRIBUTES_TYPES)[number];

const attributesTypeParam = z.enum(DMS_ATTRIBUTES_TYPES);

/** `GET dms/itemmatching/items/{matched|unmatched}/publisher/{catalogItemId}/{attributesType}`. */
export const dmsItemDetailParamsSchema = z.object({ catalogItemId: idDigits(), attributesType: attributesTypeParam });

/** `GET dms/subscriber/items/{subCatalogItemId}/publisher/{pubCatalogItemId}/{attributesType}`. */
export const dmsSubscriberDetailParamsSchema = z.object({
  subCatalogItemId: idDigits(),
  pubCatalogItemId: idDigits(),
  attributesType: attributesTypeParam,
});

/** `GET dms/publisher/items/{hierarchyCatalogItemId}/matched/{matchedCatalogItemId}/{attributesType}`. */
export const dmsHierarchyDetailParamsSchema = z.object({
  hierarchyCatalogItemId: idDigits(),
  matchedCatalogItemId: idDigits(),
  attributesType: attributesTypeParam,
});

/** One tab's attributes of a document: dictionary code → value (only those with a value). */
const tabAttributesSchema = z.record(z.string(), attributeValueSchema);
const tabbedAttributesShape = {
  core: tabAttributesSchema,
  nutritional: tabAttributesSchema,
  marketing: tabAttributesSchema,
};

/**
 * Spec point 3, "DMS catalog item", nested `dmsCatalogItem`: the tabs' attributes (those of the tabs asked
 * for; the others empty), `thresholdExceptionAttributes`, the version before (`previousDmsCatalogItem`, the
 * same tabs; null for a first version) and `isAutoReview` (1 true: never here, a buyer reviews by hand).
 */
export const dmsCatalogItemDocumentSchema = z.object({
  ...tabbedAttributesShape,
  thresholdExceptionAttributes: z.array(z.string()),
  previousDmsCatalogItem: z.object(tabbedAttributesShape).nullable(),
  isAutoReview: z.number().int(),
});
export type DmsCatalogItemDocument = z.infer<typeof dmsCatalogItemDocumentSchema>;

/** The buyer's item as the comparison shows it: its item master's fields (a cross-reference file's columns). */
export const subscriberItemCoreSchema = z.object({
  gtin: z.string().nullable(),
  buyerProductCode: z.string(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  mpc: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
});
export type SubscriberItemCore = z.infer<typeof subscriberItemCoreSchema>;

/** One buyer item beside the publisher's: how it is matched (a possible match with its score and reasons). */
export const subscriberComparedItemSchema = z.object({
  catalogItemId: z.number().int(),
  kind: z.enum(['gtin', 'broad', 'possible']).nullable(),
  score: z.number().nullable(),
  reasons: dmsMatchSchema.shape.reasons,
  dmsCatalogItem: z.object({ core: subscriberItemCoreSchema }),
});
export type SubscriberComparedItem = z.infer<typeof subscriberComparedItemSchema>;

/** Spec point 3, "Subscriber matched item": the first buyer item, and the others matched to the same item. */
export const subscriberMatchedItemSchema = subscriberComparedItemSchema.extend({
  additionalMatchedSubscriberCatalogItems: z.array(subscriberComparedItemSchema),
});
export type SubscriberMatchedItem = z.infer<typeof subscriberMatchedItemSchema>;

/** A level of the item's hierarchy as the buyer received it: a case it is in, or what it contains. */
export const dmsHierarchyItemSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  description: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  relation: z.enum(['parent', 'child']),
  quantity: z.number(),
});
export type DmsHierarchyItem = z.infer<typeof dmsHierarchyItemSchema>;

/** The item detail of one received item: its list row, its document by tab, the buyer's items and its hierarchy. */
export const dmsItemDetailSchema = dmsItemRowSchema.omit({ matches: true }).extend({
  publisherName: z.string(),
  dmsCatalogItem: dmsCatalogItemDocumentSchema,
  subscriberMatchedItem: subscriberMatchedItemSchema.nullable(),
  hierarchyItems: z.array(dmsHierarchyItemSchema),
  /** The whole tradeItem the latest CIN carried, and the one before it, for the comparison (issue 15). */
  gdsnDocument: gdsnElementSchema.optional(),
  previousGdsnDocument: gdsnElementSchema.nullable().optional(),
});
export type DmsItemDetail = z.infer<typeof dmsItemDetailSchema>;

/** `GET dms/sodexo_dmsoti/{publisherCatalogId}` (DMSOTI): one of the buyer's received items, by its id. */
export const dmsotiParamsSchema = z.object({ publisherCatalogId: idDigits() });

/** Spec point 7: DMSOTI answers 'SUCCESS' in data; a failure is the envelope's error, in words. */
export const DMSOTI_SUCCESS = 'SUCCESS';
export const dmsotiResultSchema = z.literal(DMSOTI_SUCCESS);

/** `GET dms/oms/{publisherGLN}/transaction/items/{publisherGTIN}`: an item as the item list knows it; GTIN-8 to 14. */
export const omsTransactionParamsSchema = z.object({
  publisherGLN: z.string().refine(isValidGln, 'A GLN has 13 digits with a valid GS1 check digit.'),
  publisherGTIN: z.string().transform((text, ctx) => {
    const parsed = parseGtin(text);
    if (parsed.ok) return parsed.gtin;
    ctx.addIssue({ code: 'custom', message: SERVER_ERRORS.gtinInvalid(text) });
    return z.NEVER;
  }),
});

/**
 * One order line of the buyer's order system, newest first. Spec point 7: the order system's `descr` is the
 * description and its `supc` the unit descriptor. `orderDate` is yyyy-mm-dd; the price is per unit ordered.
 */
export const omsTransactionSchema = z.object({
  orderNumber: z.string(),
  orderDate: z.string(),
  description: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().nullable(),
  currencyCode: z.string(),
  distributionCentre: z.string().nullable(),
});
export type OmsTransaction = z.infer<typeof omsTransactionSchema>;

// ---------------------------------------------------------------------------------------------------------
// The buyer's unmatched items, their extrinsic matches, the possible match list and the broad match (issue 9)

export const UNMATCHED_ITEM_SORT_KEYS = [
  'decision',
  'productCode',
  'gtin',
  'description',
  'brandName',
  'mpc',
  'unitDescriptor',
  'lastUpdated',
] as const;

/**
 * `POST dms/subscriber/unmatched/items/search`: the buyer's items no publisher's item is matched to (by GTIN
 * or a broad match). The keyword looks in the product code, GTIN, description and brand; an empty one is
 * none; `decisions` keeps the items matching decided so (none: all). Ours: by decision, confident matches
 * first, then candidates, then no match (each by product code, the order of an item master).
 */
export const unmatchedItemSearchSchema = z.object({
  keyword: z.string().trim().max(200).nullish(),
  decisions: z
    .array(z.enum(['confident', 'candidates', 'none']))
    .max(3)
    .nullish(),
  ...pageRequestShape(UNMATCHED_ITEM_SORT_KEYS, { rowCount: 25, sortBy: 'decision' }),
});
export type UnmatchedItemSearch = z.input<typeof unmatchedItemSearchSchema>;

/** A publisher's item proposed for a buyer item: the confident match, or one of its candidates, best first. */
export const proposedMatchSchema = z.object({
  catalogItemId: z.number().int(),
  score: z.number(),
  reasons: dmsMatchSchema.shape.reasons,
  publisherName: z.string(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
});
export type ProposedMatch = z.infer<typeof proposedMatchSchema>;

/**
 * Spec point 3, "Unmatched subscriber item", how many possible matches the last run found (4: 4 or more),
 * what it decided, and what it proposes (the confident match, or the candidates), best first.
 */
export const unmatchedItemSchema = z.object({
  id: z.number().int(),
  gtin: z.string().nullable(),
  productCode: z.string(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  mpc: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  lastUpdated: z.string(),
  possibleCount: z.number().int(),
  matchDecision: z.enum(MATCH_DECISIONS),
  proposals: z.array(proposedMatchSchema),
});
export type UnmatchedItem = z.infer<typeof unmatchedItemSchema>;
export const unmatchedItemPageSchema = pageOf(unmatchedItemSchema);

/** `POST dms/subscriber/extrinsic/matched/publishers`: one buyer item's candidates, a page at a time. */
export const extrinsicMatchSearchSchema = z.object({
  subCatalogItemId: idNumber(),
  pageNumber: z.number().int().min(1).default(1),
  rowCount: z.number().int().min(1).max(500).default(25),
});
export type ExtrinsicMatchSearch = z.input<typeof extrinsicMatchSearchSchema>;

/**
 * Spec point 2, the extrinsic-matched publisher items: a received item (`catalogItemId`) scored 0–100 against
 * the buyer's item, with the reasons. `description` is the short description, `tradeItemDescription` the
 * one the lists show; `tm` the target market.
 */
export const extrinsicMatchSchema = z.object({
  catalogItemId: z.number().int(),
  score: z.number().min(0).max(100),
  reasons: dmsMatchSchema.shape.reasons,
  publisherName: z.string(),
  publisherGln: z.string(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  functionalName: z.string().nullable(),
  tradeItemDescription: z.string().nullable(),
  brandName: z.string().nullable(),
  tm: z.string(),
  unitDescriptor: z.string().nullable(),
  lastUpdated: z.string(),
});
export type ExtrinsicMatch = z.infer<typeof extrinsicMatchSchema>;
export const extrinsicMatchPageSchema = pageOf(extrinsicMatchSchema);

export const POSSIBLE_MATCH_SORT_KEYS = ['score', 'gtin', 'description', 'productCode'] as const;

/**
 * `POST dms/subscriber/possible/matched/items`: the possible matches of one publisher's unmatched items, a pair
 * a row; `catalogItemId` keeps one received item's, the keyword looks in both items' codes and descriptions.
 * Best score first.
 */
export const possibleMatchSearchSchema = z.object({
  publisherGln: dmsItemCountsQuerySchema.shape.publisherGln,
  catalogItemId: idNumber().nullish(),
  keyword: z.string().trim().max(200).nullish(),
  ...pageRequestShape(POSSIBLE_MATCH_SORT_KEYS, { rowCount: 25, sortBy: 'score', sortDesc: true }),
});
export type PossibleMatchSearch = z.input<typeof possibleMatchSearchSchema>;

/** A possible match: the publisher's received item, the buyer's item, the score and why. */
export const possibleMatchPairSchema = z.object({
  catalogItemId: z.number().int(),
  subCatalogItemId: z.number().int(),
  score: z.number(),
  reasons: dmsMatchSchema.shape.reasons,
  publisherItem: dmsItemRowSchema.pick({
    gtin: true,
    productCode: true,
    description: true,
    brandName: true,
    unitDescriptor: true,
    targetMarket: true,
    status: true,
  }),
  subscriberItem: subscriberItemCoreSchema,
  /** The buyer item's decision: `confident` when this pair is proposed alone. */
  matchDecision: z.enum(MATCH_DECISIONS),
});
export type PossibleMatchPair = z.infer<typeof possibleMatchPairSchema>;
export const possibleMatchPageSchema = pageOf(possibleMatchPairSchema);

/** `GET dms/broad/match/{pubCatalogItemId}/{subCatalogItemId}`: the buyer confirms a pair. */
export const broadMatchParamsSchema = z.object({ pubCatalogItemId: idDigits(), subCatalogItemId: idDigits() });

/** `POST dms/possible/match/reject` (ours): the buyer says a proposed pair is not one; it is never proposed again. */
export const rejectPairSchema = z.object({ pubCatalogItemId: idNumber(), subCatalogItemId: idNumber() });
export type RejectPair = z.infer<typeof rejectPairSchema>;

/** Spec point 7: a broad match answers 'success' (an error otherwise); the rejection answers the same. */
export const MATCH_ACTION_SUCCESS = 'success';
export const matchActionResultSchema = z.literal(MATCH_ACTION_SUCCESS);
