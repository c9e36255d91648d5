import { useMutation } from '@tanstack/react-query';
import type { SubscriberItemRow } from '@tradepool/domain';
import { downloadCatalogReview } from '../api/download-catalog-review';
import { downloadReviewCics } from '../api/download-review-cics';

/**
 * The download mode of the review and subscriber items screens: the ticked items' catalog spreadsheet
 * (`_catalog_review.xlsm`, to correct and upload again) and their CICs (`_review-CICs.xlsx`).
 */
export function useReviewDownloads() {
  return useMutation({
    mutationFn: async (rows: readonly SubscriberItemRow[]) => {
      await downloadCatalogReview([...new Set(rows.map((row) => row.catalogItemId))]);
      await downloadReviewCics([...new Set(rows.map((row) => row.gtin))]);
    },
  });
}
