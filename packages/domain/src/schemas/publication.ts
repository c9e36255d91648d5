import { z } from 'zod';
import { DEFAULT_LAST_DAYS, DEFAULT_SUBSCRIBER_NAME } from '../constants.js';
import { pageOf, pageRequestShape } from './paging.js';
import { usDateFilter } from './us-date.js';
import { idNumber } from './whole-number.js';

/**
 * The publication exchange (spec points 3, 4 and 7, "Publication"): a publisher publishes items to subscriber
 * GLNs (a CIP each), the data pool delivers a CIN where a publication meets one of the subscriber's
 * subscriptions, and the subscriber answers with a CIC.
 */

/** GS1 SynchronisationConfirmationStateEnumeration: what a subscriber's CIC says about an item. */
export const CIC_STATES = ['RECEIVED', 'REVIEW', 'SYNCHRONISED', 'REJECTED'] as const;
export type CicState = (typeof CIC_STATES)[number];
export const CIC_STATE_LABELS: Record<CicState, string> = {
  RECEIVED: 'Accepted',
  REVIEW: 'Review',
  SYNCHRONISED: 'Synchronised',
  REJECTED: 'Rejected',
};

/**
 * Where a publication's CIN stands:
 * - pending: just published (or released), the delivery job has not looked at it yet;
 * - waiting: no subscription of the subscriber meets it yet (GS1: a CIN goes only where one does);
 * - delivered: the CIN reached the subscriber's company in Tradepool, or the partner pool serving a subscriber
 *   of another data pool accepted it (its GS1Response);
 * - queued: the subscriber is in another data pool, the CIN is sent to the partner pool serving its GLN (or
 *   waits until a partner profile names it);
 * - failed: building or delivering the CIN failed (the job retries it), or the partner pool rejected it.
 */
export const DELIVERY_STATUSES = ['pending', 'waiting', 'delivered', 'queued', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];
export const DELIVERY_STATUS_LABELS: Record<DeliveryStatus, string> = {
  pending: 'Sending',
  waiting: 'Waiting for a subscription',
  delivered: 'Delivered',
  queued: 'Queued for another data pool',
  failed: 'Delivery failed, retrying',
};

const gln = z.string().regex(/^\d{13}$/, 'A GLN has 13 digits.');
const glnList = z.array(gln).max(200);
const idList = z.array(idNumber()).max(10000);

export const PUBLISHED_ITEM_SORT_KEYS = [
  'lastUpdated',
  'gtin',
  'productCode',
  'description',
  'brandName',
  'unitDescriptor',
  'tm',
  'subscriberCount',
] as const;

/**
 * Spec point 3, "Published-item search" (`all/items/published/search`, the GTIN grid and the unpublish
 * wizard; `items/unpublished/search`, the publish wizard). `subscriberGln` limits to publications to those
 * subscribers (unpublished: items not yet published to at least one of them); `includeHierarchy` adds each
 * listed item's lower levels as rows of their own (`parentId`, `level`, `rootItemId`). Point 9: 20 rows.
 */
export const publishedItemSearchSchema = z.object({
  id: idNumber().nullish(),
  lastDays: z.number().int().min(0).max(3650).default(DEFAULT_LAST_DAYS),
  fromDate: usDateFilter(),
  toDate: usDateFilter(),
  subscriberGln: glnList.nullish(),
  keyword: z.string().trim().max(200).nullish(),
  includesUnknownSubscriber: z.boolean().nullish(),
  includeHierarchy: z.boolean().default(false),
  catalogItemId: idList.nullish(),
  /** Unpublished search: only items that can be published (registered; outside GDSN: Validated). */
  publishableOnly: z.boolean().default(false),
  ...pageRequestShape(PUBLISHED_ITEM_SORT_KEYS, { rowCount: 10, sortBy: 'lastUpdated', sortDesc: true }),
});
export type PublishedItemSearch = z.input<typeof publishedItemSearchSchema>;

/** One subscriber of a published item, with where its CIN and CIC stand. */
export const itemSubscriberSchema = z.object({
  name: z.string(),
  gln: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  /** Why the last delivery failed, while it stays failed. */
  deliveryError: z.string().nullable(),
  cicStatus: z.enum(CIC_STATES).nullable(),
  cicStatusDate: z.string().nullable(),
});
export type ItemSubscriber = z.infer<typeof itemSubscriberSchema>;

/** Spec point 3, "Published item row", with each subscriber's delivery and CIC state. */
export const publishedItemRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  tm: z.string(),
  unitDescriptor: z.string().nullable(),
  subscriberCount: z.number().int(),
  lastUpdated: z.string(),
  /** 'companyName | gln' per subscriber, as the legacy grid shows them. */
  subscriberDetails: z.array(z.string()),
  subscribers: z.array(itemSubscriberSchema),
  /** Whether the item has lower levels (listed after it when the search includes the hierarchy). */
  publishedHierarchy: z.boolean(),
  parentId: z.number().int().nullable(),
  level: z.number().int(),
  rootItemId: z.number().int(),
  /** The keyword finds this item: the level its hierarchy was found by, which the grid highlights. */
  keywordMatch: z.boolean(),
});
export type PublishedItemRow = z.infer<typeof publishedItemRowSchema>;
export const publishedItemPageSchema = pageOf(publishedItemRowSchema);

/** Spec point 3, "Unpublished item row", with what decides whether it can be published. */
export const unpublishedItemRowSchema = z.object({
  catalogItemId: z.number().int(),
  gtin: z.string(),
  productCode: z.string().nullable(),
  brandName: z.string().nullable(),
  targetMarket: z.string(),
  unitDescriptor: z.string().nullable(),
  description: z.string().nullable(),
  lastUpdated: z.string(),
  parentId: z.number().int().nullable(),
  unPublishedHierarchy: z.boolean(),
  level: z.number().int(),
  rootItemId: z.number().int(),
  /** The keyword finds this item: the level its hierarchy was found by, which the grid highlights. */
  keywordMatch: z.boolean(),
  status: z.number().int(),
  regStatus: z.string().nullable(),
  /** Why it cannot be published yet (not registered, not validated), or null. */
  blockedReason: z.string().nullable(),
});
export type UnpublishedItemRow = z.infer<typeof unpublishedItemRowSchema>;
export const unpublishedItemPageSchema = pageOf(unpublishedItemRowSchema);

/** Spec point 3, "Publish request". */
export const publishRequestSchema = z.object({
  catalogItemId: z.array(idNumber()).min(1).max(10000),
  gln: z.array(gln).min(1).max(200),
  load: z.boolean().default(true),
});
export type PublishRequest = z.input<typeof publishRequestSchema>;

/** Spec point 3, "Unpublish request". */
export const unpublishRequestSchema = z.object({
  catalogItemId: z.array(idNumber()).min(1).max(10000),
  gln: z.array(gln).min(1).max(200),
  delete: z.boolean().default(true),
});
export type UnpublishRequest = z.input<typeof unpublishRequestSchema>;

/** Spec point 3, "Publish and unpublish responses": one result per item and subscriber GLN. */
export const publicationResultSchema = z.object({
  gtin: z.string(),
  tm: z.string(),
  gln: z.string(),
  success: z.boolean(),
  error: z.string().nullable(),
});
export type PublicationResult = z.infer<typeof publicationResultSchema>;
export const publicationResponseSchema = z.object({
  error_count: z.number().int(),
  publisher: z.string(),
  results: z.array(publicationResultSchema),
});
export type PublicationResponse = z.infer<typeof publicationResponseSchema>;

/**
 * `GET gdsn/publications/subscribers`: who the publisher can publish to (the Tradepool subscribers' GLNs, and
 * the GLNs it added itself, "New subscriber", named 'Name Unknown' unless it gave a name). `inTradepool`
 * says whether a CIN is delivered here or queued for another data pool.
 */
export const subscriberSchema = z.object({ name: z.string(), gln: z.string(), inTradepool: z.boolean() });
export type Subscriber = z.infer<typeof subscriberSchema>;

/** Spec point 3, "New subscriber" (the wizard's Add New tab). */
export const newSubscriberSchema = z.object({
  gln,
  name: z
    .string()
    .trim()
    .max(200)
    .transform((name) => name || DEFAULT_SUBSCRIBER_NAME)
    .default(DEFAULT_SUBSCRIBER_NAME),
});
export type NewSubscriber = z.input<typeof newSubscriberSchema>;

export const SUBSCRIBER_SUMMARY_SORT_KEYS = [
  'name',
  'gln',
  'publishedCount',
  'acceptedCount',
  'reviewCount',
  'rejectedCount',
  'syncronizedCount',
] as const;

/** `POST gdsn/publications/subscribers/summary`: point 9, lower(name) ascending. */
export const subscriberSummarySearchSchema = z.object({
  keyword: z.string().trim().max(200).nullish(),
  ...pageRequestShape(SUBSCRIBER_SUMMARY_SORT_KEYS, { rowCount: 20, sortBy: 'name' }),
});
export type SubscriberSummarySearch = z.input<typeof subscriberSummarySearchSchema>;

/** Spec point 3, "Subscriber summary row" in the publication center (the spec's spelling kept). */
export const subscriberSummaryRowSchema = z.object({
  name: z.string(),
  gln: z.string(),
  publishedCount: z.number().int(),
  acceptedCount: z.number().int(),
  reviewCount: z.number().int(),
  rejectedCount: z.number().int(),
  syncronizedCount: z.number().int(),
  /** Published items no subscription of this subscriber meets yet. */
  waitingCount: z.number().int(),
});
export type SubscriberSummaryRow = z.infer<typeof subscriberSummaryRowSchema>;
export const subscriberSummaryPageSchema = pageOf(subscriberSummaryRowSchema);

export const SUBSCRIBER_ITEM_SORT_KEYS = [
  'cicStatusDate',
  'gtin',
  'productCode',
  'description',
  'brandName',
  'unitDescriptor',
  'subscriberName',
  'cicStatus',
] as const;

/**
 * `POST gdsn/publications/subscribers/items/published/search`: one row per published item and subscriber,
 * for the review screen (`status` REVIEW) and a subscriber's items page (its GLN, a CIC status, dates).
 * Point 9: cicStatusDate descending.
 */
export const subscriberItemSearchSchema = z.object({
  status: z.enum(CIC_STATES).nullish(),
  deliveryStatus: z.enum(DELIVERY_STATUSES).nullish(),
  lastDays: z.number().int().min(0).max(3650).default(0),
  fromDate: usDateFilter(),
  toDate: usDateFilter(),
  subscriberGln: glnList.nullish(),
  keyword: z.string().trim().max(200).nullish(),
  catalogItemId: idList.nullish(),
  ...pageRequestShape(SUBSCRIBER_ITEM_SORT_KEYS, { rowCount: 20, sortBy: 'cicStatusDate', sortDesc: true }),
});
export type SubscriberItemSearch = z.input<typeof subscriberItemSearchSchema>;

/** Spec point 3, "Review / subscriber item row" (`itemId`: the publication). */
export const subscriberItemRowSchema = z.object({
  gtin: z.string(),
  productCode: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  subscriberName: z.string(),
  subscriberGln: z.string(),
  cicStatus: z.enum(CIC_STATES).nullable(),
  cicStatusDate: z.string().nullable(),
  catalogItemId: z.number().int(),
  itemId: z.number().int(),
  tm: z.string(),
  deliveryStatus: z.enum(DELIVERY_STATUSES),
  deliveryError: z.string().nullable(),
});
export type SubscriberItemRow = z.infer<typeof subscriberItemRowSchema>;
export const subscriberItemPageSchema = pageOf(subscriberItemRowSchema);

/** `GET gdsn/publications/subscribers/cicstatuses`: the CIC states a filter offers. */
export const cicStatusOptionSchema = z.object({ status: z.enum(CIC_STATES), label: z.string() });

/** One reason a CIC gives: a CIC status code and what the publisher should do about it. */
export const cicReasonSchema = z.object({
  code: z.string(),
  description: z.string().nullable(),
  correctiveActionCode: z.string().nullable(),
  correctiveActionDesc: z.string().nullable(),
  correctiveActionNotes: z.string().nullable(),
});
export type CicReason = z.infer<typeof cicReasonSchema>;

/** `GET …/{subscriberGLN}/cichistory/{catalogItemId}`: every CIC the subscriber sent for the item, newest first. */
export const cicHistoryRowSchema = z.object({
  id: z.number().int(),
  gtin: z.string(),
  status: z.enum(CIC_STATES),
  statusDate: z.string(),
  reasons: z.array(cicReasonSchema),
  messageInstanceId: z.string(),
});
export type CicHistoryRow = z.infer<typeof cicHistoryRowSchema>;

/** `GET …/{subscriberGLN}/gs1Message/{catalogItemId}`: the latest CIN sent, as XML. */
export const gs1MessageSchema = z.object({
  messageType: z.string(),
  instanceId: z.string(),
  createdTime: z.string(),
  status: z.string(),
  xml: z.string(),
});
export type Gs1Message = z.infer<typeof gs1MessageSchema>;

/**
 * Spec point 4, "Subscription status": 1 Valid, 2 In Process, 3 Invalid and Cancelled (4). Only a Valid
 * subscription releases CINs.
 */
export const SUBSCRIPTION_STATUS = { valid: 1, inProcess: 2, invalid: 3, cancelled: 4 } as const;
