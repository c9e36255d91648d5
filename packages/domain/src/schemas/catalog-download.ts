import { z } from 'zod';
import { PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE, PUBLISHER_ITEMS_REPORT_PAGE_SIZE } from '../publisher-items-report.js';
import { SUBSCRIBED_ITEMS_DOWNLOAD_TYPE } from './subscription.js';
import { digitsOf, dottedIds, idDigits } from './whole-number.js';

/** `catalogs/download/schedule?downloadType`: what a scheduled catalog report produces. */
export const CATALOG_DOWNLOAD_TYPE = { spreadsheet: 1, itemStatus: 2 } as const;
export const CATALOG_DOWNLOAD_TYPES = [1, 2] as const;
export type CatalogDownloadType = (typeof CATALOG_DOWNLOAD_TYPES)[number];
/**
 * The subscriber catalog's spreadsheet (`_catalog_subscriber.xlsm`): a report of the same model, scheduled
 * from that screen only (the supplier catalog's `downloadType` stays 1 or 2).
 */
export const SUBSCRIBER_CATALOG_DOWNLOAD_TYPE = 3;
/** What a report's `downloadType` is called in the report lists. */
export const REPORT_TYPE_LABELS: Record<number, string> = {
  1: 'Catalog spreadsheet',
  2: 'Item status',
  [SUBSCRIBER_CATALOG_DOWNLOAD_TYPE]: 'Subscriber catalog spreadsheet',
  [SUBSCRIBED_ITEMS_DOWNLOAD_TYPE]: 'Subscribed items sheet',
  [PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE]: 'Publisher items report',
};

/** Above this many rows a direct download is refused and the user schedules a report (DOWNLOAD_DIRECT_MAX_ROWS). */
export const DOWNLOAD_DIRECT_MAX_ROWS_DEFAULT = 10_000;

export const CATALOG_DOWNLOAD_ERRORS = {
  tooManyRows: (rows: number, limit: number) =>
    `${rows.toLocaleString('en-US')} items are more than a direct download holds (${limit.toLocaleString('en-US')}). ` +
    'Schedule the report instead: it is prepared in the background and listed under Scheduled reports.',
  notReady: 'This report is not ready yet.',
  unknownModule: (name: string) =>
    `${name} is not a GS1 GDSN 3.1.36 module: use a module element's name, such as nutritionalInformationModule.`,
} as const;

/**
 * The selection of a download: `ids` joined by dots (`1.2.3`), or none, and then the request body's catalog
 * search picks the rows (the dialog's "all rows" mode). `page` names the screen asking (spec point 7).
 */
export const catalogDownloadQuerySchema = z.object({
  ids: dottedIds('ids').optional(),
  page: z.string().trim().max(40).optional(),
});

/**
 * `GET gdsn/download/template?modules=`: the GS1 modules (element local names, `nutritionalInformationModule`)
 * whose attributes the template adds as columns after its own, joined by dots.
 */
export const templateDownloadQuerySchema = z.object({
  modules: z
    .string()
    .trim()
    .max(4000)
    .regex(/^[A-Za-z]+(\.[A-Za-z]+)*$/, 'modules are GS1 module names joined by dots.')
    .transform((text) => [...new Set(text.split('.'))])
    .optional(),
});

/** `POST catalogs/download/schedule`: a report of the items a catalog search matches. */
export const scheduleDownloadQuerySchema = z.object({
  downloadType: digitsOf(
    z
      .number()
      .int()
      .refine((n): n is CatalogDownloadType => (CATALOG_DOWNLOAD_TYPES as readonly number[]).includes(n), {
        message: 'downloadType is 1 (catalog spreadsheet) or 2 (item status).',
      }),
  ),
});

/** `GET catalogs/download/schedule`: a report of the whole catalog, or (4) the publisher items report. */
export const scheduleWholeDownloadQuerySchema = z.object({
  downloadType: digitsOf(
    z
      .number()
      .int()
      .refine(
        (n): n is CatalogDownloadType | typeof PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE =>
          n === PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE || (CATALOG_DOWNLOAD_TYPES as readonly number[]).includes(n),
        { message: 'downloadType is 1 (catalog spreadsheet), 2 (item status) or 4 (publisher items report).' },
      ),
  ),
});

/** `'success'`, or `'duplicate'` when the user already has a report of that type waiting or running. */
export const scheduleDownloadResultSchema = z.enum(['success', 'duplicate']);
export type ScheduleDownloadResult = z.infer<typeof scheduleDownloadResultSchema>;

export const CATALOG_DOWNLOAD_STATUSES = ['scheduled', 'running', 'done', 'failed'] as const;
export type CatalogDownloadStatus = (typeof CATALOG_DOWNLOAD_STATUSES)[number];

/** Spec point 3, "Scheduled download", with what the list shows besides: its type, progress and outcome. */
export const scheduledDownloadSchema = z.object({
  catalogDownloadId: z.number().int(),
  downloadType: z.number().int(),
  fileName: z.string(),
  createdByName: z.string(),
  createdTime: z.string(),
  status: z.enum(CATALOG_DOWNLOAD_STATUSES),
  /** 0–100 while it runs. */
  progress: z.number().int(),
  rowCount: z.number().int().nullable(),
  completedTime: z.string().nullable(),
  error: z.string().nullable(),
});
export type ScheduledDownload = z.infer<typeof scheduledDownloadSchema>;

/** `POST catalogs/download/scheduledrequests/pub`, the publisher items reports: pages from 0, 10 rows each. */
export const scheduledRequestsPageSchema = z.object({
  rowCount: z.number().int().min(1).max(100).default(PUBLISHER_ITEMS_REPORT_PAGE_SIZE),
  pageNumber: z.number().int().min(0).default(0),
});
export type ScheduledRequestsPage = z.input<typeof scheduledRequestsPageSchema>;

/** `GET catalogs/download/limits`: what the dialog needs to know before it offers a direct download. */
export const catalogDownloadLimitsSchema = z.object({ directMaxRows: z.number().int() });
export type CatalogDownloadLimits = z.infer<typeof catalogDownloadLimitsSchema>;

export const catalogDownloadIdParamsSchema = z.object({ catalogDownloadId: idDigits() });
