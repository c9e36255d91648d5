import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DigitalLinkSettings } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

export function getDigitalLinkSettings(): Promise<DigitalLinkSettings> {
  return api.get<DigitalLinkSettings>('config/get/digital-link');
}

/** The resolver changes only with the server's configuration: read once a session. */
export function useDigitalLinkSettings() {
  return useQuery(
    queryOptions({ queryKey: ['config', 'digital-link'], queryFn: getDigitalLinkSettings, staleTime: Infinity }),
  );
}
