import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GlobalSearchFilter, GlobalSearchPage } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST catalogs/globalsearch/publisherItemsList`: the received items of every publisher, a page at a time. */
export function searchGlobal(filter: GlobalSearchFilter): Promise<GlobalSearchPage> {
  return api.post<GlobalSearchPage>('catalogs/globalsearch/publisherItemsList', filter);
}

export const globalSearchQuery = (filter: GlobalSearchFilter) =>
  queryOptions({ queryKey: ['global-search', filter], queryFn: () => searchGlobal(filter) });

export function useGlobalSearch(filter: GlobalSearchFilter) {
  return useQuery({ ...globalSearchQuery(filter), placeholderData: keepPreviousData });
}
