import { useEffect } from 'react';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import type { DmsItemDetail, DmsItemRow, DmsItemSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { DMS_DETAIL_ROW_STEP } from '../dms-paths';
import { dmsKey } from './search-dms-summary';

/** Which comparison to load: the opened item's own (matched or possible buyer items), or beside one buyer item. */
export interface DmsDetailTarget {
  catalogItemId: number;
  matched: boolean;
  subscriberItemId?: number;
}

function detailPath({ catalogItemId, matched, subscriberItemId }: DmsDetailTarget): string {
  if (subscriberItemId !== undefined) return `dms/subscriber/items/${subscriberItemId}/publisher/${catalogItemId}/all`;
  return `dms/itemmatching/items/${matched ? 'matched' : 'unmatched'}/publisher/${catalogItemId}/all`;
}

/** The item detail with every tab at once: switching tabs then costs no round trip. */
export function useDmsItemDetail(target: DmsDetailTarget | null) {
  return useQuery({
    queryKey: [...dmsKey, 'detail', target],
    queryFn: () => api.get<DmsItemDetail>(detailPath(target!)),
    enabled: target !== null,
    placeholderData: keepPreviousData,
  });
}

/** `GET dms/publisher/items/{level}/matched/{opened}/all` for each level of the opened item's hierarchy. */
export function useDmsHierarchyDetails(detail: DmsItemDetail | undefined): DmsItemDetail[] {
  const levels = detail?.hierarchyItems ?? [];
  const results = useQueries({
    queries: levels.map((level) => ({
      queryKey: [...dmsKey, 'hierarchy', level.catalogItemId, detail!.catalogItemId],
      queryFn: () =>
        api.get<DmsItemDetail>(`dms/publisher/items/${level.catalogItemId}/matched/${detail!.catalogItemId}/all`),
    })),
  });
  return results.flatMap((result) => (result.data ? [result.data] : []));
}

/**
 * The detail's item list: spec point 9's pages of 100 rows, as many as the list was long on entry, then one
 * more for each 'Load more'.
 */
export function useDmsDetailItems(search: Omit<DmsItemSearch, 'pageNumber' | 'rowCount'>, initialRows: number) {
  const query = useInfiniteQuery({
    queryKey: [...dmsKey, 'detailItems', search],
    initialPageParam: 1,
    queryFn: ({ pageParam }) =>
      api.post<Page<DmsItemRow>>('catalogs/publisherItemsList', {
        ...search,
        pageNumber: pageParam,
        rowCount: DMS_DETAIL_ROW_STEP,
      }),
    getNextPageParam: (last, pages) =>
      pages.length * DMS_DETAIL_ROW_STEP < last.totalRows ? pages.length + 1 : undefined,
  });
  const loadedPages = query.data?.pages.length ?? 0;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  useEffect(() => {
    if (loadedPages > 0 && loadedPages * DMS_DETAIL_ROW_STEP < initialRows && hasNextPage && !isFetchingNextPage)
      void fetchNextPage();
  }, [loadedPages, initialRows, hasNextPage, isFetchingNextPage, fetchNextPage]);
  return {
    ...query,
    rows: query.data?.pages.flatMap((page) => page.results) ?? [],
    totalRows: query.data?.pages.at(-1)?.totalRows ?? 0,
  };
}
