import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page, PublishedItemRow, PublishedItemSearch } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

/**
 * `POST gdsn/publications/subscribers/all/items/published/search`: the GTIN tab and the unpublish wizard's
 * items, each with its subscribers, lower levels as rows of their own after their top item.
 */
export function searchPublishedItems(search: PublishedItemSearch): Promise<Page<PublishedItemRow>> {
  return api.post<Page<PublishedItemRow>>(`${PUBLICATIONS_API}/all/items/published/search`, search);
}

export function usePublishedItems(search: PublishedItemSearch, enabled = true) {
  return useQuery(
    queryOptions({
      queryKey: [...publicationQueryKey, 'published', search],
      queryFn: () => searchPublishedItems(search),
      placeholderData: keepPreviousData,
      enabled,
    }),
  );
}
