import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PublishedItemSearch, UnpublishedItemRow } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/**
 * `POST gdsn/publications/subscribers/items/unpublished/search`: the items not yet published to the chosen
 * subscribers, each saying why when it cannot be published yet.
 */
export function searchUnpublishedItems(search: PublishedItemSearch): Promise<Page<UnpublishedItemRow>> {
  return api.post<Page<UnpublishedItemRow>>(`${PUBLICATIONS_API}/items/unpublished/search`, search);
}

export function useUnpublishedItems(search: PublishedItemSearch, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'unpublished', search],
      queryFn: () => searchUnpublishedItems(search),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
