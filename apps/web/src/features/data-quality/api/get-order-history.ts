import { useQuery } from '@tanstack/react-query';
import type { OmsTransaction } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { dmsKey } from './search-dms-summary';

/** `GET dms/oms/{publisherGLN}/transaction/items/{publisherGTIN}`: the item's lines in the buyer's order system. */
export function useOrderHistory(publisherGln: string, gtin: string) {
  return useQuery({
    queryKey: [...dmsKey, 'orderHistory', publisherGln, gtin],
    queryFn: () => api.get<OmsTransaction[]>(`dms/oms/${publisherGln}/transaction/items/${gtin}`),
  });
}
