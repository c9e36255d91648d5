import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionRequestInput, SubscriptionResponse } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API, subscriptionQueryKey } from './search-subscriptions';

/** `POST gdsn/subscriptions`: a subscription per GTIN or GPC brick and target market, each with its result. */
export function createSubscriptions(request: SubscriptionRequestInput): Promise<SubscriptionResponse> {
  return api.post<SubscriptionResponse>(SUBSCRIPTIONS_API, request);
}

export function useCreateSubscriptions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSubscriptions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...subscriptionQueryKey, 'partial'] }),
  });
}
