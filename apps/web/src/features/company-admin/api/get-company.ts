import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export function getCompany(id: number): Promise<Company> {
  return api.post<Company>('companies/id', { id });
}

export function companyQueryKey(id: number) {
  return ['companies', 'detail', id] as const;
}

export function companyQueryOptions(id: number) {
  return queryOptions({ queryKey: companyQueryKey(id), queryFn: () => getCompany(id) });
}

/** `null`: no company yet (the wizard before its first save). */
export function useCompany(id: number | null) {
  return useQuery({ ...companyQueryOptions(id ?? 0), enabled: id !== null });
}
