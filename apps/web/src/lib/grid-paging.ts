import { PAGE_SIZE_OPTIONS } from '@tradepool/domain';
import type { Preference } from '@tradepool/domain';

/** Spec point 9: the pager and the page-size selector show only when the rows exceed the first page size. */
export function showsPager(totalRows: number): boolean {
  return totalRows > PAGE_SIZE_OPTIONS[0];
}

/**
 * Spec point 2: a grid restores the saved page number when the preference's landing page is the screen it
 * is on; anywhere else it starts at page 1.
 */
export function restoredPage(preference: Preference | null | undefined, pathname: string): number {
  if (!preference || preference.landingPage !== pathname) return 1;
  return preference.pageNumber ?? 1;
}
