import type { COMPANY_SORT_KEYS } from '@tradepool/domain';
import type { CompanyListRow } from '@tradepool/domain';

export type CompanySortKey = (typeof COMPANY_SORT_KEYS)[number];

export interface CompanySort {
  sortBy: CompanySortKey;
  sortDesc: boolean;
}

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

/** antd's sorter answer to the request's sort; a cleared sort goes back to the default. */
export function sortFromTable(field: unknown, order: 'ascend' | 'descend' | null | undefined): CompanySort {
  const key = typeof field === 'string' ? COLUMN_SORT_KEYS[field as keyof CompanyListRow] : undefined;
  if (!key || !order) return DEFAULT_COMPANY_SORT;
  return { sortBy: key, sortDesc: order === 'descend' };
}

export function columnSortOrder(sort: CompanySort, field: keyof CompanyListRow): 'ascend' | 'descend' | null {
  return COLUMN_SORT_KEYS[field] === sort.sortBy ? (sort.sortDesc ? 'descend' : 'ascend') : null;
}
