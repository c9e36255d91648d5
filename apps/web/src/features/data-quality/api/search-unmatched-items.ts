import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, UnmatchedItem, UnmatchedItemSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/**
 * `POST dms/subscriber/unmatched/items/search`: a page of the buyer's unmatched items. A list read stays
 * fresh for a while, so going back to one (a keyword cleared) shows it without asking again; a broad match
 * or a matching run invalidates it.
 */
export function useUnmatchedItems(search: UnmatchedItemSearch) {
  return useQuery({
    queryKey: [...dmsKey, 'unmatched', search],
    queryFn: () => api.post<Page<UnmatchedItem>>('dms/subscriber/unmatched/items/search', search),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
