import { queryOptions } from '@tanstack/react-query';
import type { CompanyPartner } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The publishers a subscriber company has entrusted. */
export function getCompanyPartners(companyId: number): Promise<CompanyPartner[]> {
  return api.get<CompanyPartner[]>(`companies/partners?companyId=${companyId}`);
}

export function companyPartnersQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: ['companies', 'partners', companyId],
    queryFn: () => getCompanyPartners(companyId),
  });
}
