import { queryOptions } from '@tanstack/react-query';
import type { CompanyOutputProfile, OutputProfile } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export async function getOutputProfile(companyId: number): Promise<OutputProfile | null> {
  return (await api.get<CompanyOutputProfile>(`companies/${companyId}/outputprofile`)).outputProfile;
}

export function outputProfileQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: ['companies', 'output-profile', companyId],
    queryFn: () => getOutputProfile(companyId),
  });
}
