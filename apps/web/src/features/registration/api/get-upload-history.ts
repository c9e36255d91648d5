import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadSummary } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { UPLOAD_POLL_MS, shouldPollUploads } from '../upload-progress';

export const uploadsQueryKey = ['catalog-upload'] as const;

/** `GET gdsn/upload/history`: the company's 20 most recent uploads, newest first, with their progress. */
export function getUploadHistory(): Promise<UploadSummary[]> {
  return api.get<UploadSummary[]>('gdsn/upload/history');
}

export function uploadHistoryQueryOptions() {
  return queryOptions({
    queryKey: [...uploadsQueryKey, 'history'],
    queryFn: getUploadHistory,
    refetchInterval: (query) => (shouldPollUploads(query.state.data) ? UPLOAD_POLL_MS : false),
  });
}

export function useUploadHistory() {
  return useQuery(uploadHistoryQueryOptions());
}
