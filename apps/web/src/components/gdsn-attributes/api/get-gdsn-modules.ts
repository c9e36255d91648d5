import { useQuery } from '@tanstack/react-query';
import type { GdsnModule } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** The GDSN dictionary changes only with a release: asked once per session. */
export const GDSN_DICTIONARY_KEY = ['metadata', 'gdsn'] as const;

/** GS1's modules, the `tradeItem` pseudo-module (the tradeItem's own attributes) among them. */
export function getGdsnModules(): Promise<GdsnModule[]> {
  return api.get<GdsnModule[]>('metadata/gdsn/modules');
}

export function useGdsnModules() {
  return useQuery({ queryKey: [...GDSN_DICTIONARY_KEY, 'modules'], queryFn: getGdsnModules, staleTime: Infinity });
}
