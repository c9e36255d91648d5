import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CrossReferenceFile } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const crossReferenceFilesKey = ['cross-reference', 'files'] as const;

/** Newest first; without a company, every file in the caller's scope. */
export function listCrossReferenceFiles(companyId: number | null): Promise<CrossReferenceFile[]> {
  const query = companyId === null ? '' : `?companyId=${companyId}`;
  return api.get<CrossReferenceFile[]>(`admin/subscribers/crossreffilenames${query}`);
}

export function crossReferenceFilesQueryOptions(companyId: number | null) {
  return queryOptions({
    queryKey: [...crossReferenceFilesKey, companyId],
    queryFn: () => listCrossReferenceFiles(companyId),
  });
}

export function useCrossReferenceFiles(companyId: number | null) {
  return useQuery(crossReferenceFilesQueryOptions(companyId));
}
