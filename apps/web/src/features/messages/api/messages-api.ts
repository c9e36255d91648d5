import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InboxMessageDetails, InboxPage, WebhookSettings } from '@tradepool/domain';
import { api, downloadBlob } from '../../../lib/api-client';

/** What the Messages screen asks `GET gdsn/messages` for: every value is a query string parameter. */
export type MessageFilters = Partial<
  Record<'messageType' | 'direction' | 'status' | 'acknowledged' | 'instanceId' | 'from' | 'to', string>
> & { pageNumber: number; rowCount: number; sortBy: string; sortDesc: boolean };

const KEY = ['messages'] as const;

function queryString(filters: MessageFilters): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** `GET gdsn/messages`: a page of the company's messages (every company's for support). */
export function useMessages(filters: MessageFilters) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'list', filters],
      queryFn: () => api.get<InboxPage>(`gdsn/messages?${queryString(filters)}`),
      placeholderData: keepPreviousData,
    }),
  );
}

/** `GET gdsn/messages/{id}/details`: the message and its GS1Response read. */
export function useMessageDetails(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'details', id],
      queryFn: () => api.get<InboxMessageDetails>(`gdsn/messages/${id}/details`),
      enabled: id !== null,
    }),
  );
}

/** `GET gdsn/messages/{id}`: the XML as stored (the server answers it as application/xml, not JSON). */
export async function messageXml(id: number): Promise<Blob> {
  return (await downloadBlob(`gdsn/messages/${id}`, { method: 'GET' })).blob;
}

export function useMessageXml(id: number | null) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'xml', id],
      queryFn: async () => (await messageXml(id!)).text(),
      enabled: id !== null,
    }),
  );
}

/** Every answer of the screen may move after an action: the rows' states and the open message's. */
function useMessageAction<T, R>(action: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: action, onSettled: () => queryClient.invalidateQueries({ queryKey: KEY }) });
}

export const useAcknowledge = () =>
  useMessageAction((ids: number[]) => api.post<{ acknowledged: number }>('gdsn/messages/ack', { ids }));
export const usePushAgain = () =>
  useMessageAction((id: number) => api.post<{ queued: boolean; text: string }>(`gdsn/messages/${id}/push`));
export const useResend = () =>
  useMessageAction((id: number) => api.post<{ queued: boolean; text: string }>(`gdsn/messages/${id}/resend`));

/** `GET gdsn/webhook`: the company's webhook (its administrators'). */
export function useWebhook(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: [...KEY, 'webhook'],
      queryFn: () => api.get<WebhookSettings>('gdsn/webhook'),
      enabled,
    }),
  );
}

/** `PUT gdsn/webhook`: the answer carries the secret once, when one was made. */
export const useSaveWebhook = () =>
  useMessageAction((change: { url: string | null; rotateSecret?: boolean }) =>
    api.put<WebhookSettings>('gdsn/webhook', change),
  );
