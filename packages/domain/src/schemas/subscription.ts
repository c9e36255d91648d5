import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, DEFAULT_TARGET_MARKET, TYPEAHEAD_MIN_CHARS } from '../constants.js';
import { SERVER_ERRORS } from '../messages.js';
import { GPC_LEVELS } from './metadata.js';
import { pageOf, pageRequestShape } from './paging.js';
import { SUBSCRIPTION_STATUS } from './publication.js';
import { idNumber } from './whole-number.js';

/**
 * The subscription screen's calls (spec points 3, 4 and 7, "Subscriptions", under `gdsn/subscriptions`): a
 * subscriber asks for a publisher's items, or some GTINs or GPC codes of them, in some target markets; each
 * subscription is a CIS of GS1 GDSN.
 */

export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUS)[keyof typeof SUBSCRIPTION_STATUS];
export const SUBSCRIPTION_STATUS_LABELS: Record<SubscriptionStatus, string> = {
  1: 'Valid',
  2: 'In Process',
  3: 'Invalid',
  4: 'Cancelled',
};
/**
 * Spec point 4 gives Cancelled as 0 in one list and 4 in the other; we store 4 and the filter takes 0 for it
 * too, so a caller that read the other list still finds its cancelled subscriptions.
 */
export const SUBSCRIPTION_CANCELLED_ALIAS = 0;

const gln = z
  .string()
  .trim()
  .regex(/^\d{13}$/, 'A GLN has 13 digits.');

/** A target market as the list gives it (`840`) or as an integer (`36`): kept as the 3-digit ISO 3166 text. */
const targetMarket = z
  .union([
    z.number().int().min(1).max(999),
    z
      .string()
      .trim()
      .regex(/^\d{1,3}$/, 'A target market is an ISO 3166 numeric code.'),
  ])
  .transform((tm) => String(tm).padStart(3, '0'));

/**
 * Spec point 3, "Subscription request": one subscription per GTIN (or GPC code: a segment, family, class or
 * brick, meeting every item whose brick lies under it) and target market; GTINs and GPCs exclude each other;
 * neither subscribes to all the publisher's items. `searchItem` is the form's
 * search text, which the server does not read.
 */
export const subscriptionRequestSchema = z
  .object({
    subscriberGLN: gln,
    publisherGLN: z.preprocess((v) => (v === '' ? null : v), gln.nullish()),
    tms: z.array(targetMarket).min(1).max(300).default([DEFAULT_TARGET_MARKET]),
    gtins: z.array(z.string().trim().min(1).max(14)).max(1000).default([]),
    gpcs: z.array(z.number().int().min(10000000).max(99999999)).max(100).default([]),
    searchItem: z.string().max(200).nullish(),
  })
  .refine((r) => !(r.gtins.length && r.gpcs.length), { message: 'Subscribe by GTINs or by GPC, not both.' })
  .refine((r) => r.publisherGLN || r.gtins.length, { message: 'Give a publisher GLN or GTINs.' });
export type SubscriptionRequestInput = z.input<typeof subscriptionRequestSchema>;

export const subscriptionResultSchema = z.object({
  /** Null when the subscription was stored. */
  error: z.string().nullable(),
  publisherGLN: z.string().nullable(),
  gtin: z.string().nullable(),
  gpcCode: z.string().nullable(),
  tm: z.string(),
  catalogItemSubscriptionId: z.number().int().nullable(),
});
export type SubscriptionResult = z.infer<typeof subscriptionResultSchema>;

export const subscriptionResponseSchema = z.object({
  errorCount: z.number().int(),
  results: z.array(subscriptionResultSchema),
});
export type SubscriptionResponse = z.infer<typeof subscriptionResponseSchema>;

/** `POST gdsn/subscriptions/cancel`: the subscriptions chosen in cancel mode. */
export const subscriptionCancelSchema = z.object({ itemSubscriptionId: z.array(idNumber()).min(1).max(1000) });
export type SubscriptionCancel = z.input<typeof subscriptionCancelSchema>;

export const subscriptionCancelResponseSchema = z.object({
  results: z.array(
    z.object({ catalogItemSubscriptionId: z.number().int(), success: z.boolean(), error: z.string().nullable() }),
  ),
});
export type SubscriptionCancelResponse = z.infer<typeof subscriptionCancelResponseSchema>;

export const SUBSCRIPTION_SORT_KEYS = [
  'lastUpdate',
  'subscriberGln',
  'publisherGln',
  'publisherName',
  'subscribeToGtin',
  'tm',
  'gpcCode',
  'status',
] as const;
export type SubscriptionSortKey = (typeof SUBSCRIPTION_SORT_KEYS)[number];

const statusFilter = z
  .number()
  .int()
  .min(0)
  .max(4)
  .transform((s) => (s === SUBSCRIPTION_CANCELLED_ALIAS ? SUBSCRIPTION_STATUS.cancelled : s));

/**
 * Spec point 3, "Subscription search"; point 9: lastUpdate descending. `keyword` (the search box) and
 * `searchString` (a typeahead pick) each narrow to rows with the text in a GLN, GTIN, GPC or publisher name.
 */
export const subscriptionSearchSchema = z.object({
  status: statusFilter.nullish(),
  statuses: z.array(statusFilter).max(5).nullish(),
  keyword: z.string().trim().max(200).nullish(),
  searchString: z.string().trim().max(200).nullish(),
  id: idNumber().nullish(),
  itemSubscriptionId: z.array(idNumber()).max(10000).nullish(),
  subscriberGln: z.array(gln).max(20).nullish(),
  ...pageRequestShape(SUBSCRIPTION_SORT_KEYS, { rowCount: DEFAULT_PAGE_SIZE, sortBy: 'lastUpdate', sortDesc: true }),
});
export type SubscriptionSearch = z.input<typeof subscriptionSearchSchema>;

/** Spec point 3, "Subscription list row", with the target market and the GPC code's title and level the grid shows. */
export const subscriptionRowSchema = z.object({
  catalogItemSubscriptionId: z.number().int(),
  subscriberGln: z.string(),
  publisherGln: z.string().nullable(),
  publisherName: z.string().nullable(),
  subscribeToGtin: z.string().nullable(),
  gpcCode: z.string().nullable(),
  gpcName: z.string().nullable(),
  gpcLevel: z.enum(GPC_LEVELS).nullable(),
  tm: z.string().nullable(),
  status: z.number().int(),
  lastUpdate: z.string(),
});
export type SubscriptionRow = z.infer<typeof subscriptionRowSchema>;
export const subscriptionPageSchema = pageOf(subscriptionRowSchema);

/** Spec point 3, "Typeahead items: Subscription typeahead" (`searchPartial?keyword`). */
export const subscriptionSuggestionSchema = z.object({
  subscriberGln: z.string(),
  subscribeToGtin: z.string().nullable(),
  publisherGln: z.string().nullable(),
  publisherName: z.string().nullable(),
  gpcCode: z.string().nullable(),
  catalogItemSubscriptionId: z.number().int(),
});
export type SubscriptionSuggestion = z.infer<typeof subscriptionSuggestionSchema>;

const typeaheadText = z
  .string()
  .trim()
  .min(TYPEAHEAD_MIN_CHARS, SERVER_ERRORS.typeaheadTooShort(TYPEAHEAD_MIN_CHARS))
  .max(100);

export const subscriptionKeywordSchema = z.object({ keyword: typeaheadText });

/** `publishers/{term}`: more than 2 characters and no '-' (spec point 7). */
export const publisherTermSchema = z.object({
  term: typeaheadText.refine((t) => !t.includes('-'), { message: "A publisher search has no '-'." }),
});

/**
 * Spec point 3, "Typeahead items: Publisher suggestion": the GLN and its company. A publisher another data pool
 * serves (found in the Global Registry) has that pool's GLN as `dataPool`; Tradepool's own have none.
 */
export const publisherSuggestionSchema = z.object({
  value: z.string(),
  name: z.string(),
  dataPool: z.string().optional(),
});
export type PublisherSuggestion = z.infer<typeof publisherSuggestionSchema>;

/**
 * The type a scheduled subscribed-items sheet has among the `download_request` rows, apart from the catalog's
 * report types so that its schedule never takes it.
 */
export const SUBSCRIBED_ITEMS_DOWNLOAD_TYPE = 10;
