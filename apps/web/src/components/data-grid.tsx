import { useState } from 'react';
import { Table } from 'antd';
import type { TableProps } from 'antd';
import { useLocation } from 'react-router';
import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@tradepool/domain';
import { useAuth } from '../lib/auth';
import { HEADER_HEIGHT } from './brand';
import { restoredPage, showsPager } from '../lib/grid-paging';

export interface GridPaging {
  page: number;
  pageSize: number;
  onChange: (page: number, pageSize: number) => void;
}

/**
 * A grid's paging, starting from the saved page when this screen is the user's landing page and
 * remembering page changes there, so logout saves them with the preference.
 */
export function useGridPaging(initialPageSize: number = DEFAULT_PAGE_SIZE): GridPaging {
  const { user, rememberPreference } = useAuth();
  const { pathname } = useLocation();
  const [page, setPage] = useState(() => restoredPage(user?.preference, pathname));
  const [pageSize, setPageSize] = useState(initialPageSize);
  const onLandingPage = user?.preference?.landingPage === pathname;
  return {
    page,
    pageSize,
    onChange: (nextPage, nextPageSize) => {
      setPage(nextPage);
      setPageSize(nextPageSize);
      if (onLandingPage) rememberPreference({ pageNumber: nextPage });
    },
  };
}

export type DataGridProps<T> = Omit<TableProps<T>, 'pagination'> & { paging: GridPaging; totalRows: number };

/**
 * The grid every list uses: compact, sortable columns, and the paging rules of spec point 9. Its header
 * stays under the app's header while the page scrolls, and a grid wider than the screen keeps its
 * sideways scroll bar at the window's bottom edge, so the last columns are in reach without scrolling
 * down past the last row first.
 */
export function DataGrid<T extends object>({ paging, totalRows, ...table }: DataGridProps<T>) {
  const lastPage = Math.max(1, Math.ceil(totalRows / paging.pageSize));
  return (
    <Table<T>
      size="small"
      sticky={{ offsetHeader: HEADER_HEIGHT }}
      {...table}
      // An empty grid still loading says nothing yet: "no items" under the spinner would be read as the answer.
      locale={{
        ...table.locale,
        emptyText: table.loading ? <div style={{ minHeight: 96 }} /> : table.locale?.emptyText,
      }}
      pagination={
        // A grid starting below the first page size (the registration lists' 20 rows) pages from there.
        (showsPager(totalRows) || totalRows > paging.pageSize) && {
          current: Math.min(paging.page, lastPage),
          pageSize: paging.pageSize,
          total: totalRows,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showSizeChanger: true,
          showTotal: (total, [from, to]) => `${from}–${to} of ${total}`,
          onChange: paging.onChange,
        }
      }
    />
  );
}
