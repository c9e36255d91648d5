import { useState } from 'react';
import { Alert, Flex } from 'antd';
import { useGridPaging } from '../../../components/data-grid';
import type { GridSort } from '../../../lib/grid-sort';
import { useSubscriberSummary } from '../api/search-subscriber-summary';
import { DEFAULT_SUBSCRIBER_SORT, PUBLICATION_PAGE_SIZE, toSubscriberSummarySearch } from '../publication-search';
import type { SubscriberSummarySortKey } from '../publication-search';
import { SubscriberSummaryGrid } from './subscriber-summary-grid';

/** The publication center's Subscribers tab: every subscriber published to, lower(name) ascending. */
export function SubscribersTab() {
  const paging = useGridPaging(PUBLICATION_PAGE_SIZE);
  const [sort, setSort] = useState<GridSort<SubscriberSummarySortKey>>(DEFAULT_SUBSCRIBER_SORT);
  const result = useSubscriberSummary(toSubscriberSummarySearch(paging, sort));
  return (
    <Flex vertical gap={12}>
      {result.error && <Alert type="error" showIcon title={result.error.message} />}
      <SubscriberSummaryGrid
        rows={result.data?.results ?? []}
        totalRows={result.data?.totalRows ?? 0}
        loading={result.isFetching}
        paging={paging}
        sort={sort}
        onSort={(next) => {
          setSort(next);
          paging.onChange(1, paging.pageSize);
        }}
      />
    </Flex>
  );
}
