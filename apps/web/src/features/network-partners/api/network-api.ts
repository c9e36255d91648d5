import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NetworkIdentity, NetworkPartner, NetworkPartnerInput } from '@tradepool/domain';
import { api } from '../../../lib/api-client';

const KEY = ['network'] as const;

/** `GET network/partners`: every partner pool, with its last message each way. */
export function usePartners() {
  return useQuery(
    queryOptions({ queryKey: [...KEY, 'partners'], queryFn: () => api.get<NetworkPartner[]>('network/partners') }),
  );
}

/** `GET network/identity`: what this pool hands a partner pool. */
export function useNetworkIdentity() {
  return useQuery(
    queryOptions({ queryKey: [...KEY, 'identity'], queryFn: () => api.get<NetworkIdentity>('network/identity') }),
  );
}

function useNetworkAction<T, R>(action: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSuccess: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

/** `POST network/partners` (no id) or `PUT network/partners/{id}`. */
export const useSavePartner = () =>
  useNetworkAction(({ id, input }: { id: number | null; input: NetworkPartnerInput }) =>
    id === null
      ? api.post<NetworkPartner>('network/partners', input)
      : api.put<NetworkPartner>(`network/partners/${id}`, input),
  );

export const useDeletePartner = () =>
  useNetworkAction((id: number) => api.delete<{ id: number }>(`network/partners/${id}`));
