import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationResponse } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';

export interface PublishCall {
  catalogItemIds: number[];
  glns: string[];
}

/** `POST gdsn/publications/subscribers/publish`: a CIP per item and subscriber GLN. */
export function publishItems({ catalogItemIds, glns }: PublishCall): Promise<PublicationResponse> {
  return api.post<PublicationResponse>(`${PUBLICATIONS_API}/publish`, {
    catalogItemId: catalogItemIds,
    gln: glns,
    load: true,
  });
}

export function usePublishItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: publishItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationQueryKey }),
  });
}
