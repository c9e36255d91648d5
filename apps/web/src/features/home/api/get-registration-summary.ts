import { useQuery } from '@tanstack/react-query';
import type { RegistrationSummary } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

/** `GET catalogs/registrationSummary`: the registration and publication summary card (spec point 3). */
export function getRegistrationSummary(): Promise<RegistrationSummary> {
  return api.get<RegistrationSummary>('catalogs/registrationSummary');
}

export function useRegistrationSummary() {
  return useQuery({ queryKey: ['home', 'registration-summary'], queryFn: getRegistrationSummary });
}
