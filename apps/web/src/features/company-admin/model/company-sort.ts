import type { COMPANY_SORT_KEYS } from '@tradepool/domain';
import type { CompanyListRow } from '@tradepool/domain';
import { gridSortFrom, gridSortOrder } from '../../../lib/grid-sort';
import type { GridSort, GridSortOrder } from '../../../lib/grid-sort';

export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export type CompanySort = GridSort<CompanySortKey>;

/** Spec point 9: the company list starts sorted by lower(name), ascending. */
export const DEFAULT_COMPANY_SORT: CompanySort = { sortBy: 'lower(name)', sortDesc: false };

/** Which server sort key each sortable grid column asks for. */
export const COLUMN_SORT_KEYS: Partial<Record<keyof CompanyListRow, CompanySortKey>> = {
  id: 'id',
  name: 'lower(name)',
  buName: 'buName',
  gln: 'gln',
  industrySegment: 'industrySegment',
  isGdsn: 'isGdsn',
  partnerCount: 'partnerCount',
  userCount: 'userCount',
  statusStr: 'statusStr',
};

/**
 * antd's sorter answer to the request's sort (each sortable column's key is its row field); a cleared sort
 * goes back to the default.
 */
export function sortFromTable(columnKey: unknown, order: GridSortOrder): CompanySort {
  const key = typeof columnKey === 'string' ? COLUMN_SORT_KEYS[columnKey as keyof CompanyListRow] : undefined;
  return gridSortFrom(key, order, DEFAULT_COMPANY_SORT);
}

export function columnSortOrder(sort: CompanySort, field: keyof CompanyListRow): 'ascend' | 'descend' | null {
  return gridSortOrder(sort, COLUMN_SORT_KEYS[field]);
}
