import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ExtrinsicMatch, ExtrinsicMatchSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `POST dms/subscriber/extrinsic/matched/publishers`: the received items that may be one buyer item, best first. */
export function useExtrinsicMatches(search: ExtrinsicMatchSearch) {
  return useQuery({
    queryKey: [...dmsKey, 'extrinsic', search],
    queryFn: () => api.post<Page<ExtrinsicMatch>>('dms/subscriber/extrinsic/matched/publishers', search),
    placeholderData: keepPreviousData,
  });
}
