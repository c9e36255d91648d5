import { useState } from 'react';
import type { SubscriberItemRow } from '@tradepool/domain';
import { useGridPaging } from '../../../components/data-grid';
import type { GridSort } from '../../../lib/grid-sort';
import { useSubscriberItems } from '../api/search-subscriber-items';
import { DEFAULT_SUBSCRIBER_ITEM_SORT, PUBLICATION_PAGE_SIZE, toSubscriberItemSearch } from '../publication-search';
import type { SubscriberItemFilters, SubscriberItemSortKey } from '../publication-search';
import type { SubscriberItemsGridProps } from './subscriber-items-grid';

/**
 * What the review screen and a subscriber's items page keep: filters, sort, paging and the ticked rows
 * (kept across pages with the rows themselves, which the downloads need). A filter or sort change goes
 * back to page 1.
 */
export function useSubscriberItemList(subscriberGln: string | null, initialFilters: SubscriberItemFilters) {
  const paging = useGridPaging(PUBLICATION_PAGE_SIZE);
  const [filters, setFilters] = useState(initialFilters);
  const [sort, setSort] = useState<GridSort<SubscriberItemSortKey>>(DEFAULT_SUBSCRIBER_ITEM_SORT);
  const [picked, setPicked] = useState<ReadonlyMap<number, SubscriberItemRow>>(new Map());
  const result = useSubscriberItems(toSubscriberItemSearch(subscriberGln, filters, paging, sort));
  const firstPage = () => paging.onChange(1, paging.pageSize);

  const gridProps: Pick<SubscriberItemsGridProps, 'rows' | 'totalRows' | 'loading' | 'paging' | 'sort' | 'onSort'> = {
    rows: result.data?.results ?? [],
    totalRows: result.data?.totalRows ?? 0,
    loading: result.isFetching,
    paging,
    sort,
    onSort: (next) => {
      setSort(next);
      firstPage();
    },
  };
  return {
    filters,
    result,
    gridProps,
    filter(next: SubscriberItemFilters) {
      setFilters(next);
      firstPage();
    },
    picked: [...picked.values()],
    selection: {
      selectedIds: [...picked.keys()],
      onSelect: (ids: number[], rows: SubscriberItemRow[]) => {
        const known = new Map([...picked, ...rows.map((row) => [row.itemId, row] as const)]);
        setPicked(new Map(ids.flatMap((id) => (known.has(id) ? [[id, known.get(id)!] as const] : []))));
      },
    },
    clearPicked: () => setPicked(new Map()),
  };
}
