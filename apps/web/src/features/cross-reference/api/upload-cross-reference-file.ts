import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CrossReferenceUploadResult } from '@tradepool/domain';
import { uploadFile } from '../../../lib/upload-file';
import type { UploadProgress } from '../../../lib/upload-file';
import { crossReferenceFilesKey } from './list-cross-reference-files';

export interface CrossReferenceUpload {
  companyId: number;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

export function uploadCrossReferenceFile({
  companyId,
  file,
  onProgress,
}: CrossReferenceUpload): Promise<CrossReferenceUploadResult> {
  return uploadFile<CrossReferenceUploadResult>(`admin/upload/${companyId}/crossreffile`, file, { onProgress });
}

export function useUploadCrossReferenceFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCrossReferenceFile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: crossReferenceFilesKey }),
  });
}
