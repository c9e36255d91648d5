import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicationResponse } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, publicationQueryKey } from './list-subscribers';
import type { PublishCall } from './publish-items';

/** `POST gdsn/publications/subscribers/unpublish`: withdraws the items from the subscriber GLNs (a CIHW each). */
export function unpublishItems({ catalogItemIds, glns }: PublishCall): Promise<PublicationResponse> {
  return api.post<PublicationResponse>(`${PUBLICATIONS_API}/unpublish`, {
    catalogItemId: catalogItemIds,
    gln: glns,
    delete: true,
  });
}

export function useUnpublishItems() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unpublishItems,
    onSettled: () => queryClient.invalidateQueries({ queryKey: publicationQueryKey }),
  });
}
