import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page, PossibleMatchPair, PossibleMatchSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `POST dms/subscriber/possible/matched/items`: one publisher's proposed pairs, best score first. */
export function usePossibleMatches(search: PossibleMatchSearch) {
  return useQuery({
    queryKey: [...dmsKey, 'possible', search],
    queryFn: () => api.post<Page<PossibleMatchPair>>('dms/subscriber/possible/matched/items', search),
    placeholderData: keepPreviousData,
  });
}
