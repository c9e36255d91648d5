import { z } from 'zod';
import { DATE_FILTER_DAYS, DEFAULT_LAST_DAYS } from '../constants.js';
import { isGdsnUser, type UserType } from '../permissions.js';
import { CATALOG_STATUS, CATALOG_STATUS_LABELS, type CatalogStatus } from './catalog.js';
import { SUBSCRIBER_SUMMARY_SORT_KEYS } from './publication.js';
import { digitsOf } from './whole-number.js';

/** Spec point 9: the home page's subscriber summary (10 rows, page 1, lower(name)) and DMS search (200 rows). */
export const HOME_SUBSCRIBER_SUMMARY_ROWS = 10;
export const HOME_DMS_SUMMARY_ROWS = 200;

/** Spec point 9: "Home chart waits up to 5 retries at 500 ms". */
export const HOME_CHART_RETRIES = 5;
export const HOME_CHART_RETRY_MS = 500;

/** Spec point 4, "Dashboard chart statuses", in the spec's order. */
const GDSN_STATUSES = [
  CATALOG_STATUS.inProcess,
  CATALOG_STATUS.validated,
  CATALOG_STATUS.failed,
  CATALOG_STATUS.notReady,
] as const satisfies readonly CatalogStatus[];

/** Spec points 2 and 6: a non-GDSN user sees the reduced set, the two statuses its filters offer. */
const NON_GDSN_STATUSES = [
  CATALOG_STATUS.validated,
  CATALOG_STATUS.notReady,
] as const satisfies readonly CatalogStatus[];

export type DashboardStatus = (typeof GDSN_STATUSES)[number];

export function dashboardStatuses(userType: UserType): readonly DashboardStatus[] {
  return isGdsnUser(userType) ? GDSN_STATUSES : NON_GDSN_STATUSES;
}

export function dashboardStatusLabel(status: DashboardStatus): string {
  return CATALOG_STATUS_LABELS[status];
}

/**
 * The catalog statuses a dashboard status counts: Not Ready takes Ready to validate (2) with it, as the
 * catalog's status filter does (spec point 4), so each count equals the list its link opens.
 */
export function dashboardStatusCodes(status: DashboardStatus): CatalogStatus[] {
  return status === CATALOG_STATUS.notReady ? [CATALOG_STATUS.notReady, CATALOG_STATUS.ready] : [status];
}

/** `GET catalogs/getItemStatusesCount`: the caller's active items per dashboard status. */
export const itemStatusCountSchema = z.object({
  status: z.number().int(),
  label: z.string(),
  count: z.number().int(),
});
export type ItemStatusCount = z.infer<typeof itemStatusCountSchema>;
export const itemStatusCountsSchema = z.array(itemStatusCountSchema);

/**
 * Spec point 3, "Registration and publication summary" (the spec's spelling kept). Item counts, but for the
 * four CIC counts, which count publications (an item and a subscriber) as the subscriber summary does.
 */
export const registrationSummarySchema = z.object({
  catalogItemCount: z.number().int(),
  registrationCount: z.number().int(),
  failedCount: z.number().int(),
  publishedCount: z.number().int(),
  acceptedCount: z.number().int(),
  reviewCount: z.number().int(),
  rejectedCount: z.number().int(),
  syncronizedCount: z.number().int(),
  allergensCount: z.number().int(),
  imagesMarketingCount: z.number().int(),
  nutritionalsCount: z.number().int(),
  /** The latest item change, publication change or CIC received (ISO), null when there is none. */
  lastActivity: z.string().nullable(),
});
export type RegistrationSummary = z.infer<typeof registrationSummarySchema>;

/** `GET catalogs/subscriberSummary`: the publication center's subscriber summary as a query string. */
export const homeSubscriberSummaryQuerySchema = z.object({
  rowCount: digitsOf(z.number().int().min(1).max(500)).default(HOME_SUBSCRIBER_SUMMARY_ROWS),
  pageNumber: digitsOf(z.number().int().min(1)).default(1),
  sortBy: z.enum(SUBSCRIBER_SUMMARY_SORT_KEYS).default('name'),
  sortDesc: z
    .enum(['true', 'false'])
    .transform((text) => text === 'true')
    .default(false),
});

/** `GET dms/weeklysubscription?weeks`: how many 7-day weeks to answer, ending now, oldest first. */
export const weeklySyncQuerySchema = z.object({
  weeks: digitsOf(z.number().int().min(1).max(52)).default(12),
});

/**
 * Spec point 3, "Weekly sync data" (the spec's spelling kept): a buyer's week, the 7 days from `weekOfDate`.
 * The sync counts are the received items synchronised in the week, the totals the items received by its
 * end, each split by whether the item matches one of the buyer's own now.
 */
export const weeklySyncSchema = z.object({
  /** The week's first day, `YYYY-MM-DD` (UTC). */
  weekOfDate: z.string(),
  matchSyncCount: z.number().int(),
  unmatchSyncCount: z.number().int(),
  matchTotalCount: z.number().int(),
  unmatchTotalCount: z.number().int(),
  /** Items first received in the week. */
  publishedItemsCount: z.number().int(),
  /** Publishers that sent a first item in the week. */
  supplierPulishedCount: z.number().int(),
  /** Subscriptions the buyer created in the week. */
  subscriptionCount: z.number().int(),
});
export type WeeklySync = z.infer<typeof weeklySyncSchema>;

/** A week with nothing in it yet. */
export function emptyWeek(weekOfDate: string): WeeklySync {
  return {
    weekOfDate,
    matchSyncCount: 0,
    unmatchSyncCount: 0,
    matchTotalCount: 0,
    unmatchTotalCount: 0,
    publishedItemsCount: 0,
    supplierPulishedCount: 0,
    subscriptionCount: 0,
  };
}

/** `GET catalogs/download/publisherActivities?page&lastDays`: `page` names the screen asking (spec point 7). */
export const publisherActivitiesQuerySchema = z.object({
  page: z.string().trim().max(40).optional(),
  lastDays: digitsOf(
    z
      .number()
      .int()
      .refine((days) => (DATE_FILTER_DAYS as readonly number[]).includes(days), 'lastDays is 0, 15, 30, 60 or 90.'),
  ).default(DEFAULT_LAST_DAYS),
});

/** The publisher activity workbook's name after its month-day-year stamp. */
export const PUBLISHER_ACTIVITIES_SUFFIX = '_publisher_activities.xlsx';
