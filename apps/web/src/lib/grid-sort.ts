import type { TableProps } from 'antd';

/** A column's sort as antd reports it; null or undefined once the user clears it (the third click). */
export type GridSortOrder = 'ascend' | 'descend' | null | undefined;

/** How a server-sorted grid asks for its rows: one allow-listed server key and the direction. */
export interface GridSort<Key extends string> {
  sortBy: Key;
  sortDesc: boolean;
}

/**
 * The arrow antd shows on a column whose server key is `key` (undefined: the column has none). Only the
 * column the server sorts by shows one, so the grid says how its rows really are ordered.
 */
export function gridSortOrder<Key extends string>(
  sort: GridSort<Key>,
  key: Key | undefined,
): 'ascend' | 'descend' | null {
  if (key !== sort.sortBy) return null;
  return sort.sortDesc ? 'descend' : 'ascend';
}

/**
 * A sorter change → the server sort. A cleared sort, or a column without a server key, returns the grid's
 * `fallback` (its default sort, spec point 9) itself, so an unchanged sort does not look like a new one.
 */
export function gridSortFrom<Key extends string>(
  key: Key | undefined,
  order: GridSortOrder,
  fallback: GridSort<Key>,
): GridSort<Key> {
  if (!key || !order) return fallback;
  return { sortBy: key, sortDesc: order === 'descend' };
}

/**
 * A Table `onChange` for a server-sorted grid: it passes on sort clicks only, as the clicked column's `key`
 * and order. DataGrid's pager reports page changes itself, and no grid sorts on more than one column.
 */
export function sortChangeHandler<Row>(
  onSort: (columnKey: unknown, order: GridSortOrder) => void,
): TableProps<Row>['onChange'] {
  return (_pagination, _filters, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    onSort(sorter.columnKey, sorter.order);
  };
}
