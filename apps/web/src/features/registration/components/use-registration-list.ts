import { useState } from 'react';
import { useGridPaging } from '../../../components/data-grid';
import { useRegistrationSearch } from '../api/search-registration';
import {
  REGISTRATION_PAGE_SIZE,
  toRegistrationSearch,
  type RegistrationFilters,
  type RegistrationSort,
} from '../registration-search';
import type { RegistrationGridProps } from './registration-grid';

/**
 * The state every registration screen keeps (filters, sort, server paging) and its search; a filter or sort
 * change goes back to page 1. `gridProps` is what `RegistrationGrid` reads of it.
 */
export function useRegistrationList(initialFilters: RegistrationFilters, defaultSort: RegistrationSort) {
  const paging = useGridPaging(REGISTRATION_PAGE_SIZE);
  const [filters, setFilters] = useState(initialFilters);
  const [sort, setSort] = useState(defaultSort);
  const search = toRegistrationSearch(filters, paging, sort);
  const result = useRegistrationSearch(search);
  const firstPage = () => paging.onChange(1, paging.pageSize);
  const gridProps: Pick<
    RegistrationGridProps,
    'rows' | 'totalRows' | 'loading' | 'paging' | 'sort' | 'defaultSort' | 'onSort'
  > = {
    rows: result.data?.results ?? [],
    totalRows: result.data?.totalRows ?? 0,
    loading: result.isFetching,
    paging,
    sort,
    defaultSort,
    onSort: (next) => {
      setSort(next);
      firstPage();
    },
  };
  return {
    filters,
    search,
    result,
    gridProps,
    filter(next: RegistrationFilters) {
      setFilters(next);
      firstPage();
    },
  };
}
