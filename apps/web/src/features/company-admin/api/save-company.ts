import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { companyQueryKey } from './get-company';

/** Creates (no companyId) or updates a company; `step` says which step's rules the server applies. */
export function saveCompany(input: CompanyInput): Promise<Company> {
  return api.post<Company>('companies/addUpdateCompany', input);
}

/** The answer is the saved company: it replaces the cached one, and every company list is stale. */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCompany,
    onSuccess: async (company) => {
      queryClient.setQueryData(companyQueryKey(company.companyId), company);
      await queryClient.invalidateQueries({
        queryKey: ['companies'],
        predicate: (query) => query.queryKey[1] !== 'detail' || query.queryKey[2] !== company.companyId,
      });
    },
  });
}
