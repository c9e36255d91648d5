import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationStatusOptionSchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { registrationQueryKey } from './search-registration';

export type RegistrationStatusOption = z.infer<typeof registrationStatusOptionSchema>;

/** `GET gdsn/tradeitems/registration/statuses`: the status filter's options. */
export function getRegistrationStatuses(): Promise<RegistrationStatusOption[]> {
  return api.get<RegistrationStatusOption[]>('gdsn/tradeitems/registration/statuses');
}

export function registrationStatusesQueryOptions() {
  return queryOptions({
    queryKey: [...registrationQueryKey, 'statuses'],
    queryFn: getRegistrationStatuses,
    staleTime: Infinity,
  });
}

export function useRegistrationStatuses() {
  return useQuery(registrationStatusesQueryOptions());
}
