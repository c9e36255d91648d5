import { describe, expect, it } from 'vitest';
import { columnSortOrder, DEFAULT_COMPANY_SORT, sortFromTable } from './company-sort';

describe('company list sorting', () => {
  it('asks the server for the column’s sort key', () => {
    expect(sortFromTable('name', 'descend')).toEqual({ sortBy: 'lower(name)', sortDesc: true });
    expect(sortFromTable('userCount', 'ascend')).toEqual({ sortBy: 'userCount', sortDesc: false });
  });

  it('falls back to lower(name) ascending when the sort is cleared or unknown', () => {
    expect(sortFromTable('name', undefined)).toEqual(DEFAULT_COMPANY_SORT);
    expect(sortFromTable('rolePub', 'ascend')).toEqual(DEFAULT_COMPANY_SORT);
  });

  it('marks only the sorted column', () => {
    expect(columnSortOrder(DEFAULT_COMPANY_SORT, 'name')).toBe('ascend');
    expect(columnSortOrder(DEFAULT_COMPANY_SORT, 'id')).toBeNull();
  });
});
