import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ReceivedVersionPage } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { subscriberCatalogKey } from './search-subscriber-catalog';

/** `GET catalogs/subscriber/{id}/versions`: a page of the CINs that brought the received item, newest first. */
export function useReceivedVersions(receivedItemId: number, page: { pageNumber: number; rowCount: number }) {
  return useQuery({
    queryKey: [...subscriberCatalogKey, 'item', receivedItemId, 'versions', page.pageNumber, page.rowCount],
    queryFn: () =>
      api.get<ReceivedVersionPage>(
        `catalogs/subscriber/${receivedItemId}/versions?pageNumber=${page.pageNumber}&rowCount=${page.rowCount}`,
      ),
    placeholderData: keepPreviousData,
  });
}
