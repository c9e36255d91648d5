import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { registrationAuthorSchema } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { registrationQueryKey } from './search-registration';

export type RegistrationAuthor = z.infer<typeof registrationAuthorSchema>;

/** `GET gdsn/tradeitems/registration/authors`: the author filter's options. */
export function getRegistrationAuthors(): Promise<RegistrationAuthor[]> {
  return api.get<RegistrationAuthor[]>('gdsn/tradeitems/registration/authors');
}

export function registrationAuthorsQueryOptions() {
  return queryOptions({
    queryKey: [...registrationQueryKey, 'authors'],
    queryFn: getRegistrationAuthors,
    staleTime: 60_000,
  });
}

export function useRegistrationAuthors() {
  return useQuery(registrationAuthorsQueryOptions());
}
