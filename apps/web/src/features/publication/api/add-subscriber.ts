import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewSubscriber, Subscriber } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { PUBLICATIONS_API, subscribersQueryOptions } from './list-subscribers';

/** `POST gdsn/publications/subscribers`: the Add New tab keeps a GLN and its name, to be listed from then on. */
export function addSubscriber(subscriber: NewSubscriber): Promise<Subscriber> {
  return api.post<Subscriber>(PUBLICATIONS_API, subscriber);
}

export function useAddSubscriber() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSubscriber,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: subscribersQueryOptions().queryKey }),
  });
}
