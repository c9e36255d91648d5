import { z } from 'zod';
import { DMS_FIND_BY, DMS_NOTIFICATION_CODES, DMS_STATUS_CODES } from './data-quality.js';
import { pageOf, pageRequestShape } from './paging.js';
import { CIC_STATES } from './publication.js';
import { usDateFilter } from './us-date.js';

/**
 * Spec point 2, "Global search", and point 3, "Global search filter": the buyer's received items from all
 * its publishers at once.
 */

/**
 * How typed text must match (point 9: exact by default). Exact: each word typed is a whole word of the
 * field, and a GTIN or product code is the whole value. Contains: each word is part of a word of the field,
 * a GTIN or product code part of the value.
 */
export const SEARCH_CRITERIA = ['exact', 'contains'] as const;
export type SearchCriteria = (typeof SEARCH_CRITERIA)[number];

export const GLOBAL_SEARCH_SORT_KEYS = [
  'gtin',
  'publisherGln',
  'productCode',
  'description',
  'brandName',
  'datePublished',
  'status',
] as const;
export type GlobalSearchSortKey = (typeof GLOBAL_SEARCH_SORT_KEYS)[number];

const text = (max: number) => z.string().trim().max(max).nullish();
const usDate = usDateFilter();

/**
 * The filter. `descSpellCheck` and `brandSpellChk` let a word of the description or brand be misspelt (a
 * slip or two, by its length); `findBy` says where `keyword` looks (GTIN, product code or description;
 * without it, all of them and the brand);
 * `lastDays` (0 any time) or `fromDate`/`toDate` (mm/dd/yyyy) bound the date published; `dmsStatuses` and
 * `notifications` are the data quality codes (point 4). Point 9: 25 rows, GTIN descending.
 */
export const globalSearchFilterSchema = z.object({
  gtin: z
    .string()
    .trim()
    .regex(/^\d{0,14}$/, 'A GTIN is written with digits only.')
    .nullish(),
  publisherGln: z
    .string()
    .trim()
    .regex(/^(\d{13})?$/, 'A GLN has 13 digits.')
    .nullish(),
  publisherName: text(200),
  brandName: text(200),
  description: text(200),
  fromDate: usDate,
  toDate: usDate,
  descSpellCheck: z.boolean().default(false),
  brandSpellChk: z.boolean().default(false),
  searchCriteria: z.enum(SEARCH_CRITERIA).default('exact'),
  dmsStatuses: z
    .array(z.union(DMS_STATUS_CODES.map((code) => z.literal(code))))
    .max(4)
    .nullish(),
  notifications: z
    .array(z.union(DMS_NOTIFICATION_CODES.map((code) => z.literal(code))))
    .max(3)
    .nullish(),
  findBy: z.enum(DMS_FIND_BY).nullish(),
  keyword: text(200),
  lastDays: z.number().int().min(0).max(3650).nullish(),
  subscriberGln: z
    .string()
    .trim()
    .regex(/^(\d{13})?$/, 'A GLN has 13 digits.')
    .nullish(),
  ...pageRequestShape(GLOBAL_SEARCH_SORT_KEYS, { rowCount: 25, sortBy: 'gtin', sortDesc: true }),
});
export type GlobalSearchFilter = z.input<typeof globalSearchFilterSchema>;

/**
 * One received item found. The columns from GTIN through the date published are null for OMS-only users
 * (point 2: they do not get them).
 */
export const globalSearchRowSchema = z.object({
  catalogItemId: z.number().int(),
  publisherName: z.string(),
  publisherGln: z.string(),
  gtin: z.string().nullable(),
  productCode: z.string().nullable(),
  description: z.string().nullable(),
  brandName: z.string().nullable(),
  unitDescriptor: z.string().nullable(),
  targetMarket: z.string().nullable(),
  /** The latest CIN's date (ISO). */
  datePublished: z.string().nullable(),
  /** The DMS status code (11 New, 10 Review, 12 Sync'd, 4 Reject) and the CIC state behind it. */
  status: z.number().int(),
  cicStatus: z.enum(CIC_STATES).nullable(),
  changed: z.boolean(),
  onHold: z.boolean(),
  exceptionCount: z.number().int(),
  matchedCount: z.number().int(),
});
export type GlobalSearchRow = z.infer<typeof globalSearchRowSchema>;

/** The page, and the words a misspelt brand or description was read as (the spell check's own account). */
export const globalSearchPageSchema = pageOf(globalSearchRowSchema).extend({
  spellings: z.array(z.object({ typed: z.string(), readAs: z.array(z.string()) })),
});
export type GlobalSearchPage = z.infer<typeof globalSearchPageSchema>;
