import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { cicStatusOptionSchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

export type CicStatusOption = z.infer<typeof cicStatusOptionSchema>;

/** `GET gdsn/publications/subscribers/cicstatuses`: the CIC status filter's options. */
export function getCicStatuses(): Promise<CicStatusOption[]> {
  return api.get<CicStatusOption[]>(`${PUBLICATIONS_API}/cicstatuses`);
}

export function useCicStatuses() {
  return useQuery(
    queryOptions({ queryKey: [...publicationQueryKey, 'cicStatuses'], queryFn: getCicStatuses, staleTime: Infinity }),
  );
}
