import type { CompanyMatchCriteria, MatchCriteria } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `POST companies/{id}/matchcriteria`: the company's admin sets them; the server matches its items again. */
export async function saveMatchCriteria(companyId: number, criteria: MatchCriteria): Promise<MatchCriteria | null> {
  return (await api.post<CompanyMatchCriteria>(`companies/${companyId}/matchcriteria`, criteria)).matchCriteria;
}
