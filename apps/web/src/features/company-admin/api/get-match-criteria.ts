import { queryOptions } from '@tanstack/react-query';
import type { CompanyMatchCriteria, MatchCriteria } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export async function getMatchCriteria(companyId: number): Promise<MatchCriteria | null> {
  return (await api.get<CompanyMatchCriteria>(`companies/${companyId}/matchcriteria`)).matchCriteria;
}

export function matchCriteriaQueryOptions(companyId: number) {
  return queryOptions({
    queryKey: ['companies', 'match-criteria', companyId],
    queryFn: () => getMatchCriteria(companyId),
  });
}
