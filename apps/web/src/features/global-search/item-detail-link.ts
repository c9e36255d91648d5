import { DMS_ITEM_VIEW, type GlobalSearchRow } from '@tradepool/domain';
import { dmsItemDetailPath } from '../data-quality';

type Found = Pick<GlobalSearchRow, 'catalogItemId' | 'publisherName' | 'publisherGln' | 'matchedCount'>;

/**
 * A found item's data quality detail, in the view it belongs to (Matched or Unmatched), so the detail shows
 * its matches or its possible matches even when it is not among the view's first items.
 */
export function itemDetailPath(row: Found): string {
  return dmsItemDetailPath({
    catalogItemId: row.catalogItemId,
    publisherName: row.publisherName,
    publisherGln: row.publisherGln,
    itemView: row.matchedCount > 0 ? DMS_ITEM_VIEW.matched : DMS_ITEM_VIEW.unmatched,
  });
}
