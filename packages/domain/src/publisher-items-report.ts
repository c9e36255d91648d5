import type { Permission } from './permissions.js';

/** Spec point 2: the scheduled publisher items report, open to one configured company only. */
export const PUBLISHER_ITEMS_REPORT_PATH = '/publisheritemsreport';

/** Spec point 3, "Download request": downloadType 4 is the publisher items report. */
export const PUBLISHER_ITEMS_REPORT_DOWNLOAD_TYPE = 4;

/** Spec point 2: the report list pages from 0, 10 rows a page. */
export const PUBLISHER_ITEMS_REPORT_PAGE_SIZE = 10;

/**
 * Who may use the report: a user whose current company's GLN is the configured one (none configured: nobody),
 * and who may see the company's publications, which the report lists (CATALOG_PUBLISH).
 */
export function mayUsePublisherItemsReport(
  user: { permissions: Iterable<Permission>; companyGln: string | null },
  configuredGln: string | null,
): boolean {
  if (!configuredGln || user.companyGln !== configuredGln) return false;
  return [...user.permissions].includes('CATALOG_PUBLISH');
}
