import { useState } from 'react';
import type { TablePaginationConfig } from 'antd';
import { HISTORY_PAGE_SIZES } from '@tradepool/domain';

/**
 * The page of an item's versions (its history, the CINs a buyer received) and the pager that turns it: the
 * size changer only where there is more than a first page, back to page 1 when the size changes.
 */
export function useVersionPages(totalText: (total: number) => string) {
  const [page, setPage] = useState({ pageNumber: 1, rowCount: HISTORY_PAGE_SIZES[0] as number });
  const pagination = (totalRows: number): TablePaginationConfig => ({
    current: page.pageNumber,
    pageSize: page.rowCount,
    total: totalRows,
    size: 'small',
    showSizeChanger: totalRows > HISTORY_PAGE_SIZES[0],
    pageSizeOptions: HISTORY_PAGE_SIZES.map(String),
    showTotal: totalText,
    onChange: (pageNumber, rowCount) =>
      setPage((was) => ({ pageNumber: rowCount === was.rowCount ? pageNumber : 1, rowCount })),
  });
  return { page, pagination };
}
