import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { authorListSchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { catalogQueryKey } from './get-catalog-item-details';

export type CatalogAuthors = z.infer<typeof authorListSchema>;

/** Who created the company's items, for the filter sidebar's author list. */
export function getCatalogAuthors(): Promise<CatalogAuthors> {
  return api.get<CatalogAuthors>('catalogs/authors');
}

export function catalogAuthorsQueryOptions() {
  return queryOptions({ queryKey: [...catalogQueryKey, 'authors'], queryFn: getCatalogAuthors, staleTime: 60_000 });
}

export function useCatalogAuthors() {
  return useQuery(catalogAuthorsQueryOptions());
}
