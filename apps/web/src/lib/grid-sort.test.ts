import { describe, expect, it, vi } from 'vitest';
import type { TableProps } from 'antd';
import { gridSortFrom, gridSortOrder, sortChangeHandler } from './grid-sort';
import type { GridSort } from './grid-sort';

type Key = 'name' | 'email';
const BY_NAME: GridSort<Key> = { sortBy: 'name', sortDesc: false };

describe('gridSortOrder', () => {
  it('shows the direction on the sorted column only', () => {
    expect(gridSortOrder(BY_NAME, 'name')).toBe('ascend');
    expect(gridSortOrder({ sortBy: 'name', sortDesc: true }, 'name')).toBe('descend');
    expect(gridSortOrder(BY_NAME, 'email')).toBeNull();
    expect(gridSortOrder(BY_NAME, undefined)).toBeNull();
  });
});

describe('gridSortFrom', () => {
  it('sorts by the clicked column’s server key', () => {
    expect(gridSortFrom<Key>('email', 'descend', BY_NAME)).toEqual({ sortBy: 'email', sortDesc: true });
    expect(gridSortFrom<Key>('email', 'ascend', BY_NAME)).toEqual({ sortBy: 'email', sortDesc: false });
  });

  it('returns the fallback itself for a cleared sort or a column without a server key', () => {
    expect(gridSortFrom<Key>('email', null, BY_NAME)).toBe(BY_NAME);
    expect(gridSortFrom<Key>('email', undefined, BY_NAME)).toBe(BY_NAME);
    expect(gridSortFrom<Key>(undefined, 'descend', BY_NAME)).toBe(BY_NAME);
  });
});

describe('sortChangeHandler', () => {
  type OnChange = NonNullable<TableProps<object>['onChange']>;
  const call = (handler: OnChange, sorter: Parameters<OnChange>[2], action: 'sort' | 'paginate') =>
    handler({}, {}, sorter, { action, currentDataSource: [] });

  it('passes on sort clicks as column key and order, and nothing else', () => {
    const onSort = vi.fn();
    const handler = sortChangeHandler<object>(onSort)!;
    call(handler, { columnKey: 'email', order: 'descend' }, 'sort');
    call(handler, { columnKey: 'email', order: 'descend' }, 'paginate');
    call(handler, [{ columnKey: 'email', order: 'descend' }], 'sort');
    expect(onSort.mock.calls).toEqual([['email', 'descend']]);
  });
});
