import { useMutation } from '@tanstack/react-query';
import type { SubscriptionCancelResponse } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API } from './search-subscriptions';

/** `POST gdsn/subscriptions/cancel`: each chosen Valid subscription cancelled (a CIS DELETE), with its success. */
export function cancelSubscriptions(ids: readonly number[]): Promise<SubscriptionCancelResponse> {
  return api.post<SubscriptionCancelResponse>(`${SUBSCRIPTIONS_API}/cancel`, { itemSubscriptionId: ids });
}

/** The list reloads on its own schedule (spec point 4: 2 s after a cancellation), not here. */
export function useCancelSubscriptions() {
  return useMutation({ mutationFn: cancelSubscriptions });
}
