import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SupportResultRow, SupportSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST support/publisher/upload/publication/search`: an item and subscriber a row, its CIN and CIC. */
export function searchSupportPublications(search: SupportSearch): Promise<Page<SupportResultRow>> {
  return api.post<Page<SupportResultRow>>('support/publisher/upload/publication/search', search);
}

export function supportPublicationsQueryOptions(search: SupportSearch | null) {
  return queryOptions({
    queryKey: ['support', 'publication', search],
    queryFn: () => searchSupportPublications(search!),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSupportPublications(search: SupportSearch | null) {
  return useQuery(supportPublicationsQueryOptions(search));
}
