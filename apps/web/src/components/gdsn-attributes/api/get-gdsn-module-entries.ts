import { useQuery } from '@tanstack/react-query';
import type { GdsnModuleEntries } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { GDSN_DICTIONARY_KEY } from './get-gdsn-modules';

/** A module's classes and attributes in schema order, depth first, each with where a section tab shows it. */
export function getGdsnModuleEntries(module: string): Promise<GdsnModuleEntries> {
  return api.get<GdsnModuleEntries>(`metadata/gdsn/modules/${encodeURIComponent(module)}`);
}

export function useGdsnModuleEntries(module: string, enabled = true) {
  return useQuery({
    queryKey: [...GDSN_DICTIONARY_KEY, 'module', module],
    queryFn: () => getGdsnModuleEntries(module),
    enabled,
    staleTime: Infinity,
  });
}
