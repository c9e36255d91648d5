import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RegistrationErrors } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { registrationQueryKey } from './search-registration';

/** `GET gdsn/tradeitems/registration/{catalogItemId}/errors`: why the item failed, rule by rule. */
export function getRegistrationErrors(catalogItemId: number): Promise<RegistrationErrors> {
  return api.get<RegistrationErrors>(`gdsn/tradeitems/registration/${catalogItemId}/errors`);
}

export function registrationErrorsQueryOptions(catalogItemId: number) {
  return queryOptions({
    queryKey: [...registrationQueryKey, 'errors', catalogItemId],
    queryFn: () => getRegistrationErrors(catalogItemId),
  });
}

export function useRegistrationErrors(catalogItemId: number) {
  return useQuery(registrationErrorsQueryOptions(catalogItemId));
}
