import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, RegistrationRow, RegistrationSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every registration read starts with this key, so a registration invalidates them all at once. */
export const registrationQueryKey = ['registration'] as const;

/** `POST gdsn/tradeitems/registration`: spec point 3, "Registration search", a page at a time. */
export function searchRegistration(search: RegistrationSearch): Promise<Page<RegistrationRow>> {
  return api.post<Page<RegistrationRow>>('gdsn/tradeitems/registration', search);
}

export function registrationSearchQueryOptions(search: RegistrationSearch) {
  return queryOptions({
    queryKey: [...registrationQueryKey, 'search', search],
    queryFn: () => searchRegistration(search),
    placeholderData: keepPreviousData,
  });
}

export function useRegistrationSearch(search: RegistrationSearch) {
  return useQuery(registrationSearchQueryOptions(search));
}
