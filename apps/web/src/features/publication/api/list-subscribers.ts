import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Subscriber } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** Spec point 7, "Publication": every call lives under this path. */
export const PUBLICATIONS_API = 'gdsn/publications/subscribers';

/** Every publication read starts with this key, so a publish or unpublish reloads them all at once. */
export const publicationQueryKey = ['publication'] as const;

/** `GET gdsn/publications/subscribers`: who the publisher can publish to, with the GLNs it added itself. */
export function listSubscribers(): Promise<Subscriber[]> {
  return api.get<Subscriber[]>(PUBLICATIONS_API);
}

export function subscribersQueryOptions() {
  return queryOptions({ queryKey: [...publicationQueryKey, 'subscribers'], queryFn: listSubscribers });
}

export function useSubscribers() {
  return useQuery(subscribersQueryOptions());
}
