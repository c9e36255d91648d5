import { useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyInput } from '@tradepool/domain';
import { companyQueryOptions } from '../api/get-company';
import { useSaveCompany } from '../api/save-company';
import { toCompanyInput } from '../model/company-form';

/**
 * The list's Output Profile and DQ Match Criteria modals save through `addUpdateCompany` like every other
 * change: the freshly loaded company with the one part replaced, under the information step's rules.
 */
export function useCompanyPatch(companyId: number) {
  const queryClient = useQueryClient();
  const save = useSaveCompany();
  async function patch(change: Pick<CompanyInput, 'outputProfile' | 'matchCriteria'>): Promise<Company> {
    const company = await queryClient.fetchQuery({ ...companyQueryOptions(companyId), staleTime: 0 });
    return save.mutateAsync({ ...toCompanyInput(company, {}, 'companyinformation'), ...change });
  }
  return { patch, saving: save.isPending };
}
