import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UploadFailure } from '@tradepool/domain';
import { api } from '../../../lib/api-client';
import { uploadsQueryKey } from './get-upload-history';

/** `GET gdsn/upload/{uploadId}/failures`: the rows the upload did not store and why (the first 1000). */
export function getUploadFailures(uploadId: number): Promise<UploadFailure[]> {
  return api.get<UploadFailure[]>(`gdsn/upload/${uploadId}/failures`);
}

export function uploadFailuresQueryOptions(uploadId: number) {
  return queryOptions({
    queryKey: [...uploadsQueryKey, 'failures', uploadId],
    queryFn: () => getUploadFailures(uploadId),
  });
}

export function useUploadFailures(uploadId: number) {
  return useQuery(uploadFailuresQueryOptions(uploadId));
}
