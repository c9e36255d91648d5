import { useCallback, useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import type { GdsnCode } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import type { GdsnCodeLabeler } from '../gdsn-value';
import { GDSN_DICTIONARY_KEY } from './get-gdsn-modules';

/** A GS1 code list's codes; empty when the pool does not hold the list. */
export function getGdsnCodes(codeListName: string): Promise<GdsnCode[]> {
  return api.get<GdsnCode[]>(`metadata/gdsn/codes/${encodeURIComponent(codeListName)}`);
}

const codesQuery = (codeListName: string) => ({
  queryKey: [...GDSN_DICTIONARY_KEY, 'codes', codeListName],
  queryFn: () => getGdsnCodes(codeListName),
  staleTime: Infinity,
});

/** One list, for a picker; nothing is asked without a list's name. */
export function useGdsnCodes(codeListName: string | null) {
  return useQuery({ ...codesQuery(codeListName ?? ''), enabled: codeListName !== null });
}

const dataOf = (results: { data?: GdsnCode[] }[]) => results.map((result) => result.data);

/** The labels of the lists a module's values use, asked together and each once. */
export function useGdsnCodeLabels(codeListNames: readonly string[]): GdsnCodeLabeler {
  // A stable `combine` keeps its answer the same object while no list changes.
  const lists = useQueries({ queries: codeListNames.map(codesQuery), combine: dataOf });
  const labels = useMemo(
    () => new Map(codeListNames.map((name, index) => [name, new Map(lists[index]?.map((c) => [c.code, c.label]))])),
    [codeListNames, lists],
  );
  return useCallback((codeListName, code) => labels.get(codeListName)?.get(code), [labels]);
}
