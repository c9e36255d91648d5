import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TYPEAHEAD_MAX_SUGGESTIONS, TYPEAHEAD_MIN_CHARS } from '@tradepool/domain';
import type { Manufacturer, ManufacturerSearch, Page } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export const manufacturersQueryKey = ['manufacturers'] as const;

/** Spec point 3, "Manufacturer search": the company's manufacturers (company 1 sees all). */
export function searchManufacturers(search: ManufacturerSearch): Promise<Page<Manufacturer>> {
  return api.post<Page<Manufacturer>>('manufacturer/search', search);
}

export function manufacturersQueryOptions(search: ManufacturerSearch) {
  return queryOptions({
    queryKey: [...manufacturersQueryKey, 'grid', search],
    queryFn: () => searchManufacturers(search),
    placeholderData: keepPreviousData,
  });
}

export function useManufacturers(search: ManufacturerSearch) {
  return useQuery(manufacturersQueryOptions(search));
}

/** Spec point 5: suggestions from the third character on, at most 20, by name. */
export function useManufacturerSuggestions(text: string) {
  const searchString = text.trim();
  const search: ManufacturerSearch = {
    searchString,
    rowCount: TYPEAHEAD_MAX_SUGGESTIONS,
    pageNumber: 1,
    sortBy: 'manufacturerName',
  };
  return useQuery({
    queryKey: [...manufacturersQueryKey, 'suggestions', searchString],
    queryFn: () => searchManufacturers(search),
    enabled: searchString.length >= TYPEAHEAD_MIN_CHARS,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
