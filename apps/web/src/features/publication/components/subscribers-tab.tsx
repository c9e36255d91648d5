import { useState } from 'react';
import { Alert, Flex } from 'antd';
import type { UseQueryResult } from '@tanstack/react-query';
import type { Page, SubscriberSummaryRow, SubscriberSummarySearch } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import type { GridSort } from '../../../lib/grid-sort';
import { useSubscriberSummary } from '../api/search-subscriber-summary';
import { DEFAULT_SUBSCRIBER_SORT, PUBLICATION_PAGE_SIZE, toSubscriberSummarySearch } from '../publication-search';
import type { SubscriberSummarySortKey } from '../publication-search';
import { SubscriberSummaryGrid } from './subscriber-summary-grid';

/** A call answering the subscriber summary: the publication center's, or the home page's (spec point 7). */
export type SubscriberSummaryQuery = (search: SubscriberSummarySearch) => UseQueryResult<Page<SubscriberSummaryRow>>;

export interface SubscribersTabProps {
  pageSize?: number;
  useSummary?: SubscriberSummaryQuery;
}

/**
 * The publication center's Subscribers tab: every subscriber published to, lower(name) ascending. The home
 * page shows it too, 10 rows a page from its own call.
 */
export function SubscribersTab({
  pageSize = PUBLICATION_PAGE_SIZE,
  useSummary = useSubscriberSummary,
}: SubscribersTabProps) {
  const paging = useGridPaging(pageSize);
  const [sort, setSort] = useState<GridSort<SubscriberSummarySortKey>>(DEFAULT_SUBSCRIBER_SORT);
  const result = useSummary(toSubscriberSummarySearch(paging, sort));
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
