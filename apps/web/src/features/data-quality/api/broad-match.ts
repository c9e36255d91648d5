import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

export interface MatchPair {
  pubCatalogItemId: number;
  subCatalogItemId: number;
}

/** `GET dms/broad/match/{pubCatalogItemId}/{subCatalogItemId}`: confirms a pair; answers 'success'. */
export function useBroadMatch() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ pubCatalogItemId, subCatalogItemId }: MatchPair) =>
      api.get<string>(`dms/broad/match/${pubCatalogItemId}/${subCatalogItemId}`),
    onSettled: () => client.invalidateQueries({ queryKey: dmsKey }),
  });
}
