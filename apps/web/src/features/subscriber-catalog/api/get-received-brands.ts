import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { subscriberCatalogKey } from './search-subscriber-catalog';

/** `GET catalogs/subscriber/brands`: the brands among the received items (the brand filter). */
export function getReceivedBrands(): Promise<{ brands: string[] }> {
  return api.get<{ brands: string[] }>('catalogs/subscriber/brands');
}

export function useReceivedBrands() {
  return useQuery({ queryKey: [...subscriberCatalogKey, 'brands'], queryFn: getReceivedBrands, staleTime: 60_000 });
}
