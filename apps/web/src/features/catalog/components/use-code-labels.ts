import { useMemo } from 'react';
import { useCodeLists } from '../api/get-code-lists';
import { useGpcSuggestions } from '../api/get-gpc-suggestions';
import { indexCodeLists, type CodeLists } from '../code-lists';
import { gpcBrickLabel, type CodeLabeler } from '../item-detail-view';

/** The served code lists, indexed; empty until they have loaded. */
export function useIndexedCodeLists(enabled = true): { lists: CodeLists; loaded: boolean } {
  const query = useCodeLists(enabled);
  return useMemo(() => ({ lists: indexCodeLists(query.data), loaded: query.data !== undefined }), [query.data]);
}

/**
 * Labels for every code list an item shows: the served lists, and the item's own GPC brick as "code – title",
 * followed by its class, family and segment (the 5,259 bricks are only ever asked for one at a time). Not
 * `enabled`, nothing is loaded and codes show as they are.
 */
export function useCodeLabels(gpcCode: string | null, enabled = true): CodeLabeler {
  const { lists } = useIndexedCodeLists(enabled);
  const brick = useGpcSuggestions(enabled ? (gpcCode ?? '') : '');
  return useMemo(() => {
    const found = (brick.data ?? []).find((b) => String(b.classCategoryCode) === gpcCode);
    const gpcLabel = found && gpcBrickLabel(found);
    return (list, key) => {
      if (list === 'GPC') return key === gpcCode ? gpcLabel : undefined;
      return lists.label(list, key);
    };
  }, [lists, brick.data, gpcCode]);
}
