import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser, CompanyAccountInput } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { companyQueryKey } from './get-company';

/** A user added in the company wizard (always Active); without a password the server mails a temporary one. */
export function addAccount(input: CompanyAccountInput): Promise<AdminUser> {
  return api.post<AdminUser>('companies/addAccount', input);
}

export function useAddAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addAccount,
    onSuccess: (user) => queryClient.invalidateQueries({ queryKey: companyQueryKey(user.companyId) }),
  });
}
