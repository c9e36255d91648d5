import { queryOptions } from '@tanstack/react-query';
import type { Country } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Countries (840 and 124 first) with their states, for the contact and billing addresses. */
export function getCountries(): Promise<Country[]> {
  return api.get<Country[]>('resources/countries_en.json', { anonymous: true });
}

export function countriesQueryOptions() {
  return queryOptions({ queryKey: ['resources', 'countries'], queryFn: getCountries, staleTime: Infinity });
}
