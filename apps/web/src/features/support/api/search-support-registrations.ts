import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, SupportResultRow, SupportSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST support/publisher/upload/registration/search`: an item a row, its upload and registration. */
export function searchSupportRegistrations(search: SupportSearch): Promise<Page<SupportResultRow>> {
  return api.post<Page<SupportResultRow>>('support/publisher/upload/registration/search', search);
}

export function supportRegistrationsQueryOptions(search: SupportSearch | null) {
  return queryOptions({
    queryKey: ['support', 'registration', search],
    queryFn: () => searchSupportRegistrations(search!),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}

export function useSupportRegistrations(search: SupportSearch | null) {
  return useQuery(supportRegistrationsQueryOptions(search));
}
