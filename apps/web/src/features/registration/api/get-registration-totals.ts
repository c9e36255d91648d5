import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationTotals } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { registrationQueryKey } from './search-registration';

/** `GET gdsn/tradeitems/registration/totals`: how many items are ready, rejected, submitted, registered. */
export function getRegistrationTotals(): Promise<RegistrationTotals> {
  return api.get<RegistrationTotals>('gdsn/tradeitems/registration/totals');
}

export function registrationTotalsQueryOptions() {
  return queryOptions({ queryKey: [...registrationQueryKey, 'totals'], queryFn: getRegistrationTotals });
}

export function useRegistrationTotals() {
  return useQuery(registrationTotalsQueryOptions());
}
