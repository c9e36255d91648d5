import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CicHistoryRow } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { SUBSCRIPTIONS_API, subscriptionQueryKey } from './search-subscriptions';

/** A received item: its publisher's GLN and its id in the subscriber catalog (the received copy). */
export interface ReceivedItemRef {
  publisherGln: string;
  catalogItemId: number;
}

/** `GET gdsn/subscriptions/{publisherGLN}/cichistory/{catalogItemId}`: the CICs the company sent, newest first. */
export function getReceivedItemCicHistory({ publisherGln, catalogItemId }: ReceivedItemRef): Promise<CicHistoryRow[]> {
  return api.get<CicHistoryRow[]>(`${SUBSCRIPTIONS_API}/${publisherGln}/cichistory/${catalogItemId}`);
}

/** For the subscriber catalog's item detail. */
export function useReceivedItemCicHistory(item: ReceivedItemRef | null) {
  return useQuery(
    queryOptions({
      queryKey: [...subscriptionQueryKey, 'cicHistory', item?.publisherGln, item?.catalogItemId],
      queryFn: () => getReceivedItemCicHistory(item!),
      enabled: item !== null,
    }),
  );
}
