import { useState } from 'react';
import { Alert, Flex } from 'antd';
import { useGridPaging } from '../../../components/data-grid';
import { useDmsSummary } from '../api/search-dms-summary';
import type { DmsFromFlag } from '../dms-paths';
import { DEFAULT_DMS_SUMMARY_SORT, DmsSummaryGrid } from './dms-summary-grid';
import type { DmsSummarySort } from './dms-summary-grid';

export interface DmsSummaryListProps {
  keyword?: string | null;
  pageSize?: number;
  /** The screen showing the list, which the item list leads back to. */
  fromFlag?: DmsFromFlag;
}

/**
 * The publishers' summary with its call, paging and sort (the latest upload first): the /dms page's, for its
 * keyword, and the home page's 200 rows (spec point 9). A sort change goes back to page 1.
 */
export function DmsSummaryList({ keyword = null, pageSize, fromFlag }: DmsSummaryListProps) {
  const paging = useGridPaging(pageSize);
  const [sort, setSort] = useState<DmsSummarySort>(DEFAULT_DMS_SUMMARY_SORT);
  const summary = useDmsSummary({
    keyword,
    sortBy: sort.sortBy,
    sortDesc: sort.sortDesc,
    pageNumber: paging.page,
    rowCount: paging.pageSize,
  });
  return (
    <Flex vertical gap={12}>
      {summary.error && <Alert type="error" showIcon title={summary.error.message} />}
      <DmsSummaryGrid
        rows={summary.data?.results ?? []}
        totalRows={summary.data?.totalRows ?? 0}
        loading={summary.isFetching}
        paging={paging}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          paging.onChange(1, paging.pageSize);
        }}
        fromFlag={fromFlag}
      />
    </Flex>
  );
}
