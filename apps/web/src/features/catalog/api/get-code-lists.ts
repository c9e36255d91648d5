import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AllCodeProperties } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Every item code list but GPC: the official GS1 lists, ISO 3166 countries and ISO 4217 currencies. */
export function getCodeLists(): Promise<AllCodeProperties> {
  return api.get<AllCodeProperties>('metadata/dms/attributes/allCodeProperties');
}

export const codeListsQueryOptions = queryOptions({
  queryKey: ['metadata', 'codelists'],
  queryFn: getCodeLists,
  // Reference lists that change only with a release.
  staleTime: Infinity,
});

/** `enabled` false: spec point 6, read-only subscribers do not load the code lists. */
export function useCodeLists(enabled = true) {
  return useQuery({ ...codeListsQueryOptions, enabled });
}
