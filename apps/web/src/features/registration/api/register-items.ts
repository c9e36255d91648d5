import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterResult } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { registrationQueryKey } from './search-registration';

/** `POST gdsn/tradeitems/registration/register`: sends the items to the Global Registry. */
export function registerItems(catalogItemIds: readonly number[]): Promise<RegisterResult> {
  return api.post<RegisterResult>('gdsn/tradeitems/registration/register', { catalogItemIds });
}

export function useRegisterItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerItems,
    // Partly refused or not, what was sent has changed status: the lists and totals reload.
    onSettled: () => queryClient.invalidateQueries({ queryKey: registrationQueryKey }),
  });
}
