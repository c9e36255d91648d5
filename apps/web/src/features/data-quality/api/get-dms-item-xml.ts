import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `GET dms/itemmatching/items/publisher/{id}/previous/{isPreviousItem}/xml`: the item's latest CIN, or the one before. */
export function useDmsItemXml(catalogItemId: number | null, previous: boolean) {
  return useQuery({
    queryKey: [...dmsKey, 'xml', catalogItemId, previous],
    queryFn: () =>
      api.get<{ tradeItemXml: string | null }>(
        `dms/itemmatching/items/publisher/${catalogItemId}/previous/${previous}/xml`,
      ),
    enabled: catalogItemId !== null,
  });
}
